import { SMILEYS, type Smiley } from "#shared/tickets/ticket.constants";
import type { Feedback, Reaction } from "#shared/tickets/ticket.schema";

/** What a click on a smiley does (one reaction per person and entry; 'Ta bort min reaktion' withdraws it). */
export type ReactionChange =
  | { kind: "create"; body: { feedbackId: string; smiley: Smiley } }
  | { kind: "update"; reactionId: string; body: { smiley: Smiley; version: number } }
  | { kind: "none" };

/** The caller's own reaction to an entry, if any. */
export function ownReaction(feedback: Pick<Feedback, "reactions">, userId: string): Reaction | undefined {
  return feedback.reactions.find((reaction) => reaction.user.id === userId);
}

/**
 * No reaction yet: POST /reaction. A different smiley: PATCH /reaction/{id} with the reaction's version. The same
 * smiley again: nothing.
 */
export function reactionChange(
  feedback: Pick<Feedback, "id" | "reactions">,
  userId: string,
  smiley: Smiley,
): ReactionChange {
  const own = ownReaction(feedback, userId);
  if (!own) return { kind: "create", body: { feedbackId: feedback.id, smiley } };
  if (own.smiley === smiley) return { kind: "none" };
  return { kind: "update", reactionId: own.id, body: { smiley, version: own.version } };
}

/** How many people chose each smiley. */
export function smileyCounts(reactions: readonly Pick<Reaction, "smiley">[]): Record<Smiley, number> {
  const counts = Object.fromEntries(SMILEYS.map((smiley) => [smiley, 0])) as Record<Smiley, number>;
  for (const reaction of reactions) counts[reaction.smiley] += 1;
  return counts;
}

/** The entry with `reaction` in place of the author's earlier one (the answer to a POST or PATCH). */
export function withReaction<T extends Pick<Feedback, "id" | "reactions">>(
  feedback: T,
  reaction: Reaction,
): T {
  if (feedback.id !== reaction.feedbackId) return feedback;
  const others = feedback.reactions.filter(
    (existing) => existing.id !== reaction.id && existing.user.id !== reaction.user.id,
  );
  return { ...feedback, reactions: [...others, reaction] };
}

/** The entry without the reaction withdrawn (DELETE /reaction/{id}). */
export function withoutReaction<T extends Pick<Feedback, "reactions">>(feedback: T, reactionId: string): T {
  if (!feedback.reactions.some((reaction) => reaction.id === reactionId)) return feedback;
  return { ...feedback, reactions: feedback.reactions.filter((reaction) => reaction.id !== reactionId) };
}
