/**
 * The users domain's second public module: the cascade when someone leaves a school (user-removal.ts), for the
 * schools domain (taking members off a school, deleting a school). It runs every domain's hooks, which only an entry
 * that supplies the hooks list has (Deps.hooks), so it is kept out of index.ts: a function that only reads staff
 * (most of them) has no list and never reaches the cascade. eslint.config.js allows this one path beside index.js.
 */
export { removeUserFromSchool } from "./user-removal.js";
