import { useInfiniteQuery } from "@tanstack/react-query";
import type { ActionProgramFilter } from "#shared/actionprograms/action-program.schema";
import { actionProgramsApi, pageQuery, read, sending } from "../api/client";
import { pagedQueryOptions } from "../api/paged-query";

/**
 * What the action programs feature and the pupil page both read: the school's list of programs (the pupil page's
 * section is the list filtered to one pupil).
 */

/** The action programs' query keys (the feature and the pupil page). */
export const actionProgramKeys = {
  all: ["actionPrograms"] as const,
  list: (schoolId: string, filters: Record<string, string | undefined>) =>
    [...actionProgramKeys.all, "list", schoolId, filters] as const,
  followUps: (schoolId: string, filters: Record<string, string | undefined>) =>
    [...actionProgramKeys.all, "followUps", schoolId, filters] as const,
  evaluations: (schoolId: string, filters: Record<string, string | undefined>) =>
    [...actionProgramKeys.all, "evaluations", schoolId, filters] as const,
};

export interface ProgramFilters {
  status?: ActionProgramFilter | undefined;
  studentId?: string | undefined;
}

/** GET /action-program/{schoolId}: page by page; the server leaves out what the caller may not read. */
export const actionProgramListOptions = (schoolId: string | null, filters: ProgramFilters, limit = 25) =>
  pagedQueryOptions(
    actionProgramKeys.list(schoolId ?? "", { ...filters, limit: String(limit) }),
    (cursor, signal) =>
      read(
        actionProgramsApi["action-program"][":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: pageQuery(filters, cursor, limit) },
          sending({ signal }),
        ),
      ),
    schoolId !== null,
  );

/** The school's action programs (or one pupil's), page by page. */
export function useActionPrograms(schoolId: string | null, filters: ProgramFilters, limit = 25) {
  return useInfiniteQuery(actionProgramListOptions(schoolId, filters, limit));
}
