import type { Deps } from "../deps.js";
import { withFollowUpOpenDate, withProgress, type ProgramFields } from "./program-item-writes.repo.js";
import { createProgramItem } from "./action-programs.repo.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { ActionProgramSeedRefs } from "./action-programs.demo.js";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Follow-up discipline in the demo: Ekskolan's fourth pupil has a program the counselor drafted and the head decided
 * six weeks ago, whose follow-up date passed ten days ago with no follow-up done, and a follow-up the counselor
 * planned for three days ago and has not written. Both wait on the counselor's overview; the program is flagged in
 * the list. Skipped for a plan without Ekskolan or its staff.
 */
export async function seedDemoLateFollowUps(deps: Deps, refs: ActionProgramSeedRefs): Promise<number> {
  const schoolId = refs.schoolIds.ek;
  const studentId = refs.studentIds.ek?.[3];
  const counselorId = refs.userIds["counselor@demo.test"];
  const headId = refs.userIds["head@demo.test"];
  if (!schoolId || !studentId || !counselorId || !headId) return 0;
  const counselorName = refs.userNames["counselor@demo.test"] ?? "";
  const headName = refs.userNames["head@demo.test"] ?? "";
  const now = deps.clock.now().getTime();
  const iso = (daysFromNow: number) => new Date(now + daysFromNow * DAY).toISOString();
  const day = (daysFromNow: number) => iso(daysFromNow).slice(0, 10);
  const db = allEntities(deps.db);

  const program: ProgramFields = {
    id: deps.ids.id(),
    schoolId,
    organizationId: refs.schoolOrganization.ek!,
    studentId,
    investigationId: "",
    status: "published",
    access: "STANDARD",
    recipients: [],
    teamId: "",
    contactTeachers: [],
    editors: [],
    specialNeeds:
      "Eleven behöver stöd för att komma till skolan i tid och för att hinna klart med uppgifter under lektionstid.",
    actions: [
      {
        action: "Avstämning med mentor varje morgon",
        timespan: "Sex veckor",
        followUp: "Efter tre veckor",
        responsible: "Mentor",
      },
      {
        action: "Samtal med kurator varannan vecka",
        timespan: "Sex veckor",
        followUp: "Vid uppföljningsmötet",
        responsible: "Kurator",
      },
    ],
    followUpDate: day(-10),
    evaluationDate: day(50),
    studentInformedOn: day(-40),
    guardiansInformedOn: day(-40),
    place: "Elevhälsans rum",
    attendees: ["Eleven", "Vårdnadshavare", "Mentor", "Kurator"],
    studentInvolved: true,
    guardianInvolved: true,
    links: [],
    decisionMakerId: headId,
    decidedById: headId,
    decidedByName: headName,
    decidedAt: iso(-40),
    archivedAt: "",
    createdById: counselorId,
    createdByName: counselorName,
    createdAt: iso(-45),
    updatedAt: iso(-40),
    history: [
      { at: iso(-45), byId: counselorId, byName: counselorName, event: "CREATED", fields: [], before: "{}" },
      { at: iso(-40), byId: headId, byName: headName, event: "PUBLISHED", fields: [], before: "{}" },
    ],
    version: 2,
  };
  const followUp = withFollowUpOpenDate(
    {
      id: deps.ids.id(),
      actionProgramId: program.id,
      schoolId,
      studentId,
      responsibleId: counselorId,
      date: day(-3),
      summary: "",
      functionedWell: false,
      link: "",
      createdById: counselorId,
      createdAt: iso(-20),
      updatedAt: iso(-20),
      version: 1,
    },
    program.status,
  );
  await createProgramItem(deps.db, withProgress(program, { followUps: [followUp] }));
  await db.actionProgramFollowUp.create(followUp).go();
  return 1;
}

export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 100,
    name: "late follow-ups",
    seed: async (deps, { refs }) => void (await seedDemoLateFollowUps(deps, refs)),
  },
];
