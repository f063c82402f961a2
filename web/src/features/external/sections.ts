import { ROUTES } from "../../shared/routes";

/**
 * The external page's sections (spec section 1): each starts from the school code. A later section (the violation
 * report at /report, the wellbeing check, the absence forms, the school forms) plugs in with one entry here, one
 * route under the external layout in its feature's `<feature>.feature.ts`, and its texts under
 * `external.sections.<id>`.
 */
export const EXTERNAL_SECTIONS = [
  {
    id: "whistle",
    path: ROUTES.whistle,
    title: "external.sections.whistle.title",
    description: "external.sections.whistle.description",
  },
  {
    id: "report",
    path: ROUTES.report,
    title: "external.sections.report.title",
    description: "external.sections.report.description",
  },
] as const;
