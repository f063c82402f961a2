/** What other domains may ask of notifications: telling people about an event. Never the entities. */
export { deliver } from "./notify.js";
