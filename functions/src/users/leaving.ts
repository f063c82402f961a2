/**
 * The users domain's second public module: the cascade when someone leaves a school (user-removal.ts), for the
 * schools domain (taking members off a school, deleting a school). It reaches every domain that names people, so it
 * is kept out of index.ts: a function that only reads staff (most of them) would otherwise bundle and start every
 * domain's module. eslint.config.js allows this one path beside index.js.
 */
export { removeUserFromSchool } from "./user-removal.js";
