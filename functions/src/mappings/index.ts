/** What other domains may ask of mappings: reads. Never the entities. */
export { getMapping, studentHasMappings, type MappingItem } from "./mappings.repo.js";
