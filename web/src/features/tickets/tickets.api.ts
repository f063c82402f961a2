import type { ParseKeys } from "i18next";
import { createContext, useContext } from "react";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateTicketInput,
  TicketDetail,
  TicketStep,
  UpdateTicketInput,
} from "#shared/tickets/ticket.schema";
import { ApiError } from "../../shared/api/api-error";
import { read, sending, ticketsApi } from "../../shared/api/client";
import { pagedQueryOptions } from "../../shared/api/paged-query";
import { feedbackKeys, ticketKeys as sharedTicketKeys } from "../../shared/api/query-keys";
import { readTicketPage, type TicketFilters } from "../../shared/data/tickets.api";
import { stepLabel } from "../../shared/tickets/ticket-labels";
import { shownByForm } from "../../shared/forms/form-claims";
import { showError, showErrorText, showSuccess } from "../../shared/ui/snackbar";

/** The tickets feature's keys: the shared lists (previews elsewhere read them too) and one ticket. */
export const ticketKeys = {
  ...sharedTicketKeys,
  detail: (ticketId: string) => [...sharedTicketKeys.all, "detail", ticketId] as const,
};

const TICKET_PAGE = 25;

/**
 * GET /tickets/school/{schoolId}: one list, page by page ("Visa fler"). The server leaves out what the caller may
 * not read, so a page can be shorter than the limit while more follow.
 */
export const ticketListOptions = (schoolId: string | null, filters: TicketFilters, limit = TICKET_PAGE) =>
  pagedQueryOptions(
    ticketKeys.list(schoolId ?? "", { ...filters, limit: String(limit) }),
    (cursor, signal) => readTicketPage(schoolId!, filters, cursor, limit, signal),
    schoolId !== null,
  );

/** GET /tickets/{id}: the full ticket, or the simplified timeline. A 404 shows as "not found" on the page. */
export const ticketOptions = (ticketId: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketId),
    queryFn: ({ signal }) =>
      read(ticketsApi.tickets[":id"].$get({ param: { id: ticketId } }, sending({ signal }))),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/**
 * How many tickets a list has shown so far, from the cache only (no request): the API gives no totals, so a tab
 * counts the rows read, with `more` while further pages follow; undefined for a list not read yet.
 */
export function useCachedTicketCount() {
  const queryClient = useQueryClient();
  return (schoolId: string | null, filters: TicketFilters) => {
    const data = queryClient.getQueryData(ticketListOptions(schoolId, filters).queryKey);
    if (!data) return undefined;
    const count = data.pages.reduce((sum, page) => sum + page.items.length, 0);
    return { count, more: data.pages.at(-1)?.cursor != null };
  };
}

/** One list of tickets, page by page. */
export function useTicketList(schoolId: string | null, filters: TicketFilters, limit = TICKET_PAGE) {
  return useInfiniteQuery(ticketListOptions(schoolId, filters, limit));
}

/** The full ticket, or the simplified timeline. */
export function useTicket(ticketId: string) {
  return useQuery(ticketOptions(ticketId));
}

export const TicketConflictContext = createContext<(conflict: boolean) => void>(() => {});

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Shared handling of every change to a ticket: on success the ticket and the lists are read again; a failure shows
 * the spec's message, and on 409 (someone else changed the ticket meanwhile) the page reloads the ticket so the next
 * attempt starts from what is stored: nothing is overwritten unseen.
 */
function useTicketMutation<Input, Output>(
  ticketId: string,
  mutationFn: (input: Input) => Promise<Output>,
  onDone?: (output: Output, input: Input) => void,
  /** A text of our own for a failure the spec's table would only call "something went wrong". */
  ownErrorText?: (error: unknown) => ParseKeys | null,
) {
  const queryClient = useQueryClient();
  const onConflict = useContext(TicketConflictContext);
  return useMutation({
    mutationFn,
    onMutate: () => onConflict(false),
    onSuccess: (output, input) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      onDone?.(output, input);
    },
    onError: (error, input) => {
      const own = ownErrorText?.(error);
      // A form that showed the refusal itself (its fields, its conflict banner) is not repeated in the snackbar.
      if (shownByForm(error, input)) {
        // Said in the form.
      } else if (own) showErrorText(own);
      else showError(error);
      if (isConflict(error)) {
        onConflict(true);
        void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
      }
    },
  });
}

/** Is POST /tickets' answer the ticket (not only its id)? */
export const isTicketDetail = (answer: TicketDetail | { id: string }): answer is TicketDetail =>
  "view" in answer;

/** POST /tickets. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the ticket as its author may see it, or only `{ id }` when the access chosen leaves the author
    // without it (a counselor's private ticket for others): then nothing of it is cached as a ticket.
    mutationFn: (body: CreateTicketInput) => read(ticketsApi.tickets.$post({ json: body })),
    onSuccess: (answer) => {
      if (isTicketDetail(answer)) queryClient.setQueryData(ticketKeys.detail(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      showSuccess("tickets.created");
    },
    onError: showError,
  });
}

/** PATCH /tickets/{id}: text, owner or access. Undefined answer (204): the caller no longer has access. */
export function useUpdateTicket(ticketId: string, onDone?: (ticket: TicketDetail | undefined) => void) {
  return useTicketMutation(
    ticketId,
    (body: UpdateTicketInput) =>
      read(ticketsApi.tickets[":id"].$patch({ param: { id: ticketId }, json: body })),
    (ticket) => {
      showSuccess("tickets.updated");
      onDone?.(ticket);
    },
  );
}

/** DELETE /tickets/{id}. */
export function useDeleteTicket(ticketId: string, onDone: () => void) {
  return useTicketMutation(
    ticketId,
    () => read(ticketsApi.tickets[":id"].$delete({ param: { id: ticketId } })),
    () => {
      showSuccess("tickets.deleted");
      onDone();
    },
  );
}

/** POST /step: move to another step (archiving and reopening are moves too). */
export function useMoveStep(ticketId: string) {
  return useTicketMutation(
    ticketId,
    (body: { status: TicketStep; version: number; summary?: string }) =>
      read(ticketsApi.step.$post({ json: { ticketId, ...body } })),
    (_ticket, body) =>
      body.status === "ARCHIVE"
        ? showSuccess("tickets.steps.archived")
        : showSuccess("tickets.steps.moved", { step: stepLabel(body.status) }),
  );
}

/** POST /step/event: a comment on a step. */
export function useAddComment(ticketId: string) {
  return useTicketMutation(ticketId, (body: { stepId: string; comment: string }) =>
    read(ticketsApi.step.event.$post({ json: body })),
  );
}

/** POST /messages and DELETE /messages/{id} (one's own). */
export function useSendMessage(ticketId: string) {
  return useTicketMutation(ticketId, (text: string) =>
    read(ticketsApi.messages.$post({ json: { ticketId, text } })),
  );
}

export function useDeleteMessage(ticketId: string) {
  return useTicketMutation(
    ticketId,
    (messageId: string) => read(ticketsApi.messages[":id"].$delete({ param: { id: messageId } })),
    () => showSuccess("tickets.messages.deleted"),
  );
}

/** POST /decision. */
export function useAddDecision(ticketId: string) {
  return useTicketMutation(ticketId, (text: string) =>
    read(ticketsApi.decision.$post({ json: { ticketId, text } })),
  );
}

/** POST /feedback. */
export function useAddFeedback(ticketId: string) {
  return useTicketMutation(ticketId, (text: string) =>
    read(ticketsApi.feedback.$post({ json: { ticketId, text } })),
  );
}

/** POST /tickets/reminder/{id}: the server's answer carries the spec's text ('En påminnelse har skickats'). */
export function useSendReminder(ticketId: string) {
  return useTicketMutation(
    ticketId,
    () => read(ticketsApi.tickets.reminder[":id"].$post({ param: { id: ticketId } })),
    () => showSuccess("tickets.reminder.sent"),
    // One reminder an hour per person and ticket (the API answers 429 to the next).
    (error) => (error instanceof ApiError && error.status === 429 ? "tickets.reminder.tooSoon" : null),
  );
}

/** PATCH /step/event/{id}: one's own comment, with the comment's version. */
export function useEditComment(ticketId: string) {
  return useTicketMutation(
    ticketId,
    ({ id, comment, version }: { id: string; comment: string; version: number }) =>
      read(ticketsApi.step.event[":id"].$patch({ param: { id }, json: { comment, version } })),
    () => showSuccess("tickets.steps.commentSaved"),
  );
}

/** PATCH /step/{id}: a step's summary (manage), with the step's version. */
export function useEditStepSummary(ticketId: string) {
  return useTicketMutation(
    ticketId,
    ({ id, summary, version }: { id: string; summary: string; version: number }) =>
      read(ticketsApi.step[":id"].$patch({ param: { id }, json: { summary, version } })),
    () => showSuccess("tickets.steps.summarySaved"),
  );
}
