import type { ParseKeys } from "i18next";
import { atLeast, type PupilActionAccess } from "#shared/adaptations/adaptation.policy";
import type { AdaptationCategory } from "#shared/adaptations/adaptation.schema";

/** Each category's name (explicit keys: never built from the value). */
export const CATEGORY_KEYS: Record<AdaptationCategory, ParseKeys> = {
  STRUCTURE: "adaptations.categories.STRUCTURE",
  INSTRUCTIONS: "adaptations.categories.INSTRUCTIONS",
  GETTING_STARTED: "adaptations.categories.GETTING_STARTED",
  EXTRA_TIME: "adaptations.categories.EXTRA_TIME",
  DIGITAL_TOOLS: "adaptations.categories.DIGITAL_TOOLS",
  ADAPTED_MATERIAL: "adaptations.categories.ADAPTED_MATERIAL",
  ORAL_ASSESSMENT: "adaptations.categories.ORAL_ASSESSMENT",
  PLACEMENT: "adaptations.categories.PLACEMENT",
  BREAKS: "adaptations.categories.BREAKS",
  SPECIAL_TEACHER: "adaptations.categories.SPECIAL_TEACHER",
  OTHER: "adaptations.categories.OTHER",
};

/** What the caller's access to one adaptation or F-warning lets the page offer. */
export const mayEditAdaptation = (row: { access: PupilActionAccess }) => atLeast(row.access, "write");
export const mayManage = (row: { access: PupilActionAccess }) => atLeast(row.access, "manage");
export const mayGiveFeedback = (row: { access: PupilActionAccess }) => atLeast(row.access, "feedback");
