import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";
import {
  createProgramItem,
  getProgram,
  type EvaluationItem,
  type FollowUpItem,
} from "./action-programs.repo.js";
import {
  createEvaluationItem,
  createFollowUpItem,
  withProgress,
  type ProgramFields,
} from "./program-item-writes.repo.js";
import type { TestApp } from "../../../tests/helpers/test-app.js";

/** What a program needs before it can be decided: needs, one action, a follow-up and an evaluation date. */
export const COMPLETE = {
  specialNeeds: "Behöver stöd i läsförståelse och struktur i skolarbetet.",
  actions: [
    { action: "Anpassad läsning", timespan: "v. 3–10", followUp: "Varannan vecka", responsible: "Mentor" },
  ],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
};

/**
 * An action program written whole straight into the table (no route, no audit), with its progress as the item
 * writes would leave it, answering its id. Unless `fields` says otherwise: a STANDARD draft at Ekskolan about its
 * first pupil, created by the counselor, without dates; one that is not a draft was decided by the head just now.
 */
export async function storeProgram(t: TestApp, fields: Partial<ProgramFields> = {}): Promise<string> {
  const at = t.clock.now().toISOString();
  const status = fields.status ?? "draft";
  const decided = status !== "draft";
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<ProgramFields>;
  const program: ProgramFields = {
    id: t.deps.ids.id(),
    schoolId: t.seeded.schoolIds.ek!,
    organizationId: t.seeded.organizationIds.demo!,
    studentId: t.seeded.studentIds.ek![0]!,
    investigationId: "",
    status,
    access: "STANDARD",
    recipients: [],
    teamId: "",
    contactTeachers: [],
    editors: [],
    specialNeeds: "Stöd i läsning",
    actions: [],
    followUpDate: "",
    evaluationDate: "",
    studentInformedOn: "",
    guardiansInformedOn: "",
    place: "",
    attendees: [],
    studentInvolved: true,
    guardianInvolved: true,
    links: [],
    decisionMakerId: "",
    decidedById: decided ? t.seeded.userIds["head@demo.test"]! : "",
    decidedByName: decided ? "Henrik Rektor" : "",
    decidedAt: decided ? at : "",
    archivedAt: status === "archived" ? at : "",
    createdById: t.seeded.userIds["counselor@demo.test"]!,
    createdByName: "Cecilia Kurator",
    history: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...given,
  };
  await createProgramItem(t.deps.db, withProgress(program));
  return program.id;
}

/** What every stored follow-up or evaluation has unless told otherwise: at Ekskolan about its first pupil, by the counselor. */
function itemBase(t: TestApp, actionProgramId: string) {
  const at = t.clock.now().toISOString();
  return {
    id: t.deps.ids.id(),
    actionProgramId,
    schoolId: t.seeded.schoolIds.ek!,
    studentId: t.seeded.studentIds.ek![0]!,
    createdById: t.seeded.userIds["counselor@demo.test"]!,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

/**
 * A follow-up of the program, written through the item write (so the program's progress is what the routes would
 * have left), answering its id: not yet summed up, unless `fields` says otherwise.
 */
export async function storeFollowUp(
  t: TestApp,
  actionProgramId: string,
  fields: Pick<FollowUpItem, "responsibleId" | "date"> &
    Partial<Pick<FollowUpItem, "summary" | "functionedWell">>,
): Promise<string> {
  const item = { ...itemBase(t, actionProgramId), summary: "", functionedWell: false, link: "", ...fields };
  await createFollowUpItem(t.deps.db, (await getProgram(t.deps.db, actionProgramId))!, item);
  return item.id;
}

/** An evaluation of the program, written through the item write, answering its id: empty, unless `fields` says otherwise. */
export async function storeEvaluation(
  t: TestApp,
  actionProgramId: string,
  fields: Pick<EvaluationItem, "responsibleId" | "date"> &
    Partial<Pick<EvaluationItem, "successFactors" | "troubles" | "changes">>,
): Promise<string> {
  const item = {
    ...itemBase(t, actionProgramId),
    successFactors: "",
    troubles: "",
    changes: "",
    headDecision: "" as const,
    ...fields,
  };
  await createEvaluationItem(t.deps.db, (await getProgram(t.deps.db, actionProgramId))!, item);
  return item.id;
}

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "actionProgram",
  reason: "pupilHasActionPrograms",
  create: {
    as: "counselor@demo.test",
    path: "/api/action-program",
    body: (pupil) => ({ studentId: pupil, access: "STANDARD" }),
  },
  remove: { as: "counselor@demo.test", path: (id) => `/api/action-program/${id}` },
};
