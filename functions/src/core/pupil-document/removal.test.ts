import { describe, expect, it } from "vitest";
import { AppError } from "../errors.js";
import { takeOffDocuments, without } from "./removal.js";

/** A document naming people, versioned as the repos write them. */
interface Doc {
  id: string;
  people: string[];
  version: number;
}

/** A store of documents whose writes can be made to lose `losses` races each (a 409 CONFLICT). */
function store(docs: Doc[], losses = 0) {
  const items = new Map(docs.map((doc) => [doc.id, { ...doc }]));
  const lost = new Map<string, number>();
  const writes: string[] = [];
  return {
    items,
    writes,
    step: (userId: string) => ({
      naming: () => Promise.resolve(docs.map(({ id }) => ({ id }))),
      read: (id: string) => Promise.resolve(items.has(id) ? { ...items.get(id)! } : null),
      change: (doc: Doc) => (doc.people.includes(userId) ? { people: without(doc.people, userId) } : null),
      write: (doc: Doc, change: { people: string[] }) => {
        writes.push(doc.id);
        if ((lost.get(doc.id) ?? 0) < losses) {
          lost.set(doc.id, (lost.get(doc.id) ?? 0) + 1);
          return Promise.reject(new AppError("CONFLICT"));
        }
        items.set(doc.id, { ...doc, ...change, version: doc.version + 1 });
        return Promise.resolve();
      },
    }),
  };
}

describe("the pupil documents' removal step", () => {
  it("takes the person off every document naming them and writes nothing where nothing names them", async () => {
    const s = store([
      { id: "a", people: ["u1", "u2"], version: 1 },
      { id: "b", people: ["u2"], version: 1 },
    ]);
    await takeOffDocuments(s.step("u1"));
    expect(s.items.get("a")!.people).toEqual(["u2"]);
    expect(s.items.get("b")).toEqual({ id: "b", people: ["u2"], version: 1 });
    expect(s.writes).toEqual(["a"]);
    // Run again (a retry after a run that failed part-way): nothing is left to write.
    await takeOffDocuments(s.step("u1"));
    expect(s.writes).toEqual(["a"]);
  });

  it("a document gone meanwhile is passed over", async () => {
    const s = store([{ id: "a", people: ["u1"], version: 1 }]);
    s.items.delete("a");
    await takeOffDocuments(s.step("u1"));
    expect(s.writes).toEqual([]);
  });

  it("a lost race is retried on a fresh read twice, and a third loss is answered", async () => {
    const twice = store([{ id: "a", people: ["u1"], version: 1 }], 2);
    await takeOffDocuments(twice.step("u1"));
    expect(twice.writes).toEqual(["a", "a", "a"]);
    expect(twice.items.get("a")!.people).toEqual([]);

    const thrice = store([{ id: "a", people: ["u1"], version: 1 }], 3);
    await expect(takeOffDocuments(thrice.step("u1"))).rejects.toMatchObject({ code: "CONFLICT" });
    expect(thrice.writes).toHaveLength(3);
  });

  it("any other error is answered at once", async () => {
    const s = store([{ id: "a", people: ["u1"], version: 1 }]);
    const step = { ...s.step("u1"), write: () => Promise.reject(new Error("throttled")) };
    await expect(takeOffDocuments(step)).rejects.toThrow("throttled");
  });
});
