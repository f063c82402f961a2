import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs, one line per event. Callers log ids, statuses and timings only: never bodies, passwords,
 * tokens, codes or document text. The redaction list is a second line of defence for mistakes.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [
          "password",
          "*.password",
          "token",
          "*.token",
          "code",
          "*.code",
          "secret",
          "*.secret",
          "authorization",
          "*.authorization",
          "body",
          "*.body",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
