import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/api-client";
import { showError } from "../../shared/ui/snackbar";

export interface AccessibilityFeedback {
  message: string;
  /** Optional: only when the sender wants a reply. */
  email?: string;
  page: string;
}

/**
 * POST /accessibility-feedback: public, rate-limited per client,
 * {message, email?, page} -> 202. The statement page works signed out, so the call goes without a token.
 */
export function useSendAccessibilityFeedback() {
  return useMutation({
    mutationFn: (feedback: AccessibilityFeedback) =>
      apiRequest<void>("/accessibility-feedback", { method: "POST", body: feedback, authenticated: false }),
    onError: showError,
  });
}
