import type { Deps } from "../deps.js";
import { takeOffDocuments } from "../core/pupil-document/removal.js";
import { getMapping, listMappingsAsking, updateMappingItem } from "./mappings.repo.js";

/**
 * Takes a staff member who leaves a school off every mapping of that school that asks them to answer. Their
 * absence from the school already denies them access; this keeps it denied should they ever be added back (as a
 * teacher, say), as the tickets do (tickets/ticket-removal.ts): the policy grants "answer" to anyone among
 * `respondents`, and the calendar shows them the deadline.
 *
 * - Not answered: simply no longer asked (nobody waits on them, no reminder goes to them).
 * - Answered: their answers stay with the mapping and keep counting in its view and scores, for the staff who
 *   remain. The design chosen is the smallest safe one: they leave `respondents` too (so nothing that grants access
 *   or asks anything of them, the policy, calendar, reminders or answering, names them any more) and their id goes
 *   to `formerRespondentIds`, which only the view reads, to keep their answer set shown and scored. A list of
 *   left ids that the policy would read as "no access" was the other way; it would leave a person who is no longer
 *   staff among those asked, so a manager re-sending the list as shown (PATCH respondents) would be refused, or
 *   would silently drop their answers.
 *
 * The mapping's creator keeps the author's rights (as in every domain). Each mapping is written on the version
 * read (core's removal step: a concurrent change is retried on a fresh read).
 */
export const removeFromMappings = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  takeOffDocuments({
    naming: async () =>
      (await listMappingsAsking(deps.db, userId, schoolId)).map((mapping) => ({ id: mapping.mappingId })),
    read: (mappingId) => getMapping(deps.db, mappingId),
    change: (mapping) => {
      if (!mapping.respondents.some((respondent) => respondent.id === userId)) return null;
      const answered = (mapping.answeredBy ?? []).includes(userId);
      const former = mapping.formerRespondentIds ?? [];
      return {
        respondents: mapping.respondents.filter((respondent) => respondent.id !== userId),
        ...(answered && !former.includes(userId) ? { formerRespondentIds: [...former, userId] } : {}),
      };
    },
    write: (mapping, change) => updateMappingItem(deps.db, mapping, change, deps.clock.now().toISOString()),
  });
