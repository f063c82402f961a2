/**
 * The counterfactual of the bench's pino figure: what a hand-written logger would need to do what
 * functions/src/core/logger.ts asks of pino (a level, ISO time, the level's label, the redaction list, one JSON line
 * per event on stdout). The bench bundles it in place of `pino` for that one measurement; the product never uses it.
 */
interface StandInOptions {
  level: string;
  redact?: { paths: string[]; censor: string };
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

export function pino(options: StandInOptions) {
  const threshold = LEVELS[options.level] ?? Number.POSITIVE_INFINITY;
  const paths = options.redact?.paths ?? [];
  const censor = options.redact?.censor ?? "[redacted]";
  const top = new Set(paths.filter((path) => !path.startsWith("*.")));
  const nested = new Set(paths.filter((path) => path.startsWith("*.")).map((path) => path.slice(2)));
  const redact = (
    value: Record<string, unknown>,
    keys: Set<string>,
    depth: number,
  ): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (keys.has(key)) return [key, censor];
        if (depth === 0 && inner !== null && typeof inner === "object" && !Array.isArray(inner))
          return [key, redact(inner as Record<string, unknown>, nested, 1)];
        return [key, inner];
      }),
    );
  const at = (level: string) => (fields: Record<string, unknown>, msg?: string) => {
    if (LEVELS[level]! < threshold) return;
    const line = { level, time: new Date().toISOString(), ...redact(fields, top, 0), msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return { trace: at("trace"), debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

pino.stdTimeFunctions = { isoTime: () => `,"time":"${new Date().toISOString()}"` };
