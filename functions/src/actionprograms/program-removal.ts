import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
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
          recipients: program.recipients.filter((person) => person !== userId),
          contactTeachers: program.contactTeachers.filter((person) => person !== userId),
          editors: program.editors.filter((person) => person !== userId),
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

/** Applies `change` to each of the school's programs naming the person, on a fresh read (a conflict retried twice). */
async function forgetOnPrograms(
  deps: Deps,
  userId: string,
  schoolId: string,
  change: (program: ActionProgramItem) => ProgramChanges | null,
): Promise<void> {
  const { db } = deps;
  for (const { id } of await listProgramsNaming(db, userId, schoolId)) {
    for (let attempt = 0; ; attempt++) {
      const program = await getProgram(db, id);
      const changes = program && change(program);
      if (!program || !changes) break;
      try {
        await updateProgramItem(db, program, { ...changes, updatedAt: deps.clock.now().toISOString() });
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
