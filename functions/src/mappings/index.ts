/** What other domains may ask of mappings: reads. Never the entities. */
export { listMappingsOfStudent, type MappingItem } from "./mappings.repo.js";
