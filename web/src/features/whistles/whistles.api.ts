import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Whistle } from "#shared/whistles/whistle.schema";
import { read, sending, whistlesApi } from "../../shared/api/client";
import { ApiError } from "../../shared/api/api-error";
import { pagedQueryOptions } from "../../shared/api/paged-query";
import { showError } from "../../shared/ui/snackbar";
import { placeWhistle } from "./whistle-lists";

export const whistleKeys = {
  all: ["whistles"] as const,
  list: (schoolId: string, archived: boolean) =>
    ["whistles", schoolId, archived ? "archived" : "current"] as const,
};

export const WHISTLE_PAGE_SIZE = 20;

/** GET /whistle?schoolId=&archived=: the whistles addressed to the caller, current or archived. */
export const whistleListOptions = (schoolId: string, archived: boolean) =>
  pagedQueryOptions(
    whistleKeys.list(schoolId, archived),
    (cursor, signal) =>
      read(
        whistlesApi.whistle.$get(
          {
            query: {
              schoolId,
              limit: String(WHISTLE_PAGE_SIZE),
              archived: archived ? "true" : undefined,
              cursor: cursor ?? undefined,
            },
          },
          sending({ signal }),
        ),
      ),
    true,
    { throwOnError: true },
  );

/** The whistles addressed to the caller, page by page. */
export function useWhistles(schoolId: string, archived: boolean) {
  return useInfiniteQuery(whistleListOptions(schoolId, archived));
}

type Lists = InfiniteData<Page<Whistle>>;

function useWhistleChange<V>(send: (variables: V) => Promise<Whistle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (whistle) => {
      for (const archived of [false, true]) {
        queryClient.setQueryData<Lists>(whistleKeys.list(whistle.schoolId, archived), (lists) =>
          placeWhistle(lists, whistle, archived),
        );
      }
    },
    onError: (error) => {
      showError(error);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: whistleKeys.all });
    },
  });
}

/** POST /whistle/spam/{id}: the whistle leaves the lists. */
export const useFlagSpam = () =>
  useWhistleChange((whistle: Whistle) =>
    read(whistlesApi.whistle.spam[":id"].$post({ param: { id: whistle.id } })),
  );

/** PATCH /whistle/{id}: archive, or bring back to the current ones. */
export const useArchiveWhistle = () =>
  useWhistleChange(({ whistle, archived }: { whistle: Whistle; archived: boolean }) =>
    read(
      whistlesApi.whistle[":id"].$patch({
        param: { id: whistle.id },
        json: { version: whistle.version, archived },
      }),
    ),
  );

/** POST /whistle/{id}/reply: the sender reads it with the receipt. */
export const useReplyToWhistle = () =>
  useWhistleChange(({ whistle, message }: { whistle: Whistle; message: string }) =>
    read(whistlesApi.whistle[":id"].reply.$post({ param: { id: whistle.id }, json: { message } })),
  );
