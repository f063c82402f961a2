import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "#shared/constants";
import type {
  CreateInvestigationInput,
  Investigation,
  UpdateInvestigationInput,
} from "#shared/investigations/investigation.schema";
import type { ParseKeys } from "i18next";
import { investigationsApi, read, readAllPages } from "../../shared/api/client";
import { useRefreshingMutation } from "../../shared/api/use-refreshing-mutation";
import {
  investigationKeys,
  investigationListing,
  investigationPage,
} from "../../shared/data/investigations.api";

export {
  useInvestigationList,
  investigationKeys,
  type InvestigationFilters,
} from "../../shared/data/investigations.api";

/** One investigation by id, found in the listing (the API lists; there is no read by id). Null when not visible. */
export const investigationOptions = (schoolId: string | null, role: Role, id: string) => {
  const listing = schoolId ? investigationListing(role) : null;
  return queryOptions({
    queryKey: investigationKeys.one(schoolId ?? "", role, id),
    queryFn: async ({ signal }) =>
      (await readAllPages((page) => investigationPage(schoolId!, listing!, page, signal))).find(
        (one) => one.id === id,
      ) ?? null,
    enabled: listing !== null,
  });
};

/** One investigation by id (null when not visible). */
export function useInvestigation(schoolId: string | null, role: Role, id: string) {
  return useQuery(investigationOptions(schoolId, role, id));
}

// A 409 (changed meanwhile): read again so the next attempt starts from what is stored.
const useInvestigationMutation = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success: ParseKeys,
  onDone?: (output: Output) => void,
) => useRefreshingMutation({ keys: investigationKeys.all, mutationFn, success, onDone });

/** POST /investigations. */
export const useCreateInvestigation = (onDone?: (created: Investigation) => void) =>
  useInvestigationMutation(
    (input: CreateInvestigationInput) => read(investigationsApi.investigations.$post({ json: input })),
    "investigations.messages.created",
    onDone,
  );

/** PATCH /investigations/{id} with the version read. */
export const useUpdateInvestigation = (success: ParseKeys, onDone?: (updated: Investigation) => void) =>
  useInvestigationMutation(
    ({ id, ...body }: UpdateInvestigationInput & { id: string }) =>
      read(investigationsApi.investigations[":id"].$patch({ param: { id }, json: body })),
    success,
    onDone,
  );

/** DELETE /investigations/{id} (drafts only; a published one answers 409 with the reason). */
export const useDeleteInvestigation = (onDone?: () => void) =>
  useInvestigationMutation(
    (id: string) => read(investigationsApi.investigations[":id"].$delete({ param: { id } })),
    "investigations.messages.removed",
    onDone,
  );
