import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorEnrolment } from "#shared/auth/auth.schema";
import type { SignedInUser, UpdateOwnUserInput } from "#shared/users/user.schema";
import { apiRequest } from "../../shared/api/api-client";
import { sessionKeys } from "../../shared/session/session.api";
import { showError, showSuccess } from "../../shared/ui/snackbar";

/** PATCH /user: the user's own settings; the answer replaces the signed-in user (spec section 7). */
export function useUpdateOwnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOwnUserInput) => apiRequest<SignedInUser>("/user", { method: "PATCH", body }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.me(), user);
      showSuccess("settings.saved");
    },
    onError: showError,
  });
}

export interface StartVerifyResponse {
  started: boolean;
  user: SignedInUser;
}

/** POST /emailverification/startverify: mails a verification link (spec section 4, Email verification). */
export function useStartEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<StartVerifyResponse>("/emailverification/startverify", { method: "POST", body: { id } }),
    onSuccess: (response) => {
      queryClient.setQueryData(sessionKeys.me(), response.user);
      // A user still unverified without a link on its way: the spec shows the generic server error text.
      if (!response.started && !response.user.emailverified) showError(undefined);
    },
    onError: showError,
  });
}

/** POST /auth/two-factor/enrol: a new secret and its QR code. */
export function useStartTwoFactorEnrolment() {
  return useMutation({
    mutationFn: () => apiRequest<TwoFactorEnrolment>("/auth/two-factor/enrol", { method: "POST" }),
    onError: showError,
  });
}

/** POST /auth/two-factor/confirm: turns two-factor on with a code from the app. Wrong codes stay with the form. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<SignedInUser>("/auth/two-factor/confirm", { method: "POST", body: { code } }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.me(), user);
      showSuccess("settings.enrol.confirmed");
    },
  });
}
