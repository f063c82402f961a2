import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type {
  ActionProgram,
  CreateActionProgramInput,
  CreateEvaluationInput,
  CreateFollowUpInput,
  Evaluation,
  FollowUp,
  UpdateActionProgramInput,
} from "#shared/actionprograms/action-program.schema";
import { apiRequest } from "../../shared/api/api-client";
import { actionProgramKeys, query } from "../../shared/actionprograms/action-programs.data";

export {
  actionProgramKeys,
  useActionPrograms,
  type ProgramFilters,
} from "../../shared/actionprograms/action-programs.data";
import { showError, showSuccess } from "../../shared/ui/snackbar";

const path = encodeURIComponent;

/** Every page of a list of items (a school's follow-ups or evaluations, or one program's). */
async function allPages<T>(base: string, signal: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await apiRequest<Page<T>>(
      `${base}${base.includes("?") ? "&" : "?"}${query({ limit: "100", cursor: cursor ?? undefined })}`,
      { signal },
    );
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** GET /action-program-follow-up/{schoolId}, optionally one program's or one pupil's. */
export function useFollowUps(
  schoolId: string | null,
  filters: { actionProgramId?: string; studentId?: string } = {},
) {
  return useQuery({
    queryKey: actionProgramKeys.followUps(schoolId ?? "", filters),
    queryFn: ({ signal }) =>
      allPages<FollowUp>(`/action-program-follow-up/${path(schoolId!)}?${query(filters)}`, signal),
    enabled: schoolId !== null,
  });
}

/** GET /action-program-evaluation/{schoolId}, optionally one program's. */
export function useEvaluations(schoolId: string | null, filters: { actionProgramId?: string } = {}) {
  return useQuery({
    queryKey: actionProgramKeys.evaluations(schoolId ?? "", filters),
    queryFn: ({ signal }) =>
      allPages<Evaluation>(`/action-program-evaluation/${path(schoolId!)}?${query(filters)}`, signal),
    enabled: schoolId !== null,
  });
}

function useProgramMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success: Parameters<typeof showSuccess>[0],
  onDone?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      void queryClient.invalidateQueries({ queryKey: actionProgramKeys.all });
      showSuccess(success);
      onDone?.(output);
    },
    // A 409 (changed by someone else, or locked) shows the server's reason; the lists are read again.
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: actionProgramKeys.all });
    },
  });
}

export const useCreateActionProgram = (onDone?: (program: ActionProgram) => void) =>
  useProgramMutation(
    (body: CreateActionProgramInput) =>
      apiRequest<ActionProgram>("/action-program", { method: "POST", body }),
    "actionPrograms.created",
    onDone,
  );

export const useUpdateActionProgram = (id: string, onDone?: (program: ActionProgram | undefined) => void) =>
  useProgramMutation(
    (body: UpdateActionProgramInput) =>
      apiRequest<ActionProgram | undefined>(`/action-program/${path(id)}`, { method: "PATCH", body }),
    "actionPrograms.updated",
    onDone,
  );

export const useDeleteActionProgram = (id: string, onDone?: () => void) =>
  useProgramMutation(
    () => apiRequest<void>(`/action-program/${path(id)}`, { method: "DELETE" }),
    "actionPrograms.deleted",
    onDone,
  );

export const useCreateFollowUp = (onDone?: () => void) =>
  useProgramMutation(
    (body: CreateFollowUpInput) =>
      apiRequest<FollowUp>("/action-program-follow-up", { method: "POST", body }),
    "actionPrograms.followUps.created",
    onDone,
  );

export const useCreateEvaluation = (onDone?: () => void) =>
  useProgramMutation(
    (body: CreateEvaluationInput) =>
      apiRequest<Evaluation>("/action-program-evaluation", { method: "POST", body }),
    "actionPrograms.evaluations.created",
    onDone,
  );
