import type { ParseKeys } from "i18next";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  ActionProgram,
  CreateActionProgramInput,
  CreateEvaluationInput,
  CreateFollowUpInput,
  UpdateActionProgramInput,
} from "#shared/actionprograms/action-program.schema";
import { actionProgramsApi, read, readAllPages, sending, setOnly } from "../../shared/api/client";
import { actionProgramKeys } from "../../shared/actionprograms/action-programs.data";

export {
  actionProgramKeys,
  useActionPrograms,
  type ProgramFilters,
} from "../../shared/actionprograms/action-programs.data";
import { useRefreshingMutation } from "../../shared/api/use-refreshing-mutation";

/** GET /action-program-follow-up/{schoolId}, optionally one program's or one pupil's. */
export const followUpsOptions = (
  schoolId: string | null,
  filters: { actionProgramId?: string; studentId?: string } = {},
) =>
  queryOptions({
    queryKey: actionProgramKeys.followUps(schoolId ?? "", filters),
    queryFn: ({ signal }) =>
      readAllPages((page) =>
        actionProgramsApi["action-program-follow-up"][":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: { ...setOnly(filters), ...page } },
          sending({ signal }),
        ),
      ),
    enabled: schoolId !== null,
  });

/** GET /action-program-evaluation/{schoolId}, optionally one program's. */
export const evaluationsOptions = (schoolId: string | null, filters: { actionProgramId?: string } = {}) =>
  queryOptions({
    queryKey: actionProgramKeys.evaluations(schoolId ?? "", filters),
    queryFn: ({ signal }) =>
      readAllPages((page) =>
        actionProgramsApi["action-program-evaluation"][":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: { ...setOnly(filters), ...page } },
          sending({ signal }),
        ),
      ),
    enabled: schoolId !== null,
  });

/** The follow-ups, optionally one program's or one pupil's. */
export function useFollowUps(
  schoolId: string | null,
  filters: { actionProgramId?: string; studentId?: string } = {},
) {
  return useQuery(followUpsOptions(schoolId, filters));
}

/** The evaluations, optionally one program's. */
export function useEvaluations(schoolId: string | null, filters: { actionProgramId?: string } = {}) {
  return useQuery(evaluationsOptions(schoolId, filters));
}

// A 409 (changed by someone else, or locked) shows the server's reason; the lists are read again.
const useProgramMutation = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success: ParseKeys,
  onDone?: (output: Output) => void,
) => useRefreshingMutation({ keys: actionProgramKeys.all, mutationFn, success, onDone });

export const useCreateActionProgram = (onDone?: (program: ActionProgram) => void) =>
  useProgramMutation(
    (body: CreateActionProgramInput) => read(actionProgramsApi["action-program"].$post({ json: body })),
    "actionPrograms.created",
    onDone,
  );

export const useUpdateActionProgram = (id: string, onDone?: (program: ActionProgram | undefined) => void) =>
  useProgramMutation(
    (body: UpdateActionProgramInput) =>
      read(actionProgramsApi["action-program"][":id"].$patch({ param: { id }, json: body })),
    "actionPrograms.updated",
    onDone,
  );

/** The decision (`status: "published"`): the same PATCH, told as decided ("Åtgärdsprogrammet har beslutats"). */
export const useDecideActionProgram = (id: string, onDone?: (program: ActionProgram | undefined) => void) =>
  useProgramMutation(
    (body: UpdateActionProgramInput) =>
      read(actionProgramsApi["action-program"][":id"].$patch({ param: { id }, json: body })),
    "actionPrograms.decided",
    onDone,
  );

export const useDeleteActionProgram = (id: string, onDone?: () => void) =>
  useProgramMutation(
    () => read(actionProgramsApi["action-program"][":id"].$delete({ param: { id } })),
    "actionPrograms.deleted",
    onDone,
  );

export const useCreateFollowUp = (onDone?: () => void) =>
  useProgramMutation(
    (body: CreateFollowUpInput) => read(actionProgramsApi["action-program-follow-up"].$post({ json: body })),
    "actionPrograms.followUps.created",
    onDone,
  );

export const useCreateEvaluation = (onDone?: () => void) =>
  useProgramMutation(
    (body: CreateEvaluationInput) =>
      read(actionProgramsApi["action-program-evaluation"].$post({ json: body })),
    "actionPrograms.evaluations.created",
    onDone,
  );
