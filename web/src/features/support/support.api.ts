import { useMutation } from "@tanstack/react-query";
import { read, reportsApi } from "../../shared/api/client";
import { showError } from "../../shared/ui/snackbar";

export interface BugReport {
  description: string;
  /** The path where the problem happened (never its query, which may carry ids or tokens). */
  page: string;
}

/**
 * POST /bug-reports: {description, page} -> 202.
 * The report goes to the product's support; the active role travels in the usual header.
 */
export function useSendBugReport() {
  return useMutation({
    mutationFn: (report: BugReport) => read(reportsApi["bug-reports"].$post({ json: report })),
    onError: showError,
  });
}
