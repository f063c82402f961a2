import { useQuery } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { TicketStatus, TicketStep } from "#shared/tickets/ticket.constants";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { apiRequest } from "../api/api-client";
import { ticketKeys } from "../api/query-keys";

export interface TicketFilters {
  status?: TicketStatus | undefined;
  studentId?: string | undefined;
  ownerId?: string | undefined;
  step?: TicketStep | undefined;
}

/** The query string of GET /tickets/school/{schoolId}: the filters that are set, the page size and the cursor. */
export function ticketListQuery(filters: TicketFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value as string);
  params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** The first page of a short list of tickets (the overview's and the pupil page's). */
export function useTicketPreview(schoolId: string | null, filters: TicketFilters, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.list(schoolId ?? "", { ...filters, limit: "preview" }),
    queryFn: ({ signal }) =>
      apiRequest<Page<TicketSummary>>(
        `/tickets/school/${encodeURIComponent(schoolId!)}?${ticketListQuery(filters, null, 20)}`,
        { signal },
      ),
    enabled: enabled && schoolId !== null,
  });
}
