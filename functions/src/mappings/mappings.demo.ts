import type { Deps } from "../deps.js";
import { createMappingItem } from "./mappings.repo.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoRefs, DemoSeedStep } from "../local/demo-seeds.js";
import type { mappingsEntities } from "./mapping.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    mappings: typeof mappingsEntities;
  }
}

/**
 * The demo's mappings (kartläggningar), on pupils whose tickets tell the same story: the pupil with high absence
 * (past its deadline, both asked have answered, Närvaro low), the pupil who struggles to get started (ongoing, one
 * of two has answered) and the pupil with adaptations in mathematics (archived, an action program begun).
 */
interface DemoMapping {
  school: string;
  pupil: number;
  createdBy: string;
  respondents: string[];
  /** Days from today (negative: past). */
  deadlineInDays: number;
  active: boolean;
  actionProgramBegun: boolean;
  /** Per person who answered: question key -> label id, or text for the open questions. */
  answers: Record<string, Record<string, string>>;
}

const OPEN = new Set(["strengths", "problems"]);

const DEMO_MAPPINGS: DemoMapping[] = [
  {
    school: "ek",
    pupil: 0,
    createdBy: "counselor@demo.test",
    respondents: ["teacher@demo.test", "head@demo.test"],
    deadlineInDays: -4,
    active: true,
    actionProgramBegun: false,
    answers: {
      "teacher@demo.test": {
        learning: "OFTEN",
        reading: "ALWAYS",
        writing: "MOSTLY",
        presence: "VERYRARELY",
        starting: "PERIODSWORKING",
        focus: "PERIODSLESSWORKING",
        studentInteraction: "MAINLYWORKING",
        mentalHealth: "DONTKNOW",
        reaching: "MAINLYWORKING",
        strengths: "Läser gärna och deltar aktivt när eleven är på plats.",
        problems: "Missar många förmiddagslektioner och tappar därför sammanhanget.",
      },
      "head@demo.test": {
        presence: "RARELY",
        staffInteraction: "MAINLYWORKING",
        physicalHealth: "NO",
        mentalHealth: "YES",
        planning: "NOTWORKING",
      },
    },
  },
  {
    school: "ek",
    pupil: 30,
    createdBy: "teacher@demo.test",
    respondents: ["teacher@demo.test", "counselor@demo.test"],
    deadlineInDays: 14,
    active: true,
    actionProgramBegun: false,
    answers: {
      "teacher@demo.test": {
        starting: "NOTWORKING",
        finishing: "PERIODSLESSWORKING",
        instructions: "PERIODSWORKING",
        attention: "PERIODSLESSWORKING",
        impulse: "MAINLYWORKING",
        presence: "ALWAYS",
        fineSkills: "SOMECHALLENGE",
        strengths: "Kreativ och har lätt för att samarbeta i grupp.",
        problems: "Kommer sällan igång med eget arbete utan stöd.",
      },
    },
  },
  {
    school: "ek",
    pupil: 2,
    createdBy: "counselor@demo.test",
    respondents: ["teacher@demo.test"],
    deadlineInDays: -30,
    active: false,
    actionProgramBegun: true,
    answers: {
      "teacher@demo.test": {
        learning: "RARELY",
        abilities: "RARELY",
        performing: "NOTWORKING",
        reaching: "NOTWORKING",
        presence: "OFTEN",
        strengths: "Noggrann och ger inte upp.",
        problems: "Når inte målen i matematik trots anpassningar.",
      },
    },
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Writes the demo mappings and their answers (only for schools of the plan). Answers how many were written. */
export async function seedDemoMappings(deps: Deps, refs: DemoRefs): Promise<number> {
  const db = allEntities(deps.db);
  const now = deps.clock.now().getTime();
  const user = (email: string) => ({ id: refs.userIds[email]!, name: refs.userNames[email]! });
  let written = 0;
  for (const [index, plan] of DEMO_MAPPINGS.entries()) {
    const studentId = refs.studentIds[plan.school]?.[plan.pupil];
    if (!refs.schoolIds[plan.school] || !studentId) continue;
    const mappingId = deps.ids.id();
    const createdAt = new Date(now - (20 - index) * DAY).toISOString();
    const creator = user(plan.createdBy);
    // Through the repo: the mapping's pupil ref goes with it (the pupil-deletion check reads it).
    await createMappingItem(deps.db, {
      mappingId,
      schoolId: refs.schoolIds[plan.school]!,
      organizationId: refs.schoolOrganization[plan.school]!,
      studentId,
      createdById: creator.id,
      createdByName: creator.name,
      respondents: plan.respondents.map(user),
      ...(Object.keys(plan.answers).length > 0
        ? { answeredBy: Object.keys(plan.answers).map((email) => user(email).id) }
        : {}),
      deadline: new Date(now + plan.deadlineInDays * DAY).toISOString().slice(0, 10),
      active: plan.active,
      actionProgramBegun: plan.actionProgramBegun,
      updatedByRole: plan.createdBy.startsWith("teacher") ? "TEACHER" : "COUNSELOR",
      createdAt,
      updatedAt: createdAt,
      version: 1,
    });
    for (const [email, answers] of Object.entries(plan.answers)) {
      const answerer = user(email);
      await db.mappingAnswer
        .put({
          mappingId,
          userId: answerer.id,
          userName: answerer.name,
          answers: Object.entries(answers).map(([key, value]) =>
            OPEN.has(key) ? { key, text: value } : { key, label: value },
          ),
          answeredAt: new Date(now - (10 - index) * DAY).toISOString(),
        })
        .go();
    }
    written++;
  }
  return written;
}

/** After the demo's tickets, which the mappings read; only for a plan with hand-written tickets. */
export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 20,
    name: "mappings",
    seed: async (deps, { plan, refs }) => {
      if (plan.tickets?.length) await seedDemoMappings(deps, refs);
    },
  },
];
