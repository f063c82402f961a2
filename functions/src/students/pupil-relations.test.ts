import { describe, expect, it } from "vitest";
import { batchGet } from "./pupil-relations.js";

/** The batched read every relation lookup goes through: chunks of 100, unprocessed keys read again. */
describe("batchGet", () => {
  it("reads in chunks of 100 and answers every item found", async () => {
    const chunks: number[] = [];
    const ids = Array.from({ length: 250 }, (_, i) => `id-${i}`);
    const found = await batchGet(ids, async (chunk) => {
      chunks.push(chunk.length);
      return { data: chunk.filter((id) => id !== "id-7"), unprocessed: [] };
    });
    expect(chunks).toEqual([100, 100, 50]);
    expect(found).toHaveLength(249);
    expect(found).not.toContain("id-7");
  });

  it("reads again the keys DynamoDB left unprocessed, and only those", async () => {
    const asked: string[][] = [];
    const found = await batchGet(["a", "b", "c"], async (chunk) => {
      asked.push(chunk);
      return asked.length === 1 ? { data: ["a"], unprocessed: ["b", "c"] } : { data: chunk, unprocessed: [] };
    });
    expect(asked).toEqual([
      ["a", "b", "c"],
      ["b", "c"],
    ]);
    expect(found).toEqual(["a", "b", "c"]);
  });

  it("gives up with an error when keys stay unprocessed five times", async () => {
    let reads = 0;
    await expect(
      batchGet(["a"], async (chunk) => {
        reads++;
        return { data: [], unprocessed: chunk };
      }),
    ).rejects.toThrow("unprocessed");
    expect(reads).toBe(5);
  });

  it("no keys: no read", async () => {
    let reads = 0;
    expect(
      await batchGet([], async () => {
        reads++;
        return { data: [], unprocessed: [] };
      }),
    ).toEqual([]);
    expect(reads).toBe(0);
  });
});
