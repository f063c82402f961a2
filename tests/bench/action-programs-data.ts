import { ACTION_PROGRAM_DOCUMENT } from "../../functions/src/actionprograms/action-program.entity.js";
import type { Deps } from "../../functions/src/deps.js";
import { withProgress } from "../../functions/src/actionprograms/program-item-writes.repo.js";
import { pupilRefOf } from "../../functions/src/core/pupil-document/pupil-document-refs.js";
import { allEntities } from "../../functions/src/local/all-entities.js";

/**
 * The benchmark's action programs: one for every `every`-th pupil of a school, drafted by `createdById` at the
 * STANDARD level, a third decided, a third archived (so the list's ongoing filter leaves some out), for the
 * GET /action-program/{schoolId} row of the API benchmark.
 */
export async function seedActionPrograms(
  deps: Deps,
  input: {
    schoolId: string;
    organizationId: string;
    studentIds: readonly string[];
    createdById: string;
    deciderId: string;
    every: number;
  },
): Promise<number> {
  const now = deps.clock.now().getTime();
  const items = input.studentIds
    .filter((_, index) => index % input.every === 0)
    .map((studentId, index) => {
      const at = new Date(now - index * 3_600_000).toISOString();
      const status = (["draft", "published", "archived"] as const)[index % 3]!;
      const decided = status !== "draft";
      return withProgress({
        id: deps.ids.id(),
        schoolId: input.schoolId,
        organizationId: input.organizationId,
        studentId,
        investigationId: "",
        status,
        access: "STANDARD" as const,
        recipients: [],
        teamId: "",
        contactTeachers: [],
        editors: [],
        specialNeeds: "Behöver stöd i läsförståelse och i att planera skolarbetet.",
        actions: [
          {
            action: "Inlästa läromedel",
            timespan: "Hela terminen",
            followUp: "Varannan vecka",
            responsible: "Mentor",
          },
          {
            action: "Veckoplanering med mentor",
            timespan: "v. 3–12",
            followUp: "Månadsvis",
            responsible: "Mentor",
          },
        ],
        followUpDate: "2027-02-01",
        evaluationDate: "2027-05-01",
        studentInformedOn: "",
        guardiansInformedOn: "",
        place: "Konferensrummet",
        attendees: ["Mentor", "Kurator", "Vårdnadshavare"],
        studentInvolved: true,
        guardianInvolved: true,
        links: [],
        decisionMakerId: decided ? input.deciderId : "",
        decidedById: decided ? input.deciderId : "",
        decidedByName: decided ? "Rektor" : "",
        decidedAt: decided ? at : "",
        archivedAt: status === "archived" ? at : "",
        createdById: input.createdById,
        createdByName: "Kurator",
        history: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
      });
    });
  const db = allEntities(deps.db);
  await db.actionProgram.put(items).go({ concurrency: 4 });
  // Each program's ref in the per-pupil index, as the repo's create writes it.
  await db.pupilDocumentRef
    .put(items.map((item) => pupilRefOf(ACTION_PROGRAM_DOCUMENT, item)))
    .go({ concurrency: 4 });
  return items.length;
}
