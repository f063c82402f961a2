import { queryOptions, useQuery } from "@tanstack/react-query";
import { actionProgramsApi, read, sending } from "../api/client";
import { actionProgramKeys } from "./action-programs.data";

/**
 * Follow-up discipline (shared/src/actionprograms/follow-up-discipline.ts). The overview's card asks the server what
 * waits on the user (`useDueItems`: GET /action-program-due, which reads only what is still open). The program list
 * flags its programs from each program's own progress (`hasFollowUp`, `hasEvaluation`), reading no follow-up or
 * evaluation list.
 */

/** Today in the user's time zone (YYYY-MM-DD), the day dates are compared with. */
export const localToday = () => new Date().toLocaleDateString("sv-SE");

/**
 * What waits on the signed-in user and is past its date before `before` (their today), oldest first (one request;
 * the server reads the open items only). Under the action programs' keys, so any write of a program or item
 * refreshes it.
 */
export const dueItemsOptions = (schoolId: string | null, before: string, enabled = true) =>
  queryOptions({
    queryKey: [...actionProgramKeys.all, "due", schoolId ?? "", before] as const,
    queryFn: ({ signal }) =>
      read(
        actionProgramsApi["action-program-due"][":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: { before } },
          sending({ signal }),
        ),
      ),
    enabled: enabled && schoolId !== null,
  });

/** What waits on the signed-in user and is past its date before their today. */
export function useDueItems(schoolId: string | null, enabled = true) {
  return useQuery(dueItemsOptions(schoolId, localToday(), enabled));
}
