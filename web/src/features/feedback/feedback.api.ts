import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Smiley } from "#shared/tickets/ticket.constants";
import type { Feedback, Reaction } from "#shared/tickets/ticket.schema";
import { read, sending, ticketsApi } from "../../shared/api/client";
import { ApiError } from "../../shared/api/api-error";
import { pagedQueryOptions } from "../../shared/api/paged-query";
import { feedbackKeys as sharedFeedbackKeys } from "../../shared/api/query-keys";
import { showError } from "../../shared/ui/snackbar";
import { reactionChange, withoutReaction, withReaction } from "./reaction-rules";

/** The feedback lists by school and pupil, under the shared root the tickets feature refreshes. */
export const feedbackKeys = {
  ...sharedFeedbackKeys,
  bySchool: (schoolId: string, studentId: string) =>
    [...sharedFeedbackKeys.all, "school", schoolId, studentId || "all"] as const,
};

/** Entries a page of the list asks for. */
export const FEEDBACK_PAGE_SIZE = 20;

/** GET /feedback/{schoolId}?studentId=&cursor=&limit=: newest first, only what the caller may read. */
export const feedbackListOptions = (schoolId: string, studentId: string) =>
  pagedQueryOptions(
    feedbackKeys.bySchool(schoolId, studentId),
    (cursor, signal) => {
      const query = {
        limit: String(FEEDBACK_PAGE_SIZE),
        studentId: studentId || undefined,
        cursor: cursor ?? undefined,
      };
      return read(ticketsApi.feedback[":schoolId"].$get({ param: { schoolId }, query }, sending({ signal })));
    },
    true,
    { throwOnError: true },
  );

/** The feedback the caller may read, page by page. */
export function useFeedbackList(schoolId: string, studentId: string) {
  return useInfiniteQuery(feedbackListOptions(schoolId, studentId));
}

/** Changes every cached feedback item, in each page of each list read, with `change`. */
function changeCachedFeedback(queryClient: QueryClient, change: (item: Feedback) => Feedback) {
  queryClient.setQueriesData<InfiniteData<Page<Feedback>>>({ queryKey: feedbackKeys.all }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) } : data,
  );
}

/**
 * A click on a smiley: POST /reaction for a first reaction, PATCH /reaction/{id} to change one. The answer replaces
 * the caller's reaction in every cached list; a conflict (someone changed it meanwhile) shows and reloads the lists.
 */
export function useReact(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ feedback, smiley }: { feedback: Feedback; smiley: Smiley }) => {
      const change = reactionChange(feedback, userId, smiley);
      if (change.kind === "create") return read(ticketsApi.reaction.$post({ json: change.body }));
      if (change.kind === "update")
        return read(
          ticketsApi.reaction[":id"].$patch({ param: { id: change.reactionId }, json: change.body }),
        );
      return null;
    },
    onSuccess: (reaction) => {
      if (!reaction) return;
      changeCachedFeedback(queryClient, (item) => withReaction(item, reaction));
    },
    onError: (error) => {
      showError(error);
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}

/**
 * Withdraws the caller's own reaction (DELETE /reaction/{id}, an addition to the spec's API): it leaves every cached
 * list; a conflict (the ticket archived meanwhile) shows and reloads the lists.
 */
export function useWithdrawReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reaction: Pick<Reaction, "id" | "feedbackId">) => {
      await read(ticketsApi.reaction[":id"].$delete({ param: { id: reaction.id } }));
      return reaction;
    },
    onSuccess: (reaction) => {
      changeCachedFeedback(queryClient, (item) => withoutReaction(item, reaction.id));
    },
    onError: (error) => {
      showError(error);
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}
