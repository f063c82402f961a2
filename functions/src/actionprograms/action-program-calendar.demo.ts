import { stockholmDateOf } from "#shared/dates";
import { withFollowUpOpenDate } from "./program-item-writes.repo.js";
import type { Deps } from "../deps.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { ActionProgramSeedRefs } from "./action-programs.demo.js";

/**
 * Something for today in the demo's calendar: on the decided action program of Ekskolan's fourth pupil (the one past
 * its follow-up date, action-program-follow-ups.demo.ts), a follow-up the head planned for today and has not written
 * yet. The head's sidebar calendar shows "1 händelse i dag" and the day links to the program; the rest of the month
 * has the demo's own dates (the first pupil's program's follow-up date, the mappings' deadlines, the counselor's late
 * follow-up). Due today, not late: the overview's cards stay as they were. Skipped for a plan without Ekskolan, its
 * head or that program.
 */
export async function seedDemoCalendar(deps: Deps, refs: ActionProgramSeedRefs): Promise<number> {
  const schoolId = refs.schoolIds.ek;
  const studentId = refs.studentIds.ek?.[3];
  const headId = refs.userIds["head@demo.test"];
  if (!schoolId || !studentId || !headId) return 0;
  const db = allEntities(deps.db);
  const { data: programs } = await db.actionProgram.query
    .bySchool({ schoolId })
    .where((attr, op) => `${op.eq(attr.studentId, studentId)} AND ${op.eq(attr.status, "published")}`)
    .go({ pages: "all" });
  const program = programs[0];
  if (!program) return 0;
  const at = deps.clock.now().toISOString();
  await db.actionProgramFollowUp
    .create(
      withFollowUpOpenDate(
        {
          id: deps.ids.id(),
          actionProgramId: program.id,
          schoolId,
          studentId,
          responsibleId: headId,
          date: stockholmDateOf(deps.clock.now()),
          summary: "",
          functionedWell: false,
          link: "",
          createdById: headId,
          createdAt: at,
          updatedAt: at,
          version: 1,
        },
        program.status,
      ),
    )
    .go();
  return 1;
}

export const demoSeeds: readonly DemoSeedStep[] = [
  { order: 120, name: "calendar", seed: async (deps, { refs }) => void (await seedDemoCalendar(deps, refs)) },
];
