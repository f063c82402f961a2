/** What other domains may ask of whistles: the cascade when a school is deleted. Never the entities. */
export { deleteWhistlesOfSchool } from "./whistles.repo.js";
