import type { Deps } from "../deps.js";
import {
  withEvaluationOpenDate,
  withFollowUpOpenDate,
  withProgress,
  type ProgramFields,
} from "./program-item-writes.repo.js";
import { createProgramItem } from "./action-programs.repo.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { actionProgramsEntities } from "./action-program.entity.js";
import type { shareLinkEntities } from "./share-link.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    actionprograms: typeof actionProgramsEntities;
    actionprogramShareLinks: typeof shareLinkEntities;
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** What the demo's action programs need of the seed: ids by key and email, and the staff's names. */
export interface ActionProgramSeedRefs {
  schoolIds: Record<string, string>;
  schoolOrganization: Record<string, string>;
  userIds: Record<string, string>;
  userNames: Record<string, string>;
  studentIds: Record<string, string[]>;
}

/**
 * The demo's action programs at Ekskolan, one chain each: a decided program, corrected once by the head (a new
 * version whose history keeps the earlier place and timespan), with a follow-up and an evaluation (pupil 1), a teacher's draft waiting for the head's decision (pupil 2), and a program archived by an evaluation
 * with "no new program" (pupil 3). Skipped for a plan without Ekskolan or its staff (the benchmark's).
 */
export async function seedDemoActionPrograms(deps: Deps, refs: ActionProgramSeedRefs): Promise<number> {
  const schoolId = refs.schoolIds.ek;
  const pupils = refs.studentIds.ek ?? [];
  const [counselor, head, teacher] = ["counselor@demo.test", "head@demo.test", "teacher@demo.test"].map(
    (email) => ({ id: refs.userIds[email], name: refs.userNames[email] }),
  );
  if (!schoolId || pupils.length < 3 || !counselor?.id || !head?.id || !teacher?.id) return 0;
  const db = allEntities(deps.db);
  const now = deps.clock.now().getTime();
  const iso = (daysFromNow: number) => new Date(now + daysFromNow * DAY).toISOString();
  const day = (daysFromNow: number) => iso(daysFromNow).slice(0, 10);
  /** A line of a program's history that keeps no earlier version: who did what, some days from now. */
  const happened = <const E extends string>(
    daysFromNow: number,
    by: { id?: string | undefined; name?: string | undefined },
    event: E,
  ) => ({ at: iso(daysFromNow), byId: by.id!, byName: by.name!, event, fields: [], before: "{}" });

  /** The ongoing program's first action, which its correction left as it was. */
  const readingSupport = {
    action: "Inlästa läromedel i SO och NO",
    timespan: "Hela terminen",
    followUp: "Varannan vecka",
    responsible: "Mentor",
  };

  const base = (pupil: number, createdBy: { id: string; name: string }, createdDaysAgo: number) => ({
    id: deps.ids.id(),
    schoolId,
    organizationId: refs.schoolOrganization.ek!,
    studentId: pupils[pupil]!,
    investigationId: "",
    access: "STANDARD" as const,
    recipients: [],
    teamId: "",
    contactTeachers: [],
    editors: [],
    studentInformedOn: "",
    guardiansInformedOn: "",
    decisionMakerId: "",
    decidedById: "",
    decidedByName: "",
    decidedAt: "",
    archivedAt: "",
    createdById: createdBy.id,
    createdByName: createdBy.name!,
    createdAt: iso(-createdDaysAgo),
    updatedAt: iso(-createdDaysAgo),
    history: [happened(-createdDaysAgo, createdBy, "CREATED")],
    version: 1,
  });
  const decided = (daysAgo: number) => ({
    decisionMakerId: head.id!,
    decidedById: head.id!,
    decidedByName: head.name!,
    decidedAt: iso(-daysAgo),
  });

  const programs: ProgramFields[] = [
    {
      ...base(0, counselor as { id: string; name: string }, 40),
      ...decided(35),
      status: "published",
      specialNeeds:
        "Eleven behöver stöd i läsförståelse och i att planera skolarbetet. Utredningen visar att hen tappar tråden i längre texter.",
      actions: [
        readingSupport,
        {
          action: "Veckoplanering med specialpedagog",
          timespan: "Måndagar v. 40–50",
          followUp: "Vid uppföljningsmötet",
          responsible: "Specialpedagog",
        },
      ],
      followUpDate: day(7),
      evaluationDate: day(60),
      studentInformedOn: day(-35),
      guardiansInformedOn: day(-34),
      place: "Elevhälsans rum",
      attendees: ["Eleven", "Vårdnadshavare", "Mentor", "Kurator"],
      studentInvolved: true,
      guardianInvolved: true,
      links: [],
      history: [
        happened(-40, counselor!, "CREATED"),
        happened(-35, head, "PUBLISHED"),
        {
          at: iso(-30),
          byId: head.id!,
          byName: head.name!,
          event: "CORRECTED",
          fields: ["actions", "place"],
          before: JSON.stringify({
            actions: [
              readingSupport,
              {
                action: "Veckoplanering med specialpedagog",
                timespan: "Måndagar v. 40–46",
                followUp: "Vid uppföljningsmötet",
                responsible: "Specialpedagog",
              },
            ],
            place: "Grupprummet",
          }),
        },
      ],
      version: 3,
    },
    {
      ...base(1, teacher as { id: string; name: string }, 3),
      status: "draft",
      specialNeeds: "Eleven har svårt att komma igång med uppgifter i matematik.",
      actions: [
        {
          action: "Kortare uppgifter med avstämning",
          timespan: "v. 48–52",
          followUp: "Varje fredag",
          responsible: "Ämneslärare",
        },
      ],
      // Everything a decision needs (the needs, an action, both dates), so the head can decide it (docs/demo-tour.md).
      // A decision refuses a date already passed: the dates lie well ahead, so a demo kept for weeks still decides.
      followUpDate: day(60),
      evaluationDate: day(150),
      place: "",
      attendees: [],
      studentInvolved: false,
      guardianInvolved: false,
      links: [],
    },
    {
      ...base(2, counselor as { id: string; name: string }, 200),
      ...decided(190),
      status: "archived",
      archivedAt: iso(-20),
      specialNeeds: "Eleven behövde stöd med närvaron under vårterminen.",
      actions: [
        {
          action: "Morgonmöte med mentor",
          timespan: "v. 5–20",
          followUp: "Varje vecka",
          responsible: "Mentor",
        },
      ],
      followUpDate: day(-120),
      evaluationDate: day(-20),
      place: "Mentorns klassrum",
      attendees: ["Eleven", "Vårdnadshavare", "Mentor"],
      studentInvolved: true,
      guardianInvolved: true,
      links: [],
      history: [
        happened(-200, counselor!, "CREATED"),
        happened(-190, head, "PUBLISHED"),
        happened(-20, head, "ARCHIVED"),
      ],
      version: 3,
    },
  ];
  const [ongoing, , archived] = programs as [ProgramFields, ProgramFields, ProgramFields];

  const followUp = withFollowUpOpenDate(
    {
      id: deps.ids.id(),
      actionProgramId: ongoing.id,
      schoolId,
      studentId: ongoing.studentId,
      responsibleId: teacher.id!,
      date: day(-14),
      summary: "Inläsningen fungerar bra. Veckoplaneringen behöver mer tid.",
      functionedWell: true,
      link: "",
      createdById: teacher.id!,
      createdAt: iso(-14),
      updatedAt: iso(-14),
      version: 1,
    },
    ongoing.status,
  );
  const evaluation = withEvaluationOpenDate(
    {
      id: deps.ids.id(),
      actionProgramId: archived.id,
      schoolId,
      studentId: archived.studentId,
      responsibleId: counselor!.id!,
      date: day(-20),
      successFactors: "Tydliga morgonrutiner och kontakt med hemmet.",
      troubles: "Några veckor med sjukdom i mars.",
      changes: "Inga ytterligare åtgärder behövs.",
      headDecision: "NO_NEW_PROGRAM",
      createdById: head.id!,
      createdAt: iso(-20),
      updatedAt: iso(-20),
      version: 1,
    },
    archived.status,
  );
  for (const program of programs) {
    // Through the repo: the program's pupil ref goes with it (the pupil-deletion check reads it).
    await createProgramItem(
      deps.db,
      withProgress(program, { followUps: [followUp], evaluations: [evaluation] }),
    );
  }
  await db.actionProgramFollowUp.create(followUp).go();
  await db.actionProgramEvaluation.create(evaluation).go();
  return programs.length;
}

export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 40,
    name: "action programs",
    seed: async (deps, { refs }) => void (await seedDemoActionPrograms(deps, refs)),
  },
];
