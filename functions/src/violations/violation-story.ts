import type { ViolationItem } from "./violations.repo.js";

/** What a report tells about the incident, as its reporter wrote it; an edit may change each of these. */
export const STORY_KEYS = [
  "type",
  "violationBetween",
  "victim",
  "incidentDetails",
  "when",
  "location",
  "witness",
  "hasContactedSchool",
  "hasContactedParents",
  "whoContacted",
] as const;

export type ViolationStory = Pick<ViolationItem, (typeof STORY_KEYS)[number]>;

/** The story of a new report from what was sent (staff's form or the external page); no one contacted is "". */
export function storyOf(
  input: Omit<ViolationStory, "whoContacted"> & { whoContacted?: string | undefined },
): ViolationStory {
  return {
    type: input.type,
    violationBetween: input.violationBetween,
    victim: input.victim,
    incidentDetails: input.incidentDetails,
    when: input.when,
    location: input.location,
    witness: input.witness,
    hasContactedSchool: input.hasContactedSchool,
    hasContactedParents: input.hasContactedParents,
    whoContacted: input.whoContacted ?? "",
  };
}
