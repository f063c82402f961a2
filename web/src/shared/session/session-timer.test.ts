import { act, fireEvent, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkSession, type SessionTimerState, useSessionTimer } from "./session-timer";

const MINUTE = 60_000;
const START = Date.parse("2026-11-20T08:00:00Z");

describe("checkSession (spec sections 4 and 9)", () => {
  const fresh = (lastActivityAt = START): SessionTimerState => ({
    lastActivityAt,
    expiryWarned: false,
    inactivityWarned: false,
  });

  it.each([
    ["active and far from expiry", 1, 60, "none"],
    ["4 minutes idle", 4, 60, "none"],
    ["5 minutes idle", 5, 60, "warn-inactivity"],
    ["9 minutes idle", 9, 60, "warn-inactivity"],
    ["10 minutes idle", 10, 60, "sign-out"],
    ["token with 5 minutes left", 0, 5, "warn-expiry"],
    ["token with 6 minutes left", 0, 6, "none"],
    ["token expired", 0, 0, "sign-out"],
  ])("%s", (_name, idleMinutes, tokenMinutesLeft, expected) => {
    const now = START + idleMinutes * MINUTE;
    expect(checkSession(fresh(START), now, now + tokenMinutesLeft * MINUTE)).toBe(expected);
  });

  it("warns about expiry once and about inactivity once per idle period", () => {
    const now = START + 6 * MINUTE;
    expect(checkSession({ ...fresh(), expiryWarned: true }, START, START + 2 * MINUTE)).toBe("none");
    expect(checkSession({ ...fresh(), inactivityWarned: true }, now, null)).toBe("none");
  });
});

describe("useSessionTimer with a fake clock", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: START,
      toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advanceMinutes = (minutes: number) =>
    act(() => {
      vi.advanceTimersByTime(minutes * MINUTE);
    });

  it("checks every minute: inactivity warning after 5 minutes, sign-out after 10", () => {
    const onSignOut = vi.fn();
    const { result } = renderHook(() =>
      useSessionTimer({ tokenExpiresAt: START + 8 * 60 * MINUTE, onSignOut }),
    );
    advanceMinutes(4);
    expect(result.current.warning).toBeNull();
    advanceMinutes(1);
    expect(result.current.warning).toBe("inactivity");
    act(() => result.current.dismiss());
    advanceMinutes(4);
    expect(result.current.warning).toBeNull();
    expect(onSignOut).not.toHaveBeenCalled();
    advanceMinutes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    // The sign-in page then explains it: the reason travels with the sign-out.
    expect(onSignOut).toHaveBeenCalledWith("inactivity");
  });

  it("starts the idle time again on mouse or key activity", () => {
    const onSignOut = vi.fn();
    const { result } = renderHook(() => useSessionTimer({ tokenExpiresAt: null, onSignOut }));
    advanceMinutes(4);
    fireEvent.keyDown(window, { key: "a" });
    advanceMinutes(4);
    fireEvent.mouseMove(window);
    advanceMinutes(4);
    expect(result.current.warning).toBeNull();
    advanceMinutes(1);
    expect(result.current.warning).toBe("inactivity");
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it("warns once when the token has 5 minutes or less left", () => {
    const onSignOut = vi.fn();
    const { result } = renderHook(() => useSessionTimer({ tokenExpiresAt: START + 7 * MINUTE, onSignOut }));
    advanceMinutes(1);
    expect(result.current.warning).toBeNull();
    fireEvent.keyDown(window, { key: "a" });
    advanceMinutes(1);
    expect(result.current.warning).toBe("expiry");
    act(() => result.current.dismiss());
    fireEvent.keyDown(window, { key: "a" });
    advanceMinutes(1);
    expect(result.current.warning).toBeNull();
  });

  it("does nothing between the minute checks", () => {
    const onSignOut = vi.fn();
    const { result } = renderHook(() => useSessionTimer({ tokenExpiresAt: null, onSignOut }));
    act(() => {
      vi.advanceTimersByTime(5 * MINUTE - 1);
    });
    expect(result.current.warning).toBeNull();
  });
});
