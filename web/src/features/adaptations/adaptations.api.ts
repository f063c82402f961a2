import type { ParseKeys } from "i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  Adaptation,
  AdaptationFeedbackInput,
  CreateAdaptationInput,
  UpdateAdaptationInput,
} from "#shared/adaptations/adaptation.schema";
import type { CreateFWarningInput, FWarning, UpdateFWarningInput } from "#shared/fwarnings/fwarning.schema";
import { ApiError } from "../../shared/api/api-error";
import { adaptationsApi, fWarningsApi, read } from "../../shared/api/client";
import { adaptationKeys, fWarningKeys } from "../../shared/data/pupil-actions.api";
import { shownByForm } from "../../shared/forms/form-claims";
import { showError, showErrorText, showSuccess } from "../../shared/ui/snackbar";

export { useAdaptationList, useFWarningList } from "../../shared/data/pupil-actions.api";

/** A change was refused because someone else changed the document first (409): the lists are read again. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Every change: the lists are read again afterwards (on a 409 too, so the next attempt starts from what is stored). */
function useChange<Input, Output>(
  keys: readonly string[],
  mutationFn: (input: Input) => Promise<Output>,
  onDone: (output: Output, input: Input) => void,
  /** What a 409 says, where the domain has a clearer text than the generic one. */
  conflictText?: ParseKeys,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: onDone,
    onError: (error, variables) => {
      // A form that shows the refusal itself (its fields, its conflict banner) is not repeated in the snackbar.
      if (shownByForm(error, variables)) return;
      if (conflictText && isConflict(error)) showErrorText(conflictText);
      else showError(error);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys }),
  });
}

export const useCreateAdaptation = (onDone?: (adaptation: Adaptation) => void) =>
  useChange(
    adaptationKeys.all,
    (body: CreateAdaptationInput) => read(adaptationsApi.adaptions.$post({ json: body })),
    (adaptation) => {
      showSuccess("adaptations.adaptation.created");
      onDone?.(adaptation);
    },
  );

export const useUpdateAdaptation = (id: string, onDone?: () => void) =>
  useChange(
    adaptationKeys.all,
    (body: UpdateAdaptationInput) =>
      read(adaptationsApi.adaptions[":id"].$patch({ param: { id }, json: body })),
    () => {
      showSuccess("adaptations.adaptation.updated");
      onDone?.();
    },
    "adaptations.adaptation.conflict",
  );

export const useDeleteAdaptation = (onDone?: () => void) =>
  useChange(
    adaptationKeys.all,
    (id: string) => read(adaptationsApi.adaptions[":id"].$delete({ param: { id } })),
    () => {
      showSuccess("adaptations.adaptation.removed");
      onDone?.();
    },
  );

export const useAdaptationFeedback = (id: string, onDone?: () => void) =>
  useChange(
    adaptationKeys.all,
    (body: AdaptationFeedbackInput) =>
      read(adaptationsApi.adaptions.feedback[":adaptionId"].$post({ param: { adaptionId: id }, json: body })),
    () => {
      showSuccess("adaptations.feedback.saved");
      onDone?.();
    },
  );

export const useCreateFWarning = (onDone?: (warning: FWarning) => void) =>
  useChange(
    fWarningKeys.all,
    (body: CreateFWarningInput) => read(fWarningsApi["f-and-f-warnings"].$post({ json: body })),
    (warning) => {
      showSuccess(
        warning.isWarning ? "adaptations.fWarning.createdWarning" : "adaptations.fWarning.createdF",
      );
      onDone?.(warning);
    },
  );

/** The spec's texts: 'F-varningen har uppdaterats' or 'F har uppdaterats', by what it is after the change. */
export const useUpdateFWarning = (id: string, onDone?: () => void) =>
  useChange(
    fWarningKeys.all,
    (body: UpdateFWarningInput) =>
      read(fWarningsApi["f-and-f-warnings"][":id"].$patch({ param: { id }, json: body })),
    (warning) => {
      showSuccess(
        warning.isWarning ? "adaptations.fWarning.updatedWarning" : "adaptations.fWarning.updatedF",
      );
      onDone?.();
    },
  );

/** 'F-varningen har tagits bort' or 'F har tagits bort'. */
export const useDeleteFWarning = (onDone?: () => void) =>
  useChange(
    fWarningKeys.all,
    (warning: FWarning) =>
      read(fWarningsApi["f-and-f-warnings"][":id"].$delete({ param: { id: warning.id } })),
    (_output, warning) => {
      showSuccess(
        warning.isWarning ? "adaptations.fWarning.removedWarning" : "adaptations.fWarning.removedF",
      );
      onDone?.();
    },
  );
