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
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
