import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.js";

function capture(level: string) {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("logger", () => {
  it("a counting-only logger writes nothing and counts each event by level and message alone", () => {
    const { logger, lines } = capture("info");
    const counting = logger.countingOnly();
    counting.info({ requestId: "r1", route: "/api/external/whistle", status: 429 }, "request 429");
    counting.info({ status: 429 }, "request 429");
    counting.error({ err: { name: "TypeError" } }, "unhandled error");
    expect(lines).toEqual([]);
    expect([...logger.unwrittenCounts]).toEqual([
      ["info request 429", 2],
      ["error unhandled error", 1],
    ]);
    expect(counting.countingOnly()).toBe(counting);
  });

  it("writes one JSON line per event with level, time, message and fields", () => {
    const { logger, lines, parsed } = capture("info");
    logger.info({ requestId: "r1", status: 200 }, "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith("\n")).toBe(true);
    expect(parsed()[0]).toMatchObject({ level: "info", msg: "request", requestId: "r1", status: 200 });
    expect(Date.parse(parsed()[0]!.time as string)).not.toBeNaN();
  });

  it("leaves out what is below the level, and everything when silent", () => {
    const info = capture("info");
    info.logger.debug({}, "detail");
    info.logger.error({}, "failure");
    expect(info.parsed().map((line) => line.level)).toEqual(["error"]);
    const silent = capture("silent");
    silent.logger.error({}, "failure");
    expect(silent.lines).toEqual([]);
  });

  it("redacts passwords, tokens, codes, secrets, authorization and bodies at any depth", () => {
    const { logger, lines } = capture("info");
    logger.error(
      { password: "Hemligt1", nested: { token: "t0k3n", deeper: { code: "123456", body: "text" } }, ok: 1 },
      "oops",
    );
    expect(lines[0]).not.toMatch(/Hemligt1|t0k3n|123456|"text"/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ password: "[redacted]", ok: 1 });
  });
});
