import {
  withProgress,
  type ProgramFields,
} from "../../functions/src/actionprograms/program-item-writes.repo.js";
import type { TestApp } from "./test-app.js";

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
  await t.db.actionProgram.create(withProgress(program)).go();
  return program.id;
}
