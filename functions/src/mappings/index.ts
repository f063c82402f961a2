/** What other domains may ask of mappings: reads, the calendar's source, and the step of someone leaving a school. Never the entities. */
export { getMapping, type MappingItem } from "./mappings.repo.js";
export { mappingCalendarEvents } from "./mapping-calendar.js";
export { removeFromMappings } from "./mapping-removal.js";
