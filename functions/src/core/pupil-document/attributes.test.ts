import { describe, expect, it } from "vitest";
import type { RequestContext } from "../request-context.js";
import { documentIndexes, newDocumentIds, newEntry } from "./attributes.js";

describe("a pupil document's keys", () => {
  it("are its kind's own by id, its school's and its pupil's, each newest first", () => {
    const indexes = documentIndexes("NOTE", "NOTES");
    expect([indexes.byId.pk.template, indexes.byId.sk.template]).toEqual(["NOTE#${id}", "NOTE"]);
    expect(indexes.bySchool).toMatchObject({
      index: "gsi1",
      pk: { field: "gsi1pk", template: "SCHOOL#${schoolId}#NOTES", composite: ["schoolId"] },
      sk: { field: "gsi1sk", template: "${createdAt}#${id}", composite: ["createdAt", "id"] },
    });
    expect(indexes.byStudent).toMatchObject({
      index: "gsi2",
      pk: { field: "gsi2pk", template: "STUDENT#${studentId}#NOTES", composite: ["studentId"] },
      sk: { field: "gsi2sk", template: "${createdAt}#${id}", composite: ["createdAt", "id"] },
    });
  });

  it("a new one has a fresh id and its pupil's school, organization and id; a new entry names the caller", () => {
    let next = 0;
    const ctx = {
      deps: { ids: { id: () => `id-${++next}` } },
      actor: { userId: "u1" },
      auth: { user: { name: "Ulla" } },
    } as unknown as RequestContext;
    const pupil = { id: "p1", schoolId: "s1", organizationId: "o1", name: "not copied" };
    expect(newDocumentIds(ctx, pupil)).toEqual({
      id: "id-1",
      schoolId: "s1",
      organizationId: "o1",
      studentId: "p1",
    });
    expect(newEntry(ctx, "Fungerar", "2026-12-04T10:00:00.000Z")).toEqual({
      id: "id-2",
      authorId: "u1",
      authorName: "Ulla",
      text: "Fungerar",
      createdAt: "2026-12-04T10:00:00.000Z",
    });
  });
});
