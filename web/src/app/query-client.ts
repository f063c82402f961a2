import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../shared/api/api-error";
import { holdsServerTexts } from "../shared/api/server-texts";
import { i18n } from "../shared/i18n/i18n";

/** One client for the app. Failed reads retry once, never for answers a retry cannot change (4xx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Some texts come from the server in the request's language (a notification's title, a calendar event's label):
 * after a switch of language the reads that hold them (`meta: SERVER_TEXTS`) are made again, in the new one.
 */
i18n.on(
  "languageChanged",
  () => void queryClient.invalidateQueries({ predicate: (query) => holdsServerTexts(query.meta) }),
);
