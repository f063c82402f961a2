import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type {
  AnswerInput,
  CreateMappingInput,
  MappingDetail,
  MappingReminder,
  MappingSummary,
  UpdateMappingInput,
} from "#shared/mappings/mapping.schema";
import { ApiError } from "../../shared/api/api-error";
import { apiRequest } from "../../shared/api/api-client";
import { mappingKeys, mappingListQuery, type MappingFilters } from "../../shared/mappings/mappings-data";
import { showError, showSuccess } from "../../shared/ui/snackbar";

const path = encodeURIComponent;

/** GET /mappings/{schoolId}: one list, page by page ("Visa fler"). */
export function useMappingList(schoolId: string | null, filters: MappingFilters, limit = 25) {
  return useInfiniteQuery({
    queryKey: mappingKeys.list(schoolId ?? "", { ...filters, limit: String(limit) }),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<MappingSummary>>(
        `/mappings/${path(schoolId!)}?${mappingListQuery(filters, pageParam, limit)}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: schoolId !== null,
  });
}

/** GET /mappings/{schoolId}/{id}: the mapping with the answers the caller may see. */
export function useMapping(schoolId: string, mappingId: string) {
  return useQuery({
    queryKey: mappingKeys.detail(mappingId),
    queryFn: ({ signal }) =>
      apiRequest<MappingDetail>(`/mappings/${path(schoolId)}/${path(mappingId)}`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Every change: the detail and the lists are read again; a failure shows the spec's message. */
function useMappingMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success: Parameters<typeof showSuccess>[0],
  onDone?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      showSuccess(success);
      void queryClient.invalidateQueries({ queryKey: mappingKeys.all });
      onDone?.(output);
    },
    onError: (error) => {
      showError(error);
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: mappingKeys.all });
      }
    },
  });
}

export const useCreateMapping = (onDone: (mapping: MappingDetail) => void) =>
  useMappingMutation(
    (input: CreateMappingInput) => apiRequest<MappingDetail>("/mappings", { method: "POST", body: input }),
    "mappings.success.created",
    onDone,
  );

export const useAnswerMapping = (mappingId: string, onDone?: () => void) =>
  useMappingMutation(
    (answers: AnswerInput[]) =>
      apiRequest<MappingDetail>(`/mappings/answer/${path(mappingId)}`, { method: "POST", body: { answers } }),
    "mappings.success.answered",
    onDone,
  );

export const useUpdateMapping = (mappingId: string) =>
  useMappingMutation(
    (input: UpdateMappingInput) =>
      apiRequest<MappingDetail>(`/mappings/${path(mappingId)}`, { method: "PATCH", body: input }),
    "mappings.success.updated",
  );

export const useRemindMapping = (mappingId: string) =>
  useMappingMutation(
    () => apiRequest<MappingReminder>(`/mappings/reminder/${path(mappingId)}`, { method: "POST" }),
    "mappings.success.reminded",
  );

export const useDeleteMapping = (mappingId: string, onDone: () => void) =>
  useMappingMutation(
    () => apiRequest<null>(`/mappings/${path(mappingId)}`, { method: "DELETE" }),
    "mappings.success.removed",
    onDone,
  );
