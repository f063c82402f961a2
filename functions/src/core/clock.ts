import { stockholmDateOf } from "#shared/dates";

/** Time source, injected so tests can move time (token expiry, TOTP steps, rate-limit windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date("2026-09-01T08:00:00.000Z")) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * Today's date in Sweden (YYYY-MM-DD, Europe/Stockholm): the only time an anonymous item (a whistle, an external
 * report's follow-up, their audit entries) keeps. The Swedish day, not the UTC one: a whistle sent at 00:30 in
 * Sweden belongs to that day.
 */
export const swedishToday = (clock: Clock): string => stockholmDateOf(clock.now());
