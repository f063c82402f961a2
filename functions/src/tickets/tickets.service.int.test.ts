import { describe, expect, it } from "vitest";
import type { FullTicket, TicketDetail } from "#shared/tickets/ticket.schema";
import { contextFor } from "../../../tests/helpers/request-context.js";
import { COUNSELOR, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import type { RequestContext } from "../core/request-context.js";
import { addMessage, deleteMessage } from "./ticket-entries.service.js";
import { moveStep } from "./ticket-steps.service.js";
import { createTicket, readTicket } from "./tickets.service.js";

/**
 * The ticket rules called as plain functions: a request context and an input, no HTTP, no session. The same rules
 * answer the routes (tickets.int.test.ts); here they are reached directly, as a job or another caller would.
 */
const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
/** Ekskolan's first pupil, in 7A, which teacher@demo.test mentors. */
const pupil = () => t.seeded.studentIds.ek![0]!;

/** The audit events one call wrote (by its request id), in the school's or the actor's organization's trail. */
async function eventsOf(ctx: RequestContext, scopeId: string) {
  const { data } = await t.db.auditEvent.query.byScope({ scopeId }).go({ pages: "all" });
  return data
    .filter((event) => event.requestId === ctx.requestId)
    .map(({ action, entity, outcome, schoolId, studentId }) => ({
      action,
      entity,
      outcome,
      schoolId,
      studentId,
    }));
}

const newTicket = {
  title: "Oro för eleven",
  description: "Eleven verkar ledsen.",
  access: "STANDARD" as const,
};

describe("createTicket", () => {
  it("stores the ticket at REPORT with the caller as notifier, answers it in full and audits the creation", async () => {
    const ctx = await contextFor(t, COUNSELOR);
    const created = (await createTicket(ctx, { ...newTicket, studentId: pupil() })) as FullTicket;
    expect(created).toMatchObject({
      view: "full",
      currentStep: "REPORT",
      status: "unassigned",
      myAccess: "manage",
      notifier: { id: ctx.actor.userId, name: ctx.auth.user.name },
      title: newTicket.title,
    });
    expect(created.steps.map((step) => step.status)).toEqual(["REPORT"]);
    expect(await eventsOf(ctx, ek())).toEqual([
      { action: "CREATE", entity: "ticket", outcome: "SUCCESS", schoolId: ek(), studentId: pupil() },
    ]);

    // Read back through the read rule: the stored ticket is what createTicket answered.
    const reader = await contextFor(t, COUNSELOR);
    expect(await readTicket(reader, { id: created.id })).toEqual(created);
  });

  it("refuses as the routes do: a pupil elsewhere 404, a role without ticket work 403 (both audited), a teacher's 'only me' 400", async () => {
    const stranger = await contextFor(t, "teacher2@demo.test");
    await expect(createTicket(stranger, { ...newTicket, studentId: pupil() })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // The school is not named for someone who may not know the pupil: the attempt is in their own trail.
    expect(await eventsOf(stranger, stranger.actor.organizationId)).toEqual([
      { action: "CREATE", entity: "ticket", outcome: "NOT_FOUND", schoolId: undefined, studentId: "" },
    ]);

    const admin = await contextFor(t, "admin@demo.test");
    await expect(createTicket(admin, { ...newTicket, studentId: pupil() })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await eventsOf(admin, ek())).toEqual([
      { action: "CREATE", entity: "ticket", outcome: "DENIED", schoolId: ek(), studentId: pupil() },
    ]);

    const teacher = await contextFor(t, TEACHER);
    await expect(
      createTicket(teacher, { ...newTicket, access: "SELF", studentId: pupil() }),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await eventsOf(teacher, ek())).toEqual([]);
  });
});

describe("moveStep", () => {
  it("moves the ticket one step with the version read, answers the page and audits the step", async () => {
    const { ticketId } = await f.ticket();
    // The move comes after the report, as for a person: steps with the same timestamp have no order to assert.
    t.clock.advance(1000);
    const ctx = await contextFor(t, COUNSELOR);
    const moved = (await moveStep(ctx, { ticketId, status: "RECEIVED", version: 1 })) as FullTicket;
    expect(moved).toMatchObject({ currentStep: "RECEIVED", version: 2 });
    expect(moved.steps.map((step) => step.status)).toEqual(["REPORT", "RECEIVED"]);
    expect(await eventsOf(ctx, ek())).toEqual([
      { action: "CREATE", entity: "ticketStep", outcome: "SUCCESS", schoolId: ek(), studentId: pupil() },
    ]);
    const stored: TicketDetail = await readTicket(await contextFor(t, COUNSELOR), { id: ticketId });
    expect(stored).toMatchObject({ currentStep: "RECEIVED", version: 2 });
  });

  it("a stale version is a conflict, a skipped step is invalid, and timeline access may not move it", async () => {
    const { ticketId } = await f.ticket();
    const stale = await contextFor(t, COUNSELOR);
    await expect(moveStep(stale, { ticketId, status: "RECEIVED", version: 7 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await eventsOf(stale, ek())).map((event) => event.outcome)).toEqual(["CONFLICT"]);

    const skip = await contextFor(t, COUNSELOR);
    await expect(moveStep(skip, { ticketId, status: "ACTIONSTAKEN", version: 1 })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });

    // The pupil's mentor sees the timeline of a STANDARD ticket, which allows no step move.
    const mentor = await contextFor(t, TEACHER);
    await expect(moveStep(mentor, { ticketId, status: "RECEIVED", version: 1 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await eventsOf(mentor, ek())).map((event) => event.outcome)).toEqual(["DENIED"]);
  });
});

describe("addMessage and deleteMessage", () => {
  it("a message is its author's to delete: another writer is refused and audited, the author deletes it", async () => {
    const { ticketId } = await f.ticket({ owner: "head@demo.test" });
    const author = await contextFor(t, COUNSELOR);
    const message = await addMessage(author, { ticketId, text: "Hej" });
    expect(message).toMatchObject({ ticketId, text: "Hej", author: { id: author.actor.userId } });

    const other = await contextFor(t, "head@demo.test");
    await expect(deleteMessage(other, { id: message.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await eventsOf(other, ek())).map((event) => event.outcome)).toEqual(["DENIED"]);

    await deleteMessage(await contextFor(t, COUNSELOR), { id: message.id });
    const page = (await readTicket(author, { id: ticketId })) as FullTicket;
    expect(page.messages).toEqual([]);
  });
});
