import { describe, expect, it } from "vitest";
import type { Reaction } from "#shared/tickets/ticket.schema";
import { ownReaction, reactionChange, smileyCounts, withoutReaction, withReaction } from "./reaction-rules";

const me = "user-me";
function reaction(overrides: Partial<Reaction> = {}): Reaction {
  return {
    id: "r-1",
    feedbackId: "f-1",
    ticketId: "t-1",
    smiley: "PROGRESSING",
    user: { id: me, name: "Malin Kurator" },
    createdAt: "2026-03-01T10:00:00Z",
    updatedAt: "2026-03-01T10:00:00Z",
    version: 3,
    ...overrides,
  };
}
const other = reaction({ id: "r-2", user: { id: "user-other", name: "Hans Rektor" }, smiley: "COMPLETED" });

describe("a click on a smiley", () => {
  it("creates a reaction when the caller has none (others' do not count)", () => {
    expect(reactionChange({ id: "f-1", reactions: [other] }, me, "CLOSETOGOAL")).toEqual({
      kind: "create",
      body: { feedbackId: "f-1", smiley: "CLOSETOGOAL" },
    });
  });

  it("changes the caller's reaction to another smiley, with its version", () => {
    expect(reactionChange({ id: "f-1", reactions: [other, reaction()] }, me, "REACHEDTARGET")).toEqual({
      kind: "update",
      reactionId: "r-1",
      body: { smiley: "REACHEDTARGET", version: 3 },
    });
  });

  it("does nothing for the smiley the caller already chose", () => {
    expect(reactionChange({ id: "f-1", reactions: [reaction()] }, me, "PROGRESSING")).toEqual({
      kind: "none",
    });
  });
});

describe("the smileys' state", () => {
  it("finds the caller's own reaction", () => {
    expect(ownReaction({ reactions: [other, reaction()] }, me)?.id).toBe("r-1");
    expect(ownReaction({ reactions: [other] }, me)).toBeUndefined();
  });

  it("counts each smiley", () => {
    expect(smileyCounts([reaction(), other, reaction({ id: "r-3" })])).toEqual({
      WANTSSUPPORT: 0,
      PROGRESSING: 2,
      CLOSETOGOAL: 0,
      COMPLETED: 1,
      REACHEDTARGET: 0,
    });
  });

  it("puts the answer of a write in place of the caller's earlier reaction", () => {
    const changed = reaction({ smiley: "COMPLETED", version: 4 });
    const entry = withReaction({ id: "f-1", reactions: [reaction(), other] }, changed);
    expect(entry.reactions).toEqual([other, changed]);
    const fresh = withReaction({ id: "f-1", reactions: [other] }, reaction({ id: "r-9" }));
    expect(fresh.reactions.map((item) => item.id)).toEqual(["r-2", "r-9"]);
    const untouched = { id: "f-2", reactions: [other] };
    expect(withReaction(untouched, changed)).toBe(untouched);
  });
});

describe("withdrawing one's reaction", () => {
  it("takes exactly that reaction off the entry, and leaves an entry without it as it is", () => {
    const entry = { id: "f-1", reactions: [other, reaction()] };
    expect(withoutReaction(entry, "r-1").reactions).toEqual([other]);
    expect(withoutReaction(entry, "r-9")).toBe(entry);
  });
});
