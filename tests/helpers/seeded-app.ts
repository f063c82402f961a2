import { beforeAll } from "vitest";
import { fixtures } from "./fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";

export type Fixtures = ReturnType<typeof fixtures>;

/**
 * The test file's seeded app (`t`) and its fixtures (`f`), made once in a beforeAll that this registers: call it at
 * the top of the file, before the file's own hooks, and use `t` and `f` inside tests and hooks. They stand in for
 * the app made by that beforeAll; reading them before it has run throws.
 */
export function useTestApp(): { t: TestApp; f: Fixtures } {
  let made: { t: TestApp; f: Fixtures } | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    made = { t, f: fixtures(t) };
  });
  const forwardTo = <K extends "t" | "f">(part: K) =>
    new Proxy({} as { t: TestApp; f: Fixtures }[K], {
      get(_target, property) {
        if (!made) throw new Error("The test app is made in beforeAll: use it inside a test or a hook");
        return Reflect.get(made[part], property);
      },
    });
  return { t: forwardTo("t"), f: forwardTo("f") };
}
