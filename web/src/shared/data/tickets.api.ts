import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TicketStatus, TicketStep } from "#shared/tickets/ticket.constants";
import { pageQuery, read, sending, ticketsApi } from "../api/client";
import { ticketKeys } from "../api/query-keys";

export interface TicketFilters {
  status?: TicketStatus | undefined;
  studentId?: string | undefined;
  ownerId?: string | undefined;
  step?: TicketStep | undefined;
}

/**
 * GET /tickets/school/{schoolId}: one page of a list of tickets, with the filters that are set, the page size and
 * the cursor. The tickets feature pages it; the overview and the pupil page read the first page.
 */
export function readTicketPage(
  schoolId: string,
  filters: TicketFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return read(
    ticketsApi.tickets.school[":schoolId"].$get(
      { param: { schoolId }, query: pageQuery(filters, cursor, limit) },
      sending({ signal }),
    ),
  );
}

/** The first page of a short list of tickets (the overview's and the pupil page's): its query, defined once. */
export const ticketPreviewOptions = (schoolId: string | null, filters: TicketFilters, enabled = true) =>
  queryOptions({
    queryKey: ticketKeys.list(schoolId ?? "", { ...filters, limit: "preview" }),
    queryFn: ({ signal }) => readTicketPage(schoolId!, filters, null, 20, signal),
    enabled: enabled && schoolId !== null,
  });

/** The first page of a short list of tickets (the overview's and the pupil page's). */
export function useTicketPreview(schoolId: string | null, filters: TicketFilters, enabled = true) {
  return useQuery(ticketPreviewOptions(schoolId, filters, enabled));
}
