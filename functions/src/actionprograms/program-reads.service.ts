import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import { getSchool } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { guardProgram, programTarget, ProgramRelations, toProgram } from "./action-program-access.js";
import { getProgram, type ActionProgramItem } from "./action-programs.repo.js";

/**
 * Reads of one action program: the program itself (the view needs no list) and its decision document (PDF). Each
 * loads the program, guards the read with the program's policy (a program of another school than the path names is
 * not found) and audits it.
 */

const ENTITY = "actionProgram";

async function loadReadable(
  ctx: RequestContext,
  input: { schoolId: string; id: string },
  action: "READ" | "DOWNLOAD",
) {
  const found = await getProgram(ctx.deps.db, input.id);
  const stored = found && found.schoolId === input.schoolId ? found : null;
  const target = programTarget(ctx.actor, stored, action, ENTITY, input.id);
  const relations = new ProgramRelations(ctx.deps.db);
  const { program, access } = await guardProgram(ctx, stored, relations, "read", target);
  return { program, access, target };
}

/** GET /action-program/{schoolId}/{id}: one program as the caller sees it. */
export async function readActionProgram(
  ctx: RequestContext,
  input: { schoolId: string; id: string },
): Promise<ActionProgram> {
  const { program, access, target } = await loadReadable(ctx, input, "READ");
  await audit(ctx, target);
  return toProgram(program, access, ctx.actor);
}

/** The decision document's file name: the program and the decision date, nothing about the pupil. */
const fileNameOf = (program: ActionProgramItem, swedishDate: (iso: string) => string) =>
  `atgardsprogram-beslut-${swedishDate(program.decidedAt)}-${program.id.slice(0, 8)}.pdf`;

/**
 * GET /action-program/{schoolId}/{id}/pdf: the decision document of a decided program (published, or archived after
 * it); a draft has no decision yet (409 with the reason).
 */
export async function actionProgramDecisionDocument(
  ctx: RequestContext,
  input: { schoolId: string; id: string },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { program, target } = await loadReadable(ctx, input, "DOWNLOAD");
  if (program.status === "draft" || !program.decidedAt) {
    throw await auditedConflict(ctx, target, "actionProgramNotDecided");
  }
  const [school, student] = await Promise.all([
    getSchool(ctx.deps.db, program.schoolId),
    getStudent(ctx.deps.db, program.studentId),
  ]);
  // pdf-lib and its fonts (about 350 kB) load with the first document, not with every cold start of the domain.
  const { decisionDocumentPdf, swedishDate } = await import("./decision-document.js");
  const pdf = await decisionDocumentPdf({
    language: ctx.language,
    schoolName: school?.name ?? "",
    studentName: student?.name ?? "",
    specialNeeds: program.specialNeeds,
    actions: program.actions,
    followUpDate: program.followUpDate || null,
    evaluationDate: program.evaluationDate || null,
    decisionMaker: program.decidedByName,
    decidedAt: program.decidedAt,
    archivedAt: program.archivedAt || null,
    createdAt: new Date(program.decidedAt),
  });
  await audit(ctx, target);
  return { pdf, fileName: fileNameOf(program, swedishDate) };
}
