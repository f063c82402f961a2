import { apiClient } from "../../shared/api/client";
import type { calendarDomain } from "../../../../functions/src/calendar/calendar.domain";

/** The calendar domain's typed client (only this feature calls it; shared code's clients are in shared/api/client.ts). */
export const calendarApi = apiClient<typeof calendarDomain.router>();
