/** Where log lines go: stdout by default (Lambda sends it to CloudWatch), a stream in tests. */
export interface LogDestination {
  write(line: string): unknown;
}

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type LogFields = Record<string, unknown>;

export interface Logger {
  debug(fields: LogFields, msg: string): void;
  info(fields: LogFields, msg: string): void;
  warn(fields: LogFields, msg: string): void;
  error(fields: LogFields, msg: string): void;
  /**
   * This logger for a request whose time no log may keep (an anonymous sender's, see anonymous.ts): each event is
   * counted under `"<level> <msg>"` in `unwrittenCounts` and nothing is written, its fields included.
   */
  countingOnly(): Logger;
  /**
   * How many events the `countingOnly()` loggers took, by `"<level> <msg>"`, since the process started: totals
   * only, with no route, time or request id. Never written to a log: in the cloud any line gets a timestamp, and
   * a line written when a count changes would date the request that changed it (infra/README.md, "Logs").
   */
  readonly unwrittenCounts: ReadonlyMap<string, number>;
}

/**
 * Keys whose values never reach a log, at any depth: a second line of defence for mistakes (callers log ids,
 * statuses and timings only, never bodies, passwords, tokens, codes or document text).
 */
const REDACTED_KEYS = new Set(["password", "token", "code", "secret", "authorization", "body"]);

const redact = (key: string, value: unknown) => (REDACTED_KEYS.has(key) ? "[redacted]" : value);

/**
 * Structured JSON logs, one line per event: `{"level","time","msg",...fields}`. Written by hand rather than with a
 * logging library: the API logs two kinds of line, and the library measured in the bench cost about a third of
 * each Lambda's cold start (it reads call sites at creation, which parses the bundle's source map).
 */
export function createLogger(level: string, destination: LogDestination = process.stdout): Logger {
  const threshold = LOG_LEVELS.indexOf(
    (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : "info",
  );
  const at = (lineLevel: Exclude<LogLevel, "silent">) => (fields: LogFields, msg: string) => {
    if (LOG_LEVELS.indexOf(lineLevel) < threshold) return;
    destination.write(
      `${JSON.stringify({ level: lineLevel, time: new Date().toISOString(), msg, ...fields }, redact)}\n`,
    );
  };
  const unwrittenCounts = new Map<string, number>();
  const count = (lineLevel: Exclude<LogLevel, "silent">) => (_fields: LogFields, msg: string) => {
    const key = `${lineLevel} ${msg}`;
    unwrittenCounts.set(key, (unwrittenCounts.get(key) ?? 0) + 1);
  };
  const counting: Logger = {
    debug: count("debug"),
    info: count("info"),
    warn: count("warn"),
    error: count("error"),
    countingOnly: () => counting,
    unwrittenCounts,
  };
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    countingOnly: () => counting,
    unwrittenCounts,
  };
}
