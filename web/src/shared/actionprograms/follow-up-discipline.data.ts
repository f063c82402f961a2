import { useQuery } from "@tanstack/react-query";
import type { ActionProgram, Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import { fetchAllPages } from "../api/api-client";
import { actionProgramKeys, query } from "./action-programs.data";

/**
 * The lists follow-up discipline is computed from (shared/src/actionprograms/follow-up-discipline.ts): the school's
 * ongoing programs, its follow-ups and its evaluations, every page of each, read through the list routes. The
 * follow-ups' and evaluations' keys are those of the feature's hooks, so a page that shows them shares the answer.
 */

const path = encodeURIComponent;

/** Today in the user's time zone (YYYY-MM-DD), the day dates are compared with. */
export const localToday = () => new Date().toLocaleDateString("sv-SE");

export function useOngoingPrograms(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: [...actionProgramKeys.all, "ongoingAll", schoolId ?? ""],
    queryFn: ({ signal }) =>
      fetchAllPages<ActionProgram>(
        `/action-program/${path(schoolId!)}?${query({ status: "ongoing" })}`,
        signal,
      ),
    enabled: enabled && schoolId !== null,
  });
}

export function useSchoolFollowUps(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: actionProgramKeys.followUps(schoolId ?? "", {}),
    queryFn: ({ signal }) => fetchAllPages<FollowUp>(`/action-program-follow-up/${path(schoolId!)}`, signal),
    enabled: enabled && schoolId !== null,
  });
}

export function useSchoolEvaluations(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: actionProgramKeys.evaluations(schoolId ?? "", {}),
    queryFn: ({ signal }) =>
      fetchAllPages<Evaluation>(`/action-program-evaluation/${path(schoolId!)}`, signal),
    enabled: enabled && schoolId !== null,
  });
}
