import type { Language } from "#shared/errors";
import type { Actor } from "#shared/policy/actor";
import type { Deps } from "../deps.js";
import type { UserItem } from "./identity.js";

// What every request carries in Hono's context, apart from the app so that middleware need not import the app.

/** What the auth middleware knows about the signed-in user beyond the actor. */
export interface AuthContext {
  sessionId: string;
  /** The user item read with the session (fresh for this request), so handlers need not read it again. */
  user: UserItem;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    language: Language;
    actor: Actor;
    auth: AuthContext;
  };
};
