import { describe, expect, it, vi } from "vitest";
import { RELOAD_GUARD_MS, reloadOnceForChunkError, withChunkReload } from "./chunk-reload";

describe("chunk-reload guard (spec sections 2 and 9)", () => {
  it("reloads at most once per 60 seconds", () => {
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadOnceForChunkError(start, reload)).toBe(true);
    expect(reloadOnceForChunkError(start + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnceForChunkError(start + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("lets a second failure inside the window reach the error page", async () => {
    sessionStorage.setItem("elevhalsa.chunkReloadAt", String(Date.now()));
    const failing = withChunkReload(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(failing()).rejects.toThrow("Failed to fetch dynamically imported module");
  });
});
