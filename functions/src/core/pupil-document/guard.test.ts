import { describe, expect, it } from "vitest";
import type { Actor } from "#shared/policy/actor";
import type { AuditRecord } from "../audit.js";
import type { RequestContext } from "../request-context.js";
import {
  guardNewPupilDocument,
  guardPupilDocument,
  guardPupilDocumentList,
  listPupilDocuments,
  pageOfOne,
} from "./guard.js";

/** A request whose audit events are kept, by a teacher at school s1. */
function request() {
  const events: AuditRecord[] = [];
  const actor = {
    userId: "u1",
    organizationId: "o1",
    schoolIds: ["s1"],
    role: "TEACHER",
  } as unknown as Actor;
  const ctx = {
    actor,
    requestId: "r1",
    deps: { audit: { record: (event: AuditRecord) => Promise.resolve(void events.push(event)) } },
  } as unknown as RequestContext;
  return { ctx, events };
}

const doc = { id: "d1", schoolId: "s1", organizationId: "o1", studentId: "p1" };
type Access = "none" | "read" | "write";

const spec = (found: typeof doc | null, access: Access) => ({
  asked: { action: "UPDATE" as const, entity: "note", entityId: "d1" },
  load: () => Promise.resolve(found),
  accessOf: () => access,
  decide: (given: Access) =>
    (given === "none" ? "not-found" : given === "write" ? "allow" : "forbidden") as never,
  targetOf: (d: typeof doc) => ({
    action: "UPDATE" as const,
    entity: "note",
    entityId: d.id,
    schoolId: d.schoolId,
    studentId: d.studentId,
  }),
  forbiddenReason: () => "actionProgramMayNotDecide" as const,
});

const outcome = (events: AuditRecord[]) =>
  events.map(({ outcome: o, entityId, schoolId, studentId }) => ({ o, entityId, schoolId, studentId }));

describe("the pupil-document guard", () => {
  it("answers the document with the access allowed, auditing nothing itself", async () => {
    const { ctx, events } = request();
    await expect(guardPupilDocument(ctx, spec(doc, "write"))).resolves.toEqual({ doc, access: "write" });
    expect(events).toEqual([]);
  });

  it("a missing or unseen document is 404, audited as asked (no school, no pupil)", async () => {
    for (const found of [null, doc]) {
      const { ctx, events } = request();
      await expect(guardPupilDocument(ctx, spec(found, "none"))).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect(outcome(events)).toEqual([
        { o: "NOT_FOUND", entityId: "d1", schoolId: undefined, studentId: undefined },
      ]);
    }
  });

  it("an unseen document is audited on the domain's own target when it gives one", async () => {
    const { ctx, events } = request();
    const own = {
      ...spec(doc, "none"),
      unseenTargetOf: () => ({ ...spec(doc, "none").asked, schoolId: "s1" }),
    };
    await expect(guardPupilDocument(ctx, own)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(outcome(events)).toEqual([
      { o: "NOT_FOUND", entityId: "d1", schoolId: "s1", studentId: undefined },
    ]);
  });

  it("too little access is 403 with the domain's reason, audited on the document", async () => {
    const { ctx, events } = request();
    await expect(guardPupilDocument(ctx, spec(doc, "read"))).rejects.toMatchObject({
      code: "FORBIDDEN",
      detail: { reason: { key: "actionProgramMayNotDecide" } },
    });
    expect(outcome(events)).toEqual([{ o: "DENIED", entityId: "d1", schoolId: "s1", studentId: "p1" }]);
  });

  it("a list refused at a school the actor may not know is audited without school or pupil", async () => {
    const target = { action: "LIST" as const, entity: "note", schoolId: "s2", studentId: "p2" };
    const hidden = request();
    await expect(guardPupilDocumentList(hidden.ctx, target, "not-found")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(outcome(hidden.events)).toEqual([
      { o: "NOT_FOUND", entityId: undefined, schoolId: undefined, studentId: undefined },
    ]);
    const denied = request();
    await expect(guardPupilDocumentList(denied.ctx, target, "forbidden")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(outcome(denied.events)).toEqual([
      { o: "DENIED", entityId: undefined, schoolId: "s2", studentId: "p2" },
    ]);
  });

  it("a new document's pupil: 404 when missing or at a school not seen, the create decision otherwise", async () => {
    const pupil = { id: "p1", schoolId: "s1", organizationId: "o1" };
    const ok = request();
    await expect(guardNewPupilDocument(ok.ctx, "note", pupil, () => "allow")).resolves.toBe(pupil);
    for (const unseen of [null, { ...pupil, schoolId: "s9" }]) {
      const { ctx, events } = request();
      await expect(guardNewPupilDocument(ctx, "note", unseen, () => "allow")).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      expect(outcome(events)).toEqual([
        { o: "NOT_FOUND", entityId: undefined, schoolId: undefined, studentId: undefined },
      ]);
    }
    const denied = request();
    await expect(guardNewPupilDocument(denied.ctx, "note", pupil, () => "forbidden")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(outcome(denied.events)).toEqual([
      { o: "DENIED", entityId: undefined, schoolId: "s1", studentId: "p1" },
    ]);
  });

  it("a list: refused before any read; else the kept rows the actor may see, in order, then audited", async () => {
    const target = { action: "LIST" as const, entity: "note", schoolId: "s1", studentId: undefined };
    const rows = [
      { ...doc, id: "d1" },
      { ...doc, id: "d2", schoolId: "s2" },
      { ...doc, id: "d3" },
      { ...doc, id: "d4" },
    ];
    const steps: string[] = [];
    const list = (decision: "allow" | "forbidden") => ({
      target,
      decision,
      read: () => (steps.push("read"), Promise.resolve({ items: rows, cursor: "next" })),
      keep: (row: typeof doc) => row.schoolId === "s1",
      prepare: (kept: readonly (typeof doc)[]) => (
        steps.push(`prepare ${kept.map((row) => row.id)}`),
        Promise.resolve()
      ),
      accessOf: (row: typeof doc): Access => (row.id === "d3" ? "none" : "read"),
      show: (row: typeof doc, access: "read" | "write") => `${row.id}:${access}`,
    });
    const refused = request();
    await expect(listPupilDocuments(refused.ctx, list("forbidden"))).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(steps).toEqual([]);
    expect(outcome(refused.events)).toEqual([
      { o: "DENIED", entityId: undefined, schoolId: "s1", studentId: undefined },
    ]);
    const { ctx, events } = request();
    await expect(listPupilDocuments(ctx, list("allow"))).resolves.toEqual({
      items: ["d1:read", "d4:read"],
      cursor: "next",
    });
    expect(steps).toEqual(["read", "prepare d1,d3,d4"]);
    expect(outcome(events)).toEqual([
      { o: "SUCCESS", entityId: undefined, schoolId: "s1", studentId: undefined },
    ]);
  });

  it("the one document a list asks for by id is a page of it, or of none", async () => {
    await expect(pageOfOne(Promise.resolve(doc))).resolves.toEqual({ items: [doc], cursor: null });
    await expect(pageOfOne(Promise.resolve(null))).resolves.toEqual({ items: [], cursor: null });
  });
});
