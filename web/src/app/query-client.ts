import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../shared/api/api-error";

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
