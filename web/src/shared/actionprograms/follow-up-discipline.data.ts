import { useQuery } from "@tanstack/react-query";
import type { DueList } from "#shared/actionprograms/follow-up-discipline.schema";
import { apiRequest } from "../api/api-client";
import { actionProgramKeys, query } from "./action-programs.data";

/**
 * Follow-up discipline (shared/src/actionprograms/follow-up-discipline.ts). The overview's card asks the server what
 * waits on the user (`useDueItems`: GET /action-program-due, which reads only what is still open). The program list
 * flags its programs from each program's own progress (`hasFollowUp`, `hasEvaluation`), reading no follow-up or
 * evaluation list.
 */

const path = encodeURIComponent;

/** Today in the user's time zone (YYYY-MM-DD), the day dates are compared with. */
export const localToday = () => new Date().toLocaleDateString("sv-SE");

/**
 * What waits on the signed-in user and is past its date before their today, oldest first (one request; the server
 * reads the open items only). Under the action programs' keys, so any write of a program or item refreshes it.
 */
export function useDueItems(schoolId: string | null, enabled = true) {
  const before = localToday();
  return useQuery({
    queryKey: [...actionProgramKeys.all, "due", schoolId ?? "", before],
    queryFn: ({ signal }) =>
      apiRequest<DueList>(`/action-program-due/${path(schoolId!)}?${query({ before })}`, { signal }),
    enabled: enabled && schoolId !== null,
  });
}
