import type { ParseKeys } from "i18next";
import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type {
  AnswerInput,
  CreateMappingInput,
  MappingDetail,
  UpdateMappingInput,
} from "#shared/mappings/mapping.schema";
import { ApiError } from "../../shared/api/api-error";
import { mappingsApi, read, sending } from "../../shared/api/client";
import { pagedQueryOptions } from "../../shared/api/paged-query";
import { mappingKeys, readMappingPage, type MappingFilters } from "../../shared/mappings/mappings-data";
import { useRefreshingMutation } from "../../shared/api/use-refreshing-mutation";

/** GET /mappings/{schoolId}: one list, page by page ("Visa fler"). */
export const mappingListOptions = (schoolId: string | null, filters: MappingFilters, limit = 25) =>
  pagedQueryOptions(
    mappingKeys.list(schoolId ?? "", { ...filters, limit: String(limit) }),
    (cursor, signal) => readMappingPage(schoolId!, filters, cursor, limit, signal),
    schoolId !== null,
  );

/** GET /mappings/{schoolId}/{id}: the mapping with the answers the caller may see. */
export const mappingOptions = (schoolId: string, mappingId: string) =>
  queryOptions({
    queryKey: mappingKeys.detail(mappingId),
    queryFn: ({ signal }) =>
      read(
        mappingsApi.mappings[":schoolId"][":id"].$get(
          { param: { schoolId, id: mappingId } },
          sending({ signal }),
        ),
      ),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** One list of mappings, page by page. */
export function useMappingList(schoolId: string | null, filters: MappingFilters, limit = 25) {
  return useInfiniteQuery(mappingListOptions(schoolId, filters, limit));
}

/** The mapping with the answers the caller may see. */
export function useMapping(schoolId: string, mappingId: string) {
  return useQuery(mappingOptions(schoolId, mappingId));
}

/** Every change: the detail and the lists are read again; a failure shows the spec's message. */
const useMappingMutation = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success: ParseKeys,
  onDone?: (output: Output) => void,
) =>
  useRefreshingMutation({
    keys: mappingKeys.all,
    mutationFn,
    success,
    onDone,
    refreshAfter: (error) => error instanceof ApiError && error.status === 409,
  });

export const useCreateMapping = (onDone: (mapping: MappingDetail) => void) =>
  useMappingMutation(
    (input: CreateMappingInput) => read(mappingsApi.mappings.$post({ json: input })),
    "mappings.success.created",
    onDone,
  );

export const useAnswerMapping = (mappingId: string, onDone?: () => void) =>
  useMappingMutation(
    (answers: AnswerInput[]) =>
      read(mappingsApi.mappings.answer[":mappingId"].$post({ param: { mappingId }, json: { answers } })),
    "mappings.success.answered",
    onDone,
  );

export const useUpdateMapping = (mappingId: string) =>
  useMappingMutation(
    (input: UpdateMappingInput) =>
      read(mappingsApi.mappings[":id"].$patch({ param: { id: mappingId }, json: input })),
    "mappings.success.updated",
  );

export const useRemindMapping = (mappingId: string) =>
  useMappingMutation(
    () => read(mappingsApi.mappings.reminder[":id"].$post({ param: { id: mappingId } })),
    "mappings.success.reminded",
  );

export const useDeleteMapping = (mappingId: string, onDone: () => void) =>
  useMappingMutation(
    () => read(mappingsApi.mappings[":id"].$delete({ param: { id: mappingId } })),
    "mappings.success.removed",
    onDone,
  );
