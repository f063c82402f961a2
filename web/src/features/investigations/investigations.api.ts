import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "#shared/constants";
import type {
  CreateInvestigationInput,
  Investigation,
  UpdateInvestigationInput,
} from "#shared/investigations/investigation.schema";
import type { ParseKeys } from "i18next";
import { apiRequest, fetchAllPages } from "../../shared/api/api-client";
import { showError, showSuccess } from "../../shared/ui/snackbar";
import { investigationKeys, listingPath } from "../../shared/data/investigations.api";

const path = encodeURIComponent;

export {
  useInvestigationList,
  investigationKeys,
  type InvestigationFilters,
} from "../../shared/data/investigations.api";

/** One investigation by id, found in the listing (the API lists; there is no read by id). Null when not visible. */
export function useInvestigation(schoolId: string | null, role: Role, id: string) {
  const base = schoolId ? listingPath(schoolId, role) : null;
  return useQuery({
    queryKey: investigationKeys.one(schoolId ?? "", role, id),
    queryFn: async ({ signal }) =>
      (await fetchAllPages<Investigation>(base!, signal)).find((one) => one.id === id) ?? null,
    enabled: base !== null,
  });
}

function useInvestigationMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success: ParseKeys,
  onDone?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      showSuccess(success);
      void queryClient.invalidateQueries({ queryKey: investigationKeys.all });
      onDone?.(output);
    },
    onError: (error) => {
      showError(error);
      // A 409 (changed meanwhile): read again so the next attempt starts from what is stored.
      void queryClient.invalidateQueries({ queryKey: investigationKeys.all });
    },
  });
}

/** POST /investigations. */
export const useCreateInvestigation = (onDone?: (created: Investigation) => void) =>
  useInvestigationMutation(
    (input: CreateInvestigationInput) =>
      apiRequest<Investigation>("/investigations", { method: "POST", body: input }),
    "investigations.messages.created",
    onDone,
  );

/** PATCH /investigations/{id} with the version read. */
export const useUpdateInvestigation = (success: ParseKeys, onDone?: (updated: Investigation) => void) =>
  useInvestigationMutation(
    ({ id, ...body }: UpdateInvestigationInput & { id: string }) =>
      apiRequest<Investigation>(`/investigations/${path(id)}`, { method: "PATCH", body }),
    success,
    onDone,
  );

/** DELETE /investigations/{id} (drafts only; a published one answers 409 with the reason). */
export const useDeleteInvestigation = (onDone?: () => void) =>
  useInvestigationMutation(
    (id: string) => apiRequest<void>(`/investigations/${path(id)}`, { method: "DELETE" }),
    "investigations.messages.removed",
    onDone,
  );
