/** What other domains may ask of mappings: reads, never the entities (its calendar source and leaving step are mappings.hooks.ts). */
export { getMapping, listMappingsOfSchool, type MappingItem } from "./mappings.repo.js";
