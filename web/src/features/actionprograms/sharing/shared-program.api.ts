import { queryOptions } from "@tanstack/react-query";
import { externalCalls } from "../../../shared/external/external.api";

/**
 * The program a share link was made for, read by the link's token on the external page (no session). Its own file,
 * so the external page's bundle carries no staff-side reads.
 */
export const sharedProgramOptions = (token: string) =>
  queryOptions({
    queryKey: ["external", "action-program", token] as const,
    queryFn: ({ signal }) => externalCalls.sharedProgram(token, signal),
    retry: false,
    staleTime: Infinity,
  });
