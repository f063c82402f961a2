import type { Deps } from "../deps.js";
import { takeOffDocuments, without } from "../core/pupil-document/removal.js";
import {
  getProgram,
  listProgramsNaming,
  updateProgramItem,
  type ActionProgramItem,
  type ProgramChanges,
} from "./action-programs.repo.js";

/**
 * Takes a staff member who leaves a school off every action program of that school: no longer a recipient, contact
 * teacher or editor, nor its decision maker (a draft then waits for a head's decision; who decided a published one
 * stays recorded). Their absence from the school already denies them access; this keeps it denied should they ever
 * be added back, as the tickets do (tickets/ticket-removal.ts). A list emptied this way only narrows access.
 */
export async function removeFromPrograms(deps: Deps, userId: string, schoolId: string): Promise<void> {
  await forgetOnPrograms(deps, userId, schoolId, (program) =>
    // Already done (a retry after a run that failed part-way, or a lagging index): nothing to write.
    program.decisionMakerId !== userId &&
    ![program.recipients, program.contactTeachers, program.editors].some((list) => list.includes(userId))
      ? null
      : {
          recipients: without(program.recipients, userId),
          contactTeachers: without(program.contactTeachers, userId),
          editors: without(program.editors, userId),
          decisionMakerId: program.decisionMakerId === userId ? "" : program.decisionMakerId,
        },
  );
}

/**
 * A person no longer works at the school as student-health staff or head (their roles there changed): they are no
 * longer any program's decision maker there. The policy lets the named decision maker read the program whatever
 * its access level (so they can decide), which a teacher must not keep; a draft then waits for a head's decision.
 */
export async function releaseProgramDecisionsOf(deps: Deps, userId: string, schoolId: string): Promise<void> {
  await forgetOnPrograms(deps, userId, schoolId, (program) =>
    program.decisionMakerId === userId ? { decisionMakerId: "" } : null,
  );
}

/** Applies `change` to each of the school's programs naming the person (core's removal step). */
const forgetOnPrograms = (
  deps: Deps,
  userId: string,
  schoolId: string,
  change: (program: ActionProgramItem) => ProgramChanges | null,
): Promise<void> =>
  takeOffDocuments({
    naming: () => listProgramsNaming(deps.db, userId, schoolId),
    read: (id) => getProgram(deps.db, id),
    change,
    write: (program, changes) =>
      updateProgramItem(deps.db, program, { ...changes, updatedAt: deps.clock.now().toISOString() }),
  });
