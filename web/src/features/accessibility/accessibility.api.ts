import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { read, reportsApi, sending } from "../../shared/api/client";
import { submissionKeys } from "../../shared/external/external.api";
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
  const [keys] = useState(submissionKeys);
  return useMutation({
    mutationFn: (feedback: AccessibilityFeedback) => {
      return read(
        reportsApi["accessibility-feedback"].$post(
          { json: feedback },
          sending({ authenticated: false, idempotencyKey: keys.keyFor(feedback) }),
        ),
      );
    },
    onSuccess: () => keys.answered(),
    onError: showError,
  });
}
