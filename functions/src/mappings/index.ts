/** What other domains may ask of mappings: reads, and the calendar's source. Never the entities. */
export { getMapping, studentHasMappings, type MappingItem } from "./mappings.repo.js";
export { mappingCalendarEvents } from "./mapping-calendar.js";
