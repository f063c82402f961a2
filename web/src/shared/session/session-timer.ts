import { useCallback, useEffect, useRef, useState } from "react";

/** Spec section 9: inactivity warning after 5 min, sign-out after 10 min, token warning at <= 5 min, checked each minute. */
export const INACTIVITY_WARNING_MS = 5 * 60_000;
export const INACTIVITY_SIGN_OUT_MS = 10 * 60_000;
export const EXPIRY_WARNING_MS = 5 * 60_000;
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export type SessionWarning = "expiry" | "inactivity";
export type SessionCheck = "none" | "warn-expiry" | "warn-inactivity" | "sign-out";

export interface SessionTimerState {
  lastActivityAt: number;
  /** The token warning shows once per session. */
  expiryWarned: boolean;
  /** The inactivity warning shows once per idle period; activity starts a new one. */
  inactivityWarned: boolean;
}

/** What one check decides (pure, so the rules are tested without a browser). */
export function checkSession(
  state: SessionTimerState,
  now: number,
  tokenExpiresAt: number | null,
): SessionCheck {
  const idle = now - state.lastActivityAt;
  if (idle >= INACTIVITY_SIGN_OUT_MS) return "sign-out";
  if (tokenExpiresAt !== null && tokenExpiresAt <= now) return "sign-out";
  if (tokenExpiresAt !== null && !state.expiryWarned && tokenExpiresAt - now <= EXPIRY_WARNING_MS)
    return "warn-expiry";
  if (idle >= INACTIVITY_WARNING_MS && !state.inactivityWarned) return "warn-inactivity";
  return "none";
}

/** Why a sign-out decided by {@link checkSession} happened: ten idle minutes, or the token ran out. */
export function signOutReason(state: SessionTimerState, now: number): "inactivity" | "expired" {
  return now - state.lastActivityAt >= INACTIVITY_SIGN_OUT_MS ? "inactivity" : "expired";
}

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "wheel"] as const;

/**
 * Runs the session rules while a user is signed in: listens for mouse and key activity, checks every minute, and
 * reports the warning to show or calls `onSignOut`.
 */
export function useSessionTimer({
  tokenExpiresAt,
  onSignOut,
}: {
  tokenExpiresAt: number | null;
  onSignOut: (reason: "inactivity" | "expired") => void;
}): { warning: SessionWarning | null; dismiss: () => void } {
  const [warning, setWarning] = useState<SessionWarning | null>(null);
  const state = useRef<SessionTimerState>({
    lastActivityAt: 0,
    expiryWarned: false,
    inactivityWarned: false,
  });
  const signOut = useRef(onSignOut);

  useEffect(() => {
    signOut.current = onSignOut;
  }, [onSignOut]);

  useEffect(() => {
    state.current.lastActivityAt = Date.now();
    const onActivity = () => {
      state.current.lastActivityAt = Date.now();
      state.current.inactivityWarned = false;
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = setInterval(() => {
      const decision = checkSession(state.current, Date.now(), tokenExpiresAt);
      if (decision === "sign-out") signOut.current(signOutReason(state.current, Date.now()));
      else if (decision === "warn-expiry") {
        state.current.expiryWarned = true;
        setWarning("expiry");
      } else if (decision === "warn-inactivity") {
        state.current.inactivityWarned = true;
        setWarning("inactivity");
      }
    }, SESSION_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [tokenExpiresAt]);

  const dismiss = useCallback(() => setWarning(null), []);
  return { warning, dismiss };
}
