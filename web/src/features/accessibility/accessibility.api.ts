import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { apiRequest } from "../../shared/api/api-client";
import { newSubmissionKey } from "../../shared/external/external.api";
import { showError } from "../../shared/ui/snackbar";

export interface AccessibilityFeedback {
  message: string;
  /** Optional: only when the sender wants a reply. */
  email?: string;
  page: string;
}

/**
 * POST /accessibility-feedback: public, rate-limited per client,
 * {message, email?, page} -> 202. The statement page works signed out, so the call goes without a token, and
 * carries its own Idempotency-Key: the same feedback sent again until it is answered (a retry after a lost answer)
 * is mailed to support once. Another text is another feedback, with a new key.
 */
export function useSendAccessibilityFeedback() {
  const unanswered = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (feedback: AccessibilityFeedback) => {
      const body = JSON.stringify(feedback);
      if (unanswered.current?.body !== body) unanswered.current = { body, key: newSubmissionKey() };
      return apiRequest<void>("/accessibility-feedback", {
        method: "POST",
        body: feedback,
        authenticated: false,
        idempotencyKey: unanswered.current.key,
      });
    },
    onSuccess: () => {
      unanswered.current = null;
    },
    onError: showError,
  });
}
