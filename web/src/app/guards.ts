import type { Role } from "#shared/constants";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { signOut } from "../features/auth/auth.api";
import { isApiError } from "../shared/api/api-error";
import {
  meQueryOptions,
  resolveActiveRole,
  schoolQueryOptions,
  settleSessionChoices,
} from "../shared/session/session.api";
import { sessionStore } from "../shared/session/session-store";
import { queryClient } from "./query-client";
import { loginPath as signInPath, ROUTES, signedOutPath } from "../shared/routes";

/** Where to sign in, coming back to the page asked for afterwards. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return signInPath(`${url.pathname}${url.search}`);
}

/** Every staff page: a token and the signed-in user, else the sign-in page. */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!sessionStore.token()) throw redirect(loginPath(request));
  try {
    const user = await queryClient.ensureQueryData(meQueryOptions());
    const { schoolId } = settleSessionChoices(user);
    // The navbar needs the school (code, hidden parts); fetching it must not hold the page.
    if (schoolId) void queryClient.prefetchQuery(schoolQueryOptions(schoolId));
    return null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(loginPath(request));
    throw error;
  }
}

/** The role guard (spec section 2): a route whose roles do not include the active role sends the user to `/`. */
export function requireRoles(roles: readonly Role[]) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await sessionLoader(args);
    const user = queryClient.getQueryData(meQueryOptions().queryKey);
    if (!user || !roles.includes(resolveActiveRole(user))) throw redirect(ROUTES.overview);
    return null;
  };
}

/** Sign-in pages: someone already signed in goes home. */
export function guestLoader(): null {
  if (sessionStore.token()) throw redirect(ROUTES.overview);
  return null;
}

/**
 * /logout: ends the session on the server, forgets the token and everything cached, then shows sign-in, passing on
 * why the app signed the user out (`?reason=inactivity`) so the sign-in page can say so.
 */
export async function logoutLoader({ request }: { request: Request }): Promise<never> {
  await signOut();
  queryClient.clear();
  throw redirect(signedOutPath(new URL(request.url).searchParams.get("reason")));
}
