import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import { getProgram, listProgramsNaming, updateProgramItem } from "./action-programs.repo.js";

/**
 * Takes a staff member who leaves a school off every action program of that school: no longer a recipient, contact
 * teacher or editor, nor its decision maker (a draft then waits for a head's decision; who decided a published one
 * stays recorded). Their absence from the school already denies them access; this keeps it denied should they ever
 * be added back, as the tickets do (tickets/ticket-removal.ts). A list emptied this way only narrows access.
 */
export async function removeFromPrograms(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  for (const { id } of await listProgramsNaming(db, userId, schoolId)) {
    // A concurrent change of the program is retried on a fresh read (twice at most).
    for (let attempt = 0; ; attempt++) {
      const program = await getProgram(db, id);
      if (!program) break;
      try {
        await updateProgramItem(db, program, {
          recipients: program.recipients.filter((person) => person !== userId),
          contactTeachers: program.contactTeachers.filter((person) => person !== userId),
          editors: program.editors.filter((person) => person !== userId),
          decisionMakerId: program.decisionMakerId === userId ? "" : program.decisionMakerId,
          updatedAt: deps.clock.now().toISOString(),
        });
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
