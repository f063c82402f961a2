import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginResponse } from "#shared/auth/auth.schema";
import { authApi, read, sending } from "../../shared/api/client";
import { sessionStore } from "../../shared/session/session-store";

export interface PasswordLogin {
  email: string;
  password: string;
}

export interface TwoFactorLogin {
  challengeToken: string;
  code: string;
}

/** POST /auth/login: a token, or a two-factor challenge to answer with a code (second call). */
export function login(input: PasswordLogin | TwoFactorLogin): Promise<LoginResponse> {
  return read(authApi.auth.login.$post({ json: input }, sending({ authenticated: false })));
}

/**
 * Signs in: keeps the token for this tab and forgets anything cached for a previous user. Errors stay with the form
 * (the login page shows the spec's texts), so this mutation shows no snackbar.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if ("token" in response) {
        queryClient.clear();
        sessionStore.setToken(response.token);
      }
    },
  });
}

/** Ends the session on the server (best effort) and forgets the token locally. */
export async function signOut(): Promise<void> {
  if (sessionStore.token()) {
    await read(authApi.auth.logout.$post()).catch(() => undefined);
  }
  sessionStore.clearToken();
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      read(authApi.auth["forgot-password"].$post({ json: { email } }, sending({ authenticated: false }))),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      read(authApi.auth["reset-password"].$post({ json: input }, sending({ authenticated: false }))),
  });
}
