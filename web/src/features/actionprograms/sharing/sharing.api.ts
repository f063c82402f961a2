import type { ParseKeys } from "i18next";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreateShareLinksInput, RegisterAppealInput } from "#shared/actionprograms/share-link.schema";
import { actionProgramsApi, read, sending } from "../../../shared/api/client";
import { actionProgramKeys } from "../../../shared/actionprograms/action-programs.data";
import { useRefreshingMutation } from "../../../shared/api/use-refreshing-mutation";

const sharingKey = (programId: string) => [...actionProgramKeys.all, "sharing", programId] as const;

/** GET /action-program/{id}/links: a decided program's share links and its appeal clock. */
export const programSharingOptions = (programId: string, enabled = true) =>
  queryOptions({
    queryKey: sharingKey(programId),
    queryFn: ({ signal }) =>
      read(
        actionProgramsApi["action-program"][":id"].links.$get(
          { param: { id: programId } },
          sending({ signal }),
        ),
      ),
    enabled,
  });

/** A program's sharing. */
export function useProgramSharing(programId: string, enabled = true) {
  return useQuery(programSharingOptions(programId, enabled));
}

const useSharingMutation = <Input, Output>(
  programId: string,
  mutationFn: (input: Input) => Promise<Output>,
  success: ParseKeys,
  onDone?: () => void,
) => useRefreshingMutation({ keys: sharingKey(programId), mutationFn, success, onDone });

/** POST /action-program/links: one mailed link per recipient. */
export const useShareProgram = (programId: string, onDone?: () => void) =>
  useSharingMutation(
    programId,
    (body: CreateShareLinksInput) => read(actionProgramsApi["action-program"].links.$post({ json: body })),
    "actionProgramSharing.staff.shared",
    onDone,
  );

/** DELETE /action-program/{id}/links/{linkId}. */
export const useRevokeShareLink = (programId: string) =>
  useSharingMutation(
    programId,
    (linkId: string) =>
      read(
        actionProgramsApi["action-program"][":id"].links[":linkId"].$delete({
          param: { id: programId, linkId },
        }),
      ),
    "actionProgramSharing.staff.revoked",
  );

/** POST /action-program/{id}/appeal. */
export const useRegisterAppeal = (programId: string, onDone?: () => void) =>
  useSharingMutation(
    programId,
    (body: RegisterAppealInput) =>
      read(actionProgramsApi["action-program"][":id"].appeal.$post({ param: { id: programId }, json: body })),
    "actionProgramSharing.appeal.registered",
    onDone,
  );
