/** The investigation's states, outcomes, bases and access levels, without zod (the web's first bundle reads them). */

export const INVESTIGATION_STATUSES = ["DRAFT", "PUBLISHED"] as const;
export type InvestigationStatus = (typeof INVESTIGATION_STATUSES)[number];

/** PROGRAM: an action program is needed. NO_PROGRAM: the decision not to write one (with its reason). */
export const INVESTIGATION_OUTCOMES = ["PROGRAM", "NO_PROGRAM"] as const;
export type InvestigationOutcome = (typeof INVESTIGATION_OUTCOMES)[number];

/** What an investigation may rest on: a mapping, an extra adaptation, an F-warning (stored by id, shape only). */
export const BASED_ON_KINDS = ["MAPPING", "ADAPTATION", "FWARNING"] as const;
export type BasedOnKind = (typeof BASED_ON_KINDS)[number];

/** What each viewer gets (investigation.policy.ts): teaching never holds the health information. */
export const INVESTIGATION_ACCESS = ["none", "teaching", "contribute", "manage"] as const;
export type InvestigationAccess = (typeof INVESTIGATION_ACCESS)[number];
