import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Whistle } from "#shared/whistles/whistle.schema";
import { apiRequest } from "../../shared/api/api-client";
import { ApiError } from "../../shared/api/api-error";
import { showError } from "../../shared/ui/snackbar";
import { placeWhistle } from "./whistle-lists";

const path = encodeURIComponent;

export const whistleKeys = {
  all: ["whistles"] as const,
  list: (schoolId: string, archived: boolean) =>
    ["whistles", schoolId, archived ? "archived" : "current"] as const,
};

export const WHISTLE_PAGE_SIZE = 20;

/** GET /whistle?schoolId=&archived=: the whistles addressed to the caller, current or archived. */
export function useWhistles(schoolId: string, archived: boolean) {
  return useInfiniteQuery({
    queryKey: whistleKeys.list(schoolId, archived),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ schoolId, limit: String(WHISTLE_PAGE_SIZE) });
      if (archived) query.set("archived", "true");
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<Page<Whistle>>(`/whistle?${query.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    throwOnError: true,
  });
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
    apiRequest<Whistle>(`/whistle/spam/${path(whistle.id)}`, { method: "POST" }),
  );

/** PATCH /whistle/{id}: archive, or bring back to the current ones. */
export const useArchiveWhistle = () =>
  useWhistleChange(({ whistle, archived }: { whistle: Whistle; archived: boolean }) =>
    apiRequest<Whistle>(`/whistle/${path(whistle.id)}`, {
      method: "PATCH",
      body: { version: whistle.version, archived },
    }),
  );

/** POST /whistle/{id}/reply: the sender reads it with the receipt. */
export const useReplyToWhistle = () =>
  useWhistleChange(({ whistle, message }: { whistle: Whistle; message: string }) =>
    apiRequest<Whistle>(`/whistle/${path(whistle.id)}/reply`, { method: "POST", body: { message } }),
  );
