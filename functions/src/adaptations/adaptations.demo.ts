import type { AdaptationCategory } from "#shared/adaptations/adaptation.schema";
import { storeAdaptation } from "./adaptation-fixtures.js";
import type { Deps } from "../deps.js";
import { storeFWarning } from "../fwarnings/index.js";
import type { DemoRefs, DemoSeedStep } from "../local/demo-seeds.js";
import type { adaptationsEntities } from "./adaptation.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    adaptations: typeof adaptationsEntities;
  }
}

/**
 * The demo's chain of Skollagen 3 kap. on a few of Ekskolan's pupils, in time order: an F-warning, the extra
 * adaptations made from it, and the teachers' feedback over the following weeks. One adaptation is past its review
 * date with no feedback, so the list shows it as due for follow-up. Days are counted back from today.
 */
interface DemoChain {
  pupil: number;
  warning?: {
    isWarning: boolean;
    course: string;
    reason: string;
    feedback: string;
    author: string;
    daysAgo: number;
  };
  adaptations: {
    subjects: string[];
    categories: AdaptationCategory[];
    description: string;
    author: string;
    responsible: string[];
    daysAgo: number;
    reviewInDays: number;
    fromWarning?: boolean;
    feedback: { author: string; text: string; daysAgo: number }[];
  }[];
}

const TEACHER = "teacher@demo.test";
const COUNSELOR = "counselor@demo.test";
const HEAD = "head@demo.test";

export const DEMO_CHAINS: DemoChain[] = [
  {
    pupil: 0,
    warning: {
      isWarning: true,
      course: "Matematik",
      reason: "Har inte lämnat in de två senaste uppgifterna och klarade inte provet om algebra.",
      feedback: "Samtal med eleven och vårdnadshavare den 3 november. Eleven vill ha hjälp att komma igång.",
      author: TEACHER,
      daysAgo: 42,
    },
    adaptations: [
      {
        subjects: ["Matematik"],
        categories: ["GETTING_STARTED", "STRUCTURE", "EXTRA_TIME"],
        description:
          "Läraren går igenom uppgiften enskilt i början av lektionen. Skriftlig planering för veckan.",
        author: TEACHER,
        responsible: [TEACHER],
        daysAgo: 40,
        reviewInDays: 28,
        fromWarning: true,
        feedback: [
          {
            author: TEACHER,
            text: "Kommer igång snabbare. Har lämnat in veckans uppgift i tid.",
            daysAgo: 26,
          },
          { author: COUNSELOR, text: "Eleven säger själv att planeringen hjälper.", daysAgo: 14 },
          {
            author: TEACHER,
            text: "Klarade omprovet. Vi fortsätter med anpassningen terminen ut.",
            daysAgo: 5,
          },
        ],
      },
    ],
  },
  {
    pupil: 1,
    adaptations: [
      {
        subjects: ["Svenska", "Engelska"],
        categories: ["DIGITAL_TOOLS", "ORAL_ASSESSMENT"],
        description: "Talsyntes för längre texter. Får redovisa muntligt i stället för skriftligt vid behov.",
        author: COUNSELOR,
        responsible: [TEACHER],
        daysAgo: 35,
        // Past its review date with no feedback: flagged for follow-up.
        reviewInDays: 21,
        feedback: [],
      },
    ],
  },
  {
    pupil: 2,
    warning: {
      isWarning: false,
      course: "Engelska",
      reason: "Underlag saknas för betyget E i läsförståelse och skriftlig produktion.",
      feedback: "Eleven och vårdnadshavare är informerade. Plan för att visa kunskaperna före jul.",
      author: HEAD,
      daysAgo: 20,
    },
    adaptations: [
      {
        subjects: ["Engelska"],
        categories: ["ADAPTED_MATERIAL", "PLACEMENT", "BREAKS"],
        description: "Lättläst material, plats nära läraren och korta pauser under längre arbetspass.",
        author: HEAD,
        responsible: [TEACHER, COUNSELOR],
        daysAgo: 18,
        reviewInDays: 35,
        fromWarning: true,
        feedback: [{ author: TEACHER, text: "Pauserna fungerar. Läser mer av texterna nu.", daysAgo: 4 }],
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Writes the demo chains on Ekskolan (skipped where the plan has no Ekskolan). */
export async function seedDemoAdaptations(deps: Deps, refs: DemoRefs): Promise<void> {
  const schoolId = refs.schoolIds.ek;
  if (!schoolId) return;
  const organizationId = refs.schoolOrganization.ek!;
  const pupils = refs.studentIds.ek ?? [];
  const now = deps.clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const day = (daysAgo: number) => at(daysAgo).slice(0, 10);
  const person = (email: string) => ({ id: refs.userIds[email]!, name: refs.userNames[email]! });
  for (const chain of DEMO_CHAINS) {
    const studentId = pupils[chain.pupil];
    if (!studentId) continue;
    const base = { schoolId, organizationId, studentId };
    let warningId = "";
    if (chain.warning) {
      const { author, daysAgo, ...fields } = chain.warning;
      warningId = deps.ids.id();
      await storeFWarning(deps.db, {
        ...base,
        ...fields,
        id: warningId,
        authorId: person(author).id,
        authorName: person(author).name,
        startDate: day(daysAgo),
        plannedEndDate: day(daysAgo - 60),
        createdAt: at(daysAgo),
      });
    }
    for (const plan of chain.adaptations) {
      await storeAdaptation(deps.db, {
        ...base,
        id: deps.ids.id(),
        subjects: plan.subjects,
        categories: plan.categories,
        description: plan.description,
        responsible: plan.responsible.map((email) => person(email).id),
        authorId: person(plan.author).id,
        authorName: person(plan.author).name,
        startDate: day(plan.daysAgo),
        reviewDate: day(plan.daysAgo - plan.reviewInDays),
        fWarningId: plan.fromWarning ? warningId : "",
        feedback: plan.feedback.map((entry) => ({
          id: deps.ids.id(),
          authorId: person(entry.author).id,
          authorName: person(entry.author).name,
          text: entry.text,
          createdAt: at(entry.daysAgo),
        })),
        createdAt: at(plan.daysAgo),
        updatedAt: at(Math.min(plan.daysAgo, ...plan.feedback.map((entry) => entry.daysAgo))),
      });
    }
  }
}

/**
 * Kept in local/ until the F-warnings domain's public module offers a way to store one (the chains write
 * F-warnings beside the adaptations); then it moves to adaptations/. Only for a plan with hand-written tickets.
 */
export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 50,
    name: "adaptations",
    seed: async (deps, { plan, refs }) => {
      if (plan.tickets?.length) await seedDemoAdaptations(deps, refs);
    },
  },
];
