import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignedInUser, UpdateOwnUserInput } from "#shared/users/user.schema";
import { authApi, read, usersApi } from "../../shared/api/client";
import { sessionKeys } from "../../shared/session/session.api";
import { showError, showSuccess } from "../../shared/ui/snackbar";

/** PATCH /user: the user's own settings; the answer replaces the signed-in user (spec section 7). */
export function useUpdateOwnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOwnUserInput) => read(usersApi.user.$patch({ json: body })),
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
    mutationFn: (id: string) => read(authApi.emailverification.startverify.$post({ json: { id } })),
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
    mutationFn: () => read(authApi.auth["two-factor"].enrol.$post()),
    onError: showError,
  });
}

/** POST /auth/two-factor/confirm: turns two-factor on with a code from the app. Wrong codes stay with the form. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => read(authApi.auth["two-factor"].confirm.$post({ json: { code } })),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.me(), user);
      showSuccess("settings.enrol.confirmed");
    },
  });
}
