import type { Deps } from "../deps.js";
import { listAdaptationsOfStudent } from "../adaptations/index.js";
import type { Db } from "../db/db.js";
import { listFWarningsOfStudent } from "../fwarnings/index.js";
import { createInvestigationItem } from "./investigations.repo.js";
import { listMappingsOfSchool } from "../mappings/index.js";
import type { DemoRefs, DemoSeedStep } from "../local/demo-seeds.js";
import type { investigationsEntities } from "./investigation.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    investigations: typeof investigationsEntities;
  }
}

/**
 * Demo pedagogical investigations (Skollagen 3 kap. 7-8 §) on Ekskolan's first pupils, in 7A (mentored by
 * teacher@demo.test): one published that leads to an action program, with contributions from the mentor and
 * student health; one published where the decision not to write a program is recorded with its reason; one draft
 * the mentor is asked to contribute to. Björkskolan has one draft. Each rests on the pupil's mappings, adaptations
 * and F-warnings made before it (the support chain on the pupil's page). See them at /actions/investigation.
 */
interface DemoInvestigation {
  school: string;
  pupil: number;
  author: string;
  status: "DRAFT" | "PUBLISHED";
  background: string;
  schoolSituation: string;
  healthInformation: string;
  analysis: string;
  outcome: "" | "PROGRAM" | "NO_PROGRAM";
  noProgramReason?: string;
  contributors?: string[];
  contributions?: { author: string; text: string }[];
  /** Days before now it was started. */
  daysAgo: number;
}

const DEMO_INVESTIGATIONS: DemoInvestigation[] = [
  {
    school: "ek",
    pupil: 0,
    author: "counselor@demo.test",
    status: "PUBLISHED",
    background:
      "Eleven har haft extra anpassningar i matematik och svenska sedan augusti (förlängd tid, uppgifter i " +
      "mindre delar). Mentor ser ingen tydlig förbättring och eleven riskerar att inte nå kunskapskraven.",
    schoolSituation:
      "Eleven kommer sällan igång med uppgifter på egen hand och tappar fokus efter några minuter i helklass. " +
      "I liten grupp med tydlig struktur fungerar arbetet bättre. Frånvaron är låg.",
    healthInformation:
      "Skolpsykologen har gjort en första bedömning och ser tecken på koncentrationssvårigheter. Vårdnadshavare " +
      "har kontakt med vårdcentralen.",
    analysis:
      "Anpassningarna har inte räckt. Eleven behöver särskilt stöd i form av regelbunden undervisning i liten " +
      "grupp och en elevassistent under matematiklektionerna.",
    outcome: "PROGRAM",
    contributors: ["teacher@demo.test"],
    contributions: [
      {
        author: "teacher@demo.test",
        text: "I klassrummet fungerar det bäst när eleven får en skriftlig lista över lektionens moment.",
      },
      {
        author: "counselor@demo.test",
        text: "Samtal med eleven och vårdnadshavare den 3 november: eleven vill själv ha mer hjälp med planering.",
      },
    ],
    daysAgo: 20,
  },
  {
    school: "ek",
    pupil: 1,
    author: "head@demo.test",
    status: "PUBLISHED",
    background: "Mentor har signalerat att eleven har svårt med läsförståelse i samhällsorienterande ämnen.",
    schoolSituation:
      "Eleven läser långsamt men förstår texten när den läses upp. Inlämningar kommer i tid och är genomarbetade.",
    healthInformation: "",
    analysis: "Svårigheterna kan mötas med fortsatta extra anpassningar: inlästa läromedel och talsyntes.",
    outcome: "NO_PROGRAM",
    noProgramReason:
      "Utredningen visar att eleven når kunskapskraven med extra anpassningar. Rektor beslutar att inte " +
      "upprätta ett åtgärdsprogram. Anpassningarna följs upp vid nästa utvecklingssamtal.",
    daysAgo: 12,
  },
  {
    school: "ek",
    pupil: 2,
    author: "counselor@demo.test",
    status: "DRAFT",
    background:
      "Eleven har varit ledsen och orolig under flera veckor och har svårt att delta på idrottslektionerna.",
    schoolSituation: "",
    healthInformation: "Skolsköterskan har haft två hälsosamtal med eleven.",
    analysis: "",
    outcome: "",
    contributors: ["teacher@demo.test"],
    contributions: [
      { author: "teacher@demo.test", text: "Eleven säger att det är jobbigt i omklädningsrummet." },
    ],
    daysAgo: 3,
  },
  {
    school: "bjork",
    pupil: 0,
    author: "counselor@demo.test",
    status: "DRAFT",
    background: "Hög frånvaro under hösten; mentor vill att elevhälsan utreder orsakerna.",
    schoolSituation: "",
    healthInformation: "",
    analysis: "",
    outcome: "",
    daysAgo: 5,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** The pupil's mappings, adaptations and F-warnings at the school up to `before`: what an investigation rests on. */
async function basisOf(db: Db, schoolId: string, studentId: string, before: string) {
  const page = { limit: 100 };
  const mappings = await listMappingsOfSchool(db, schoolId, { studentId, today: before.slice(0, 10) }, page);
  const adaptations = await listAdaptationsOfStudent(db, studentId, page);
  const warnings = await listFWarningsOfStudent(db, studentId, page);
  const earlier = (item: { schoolId: string; createdAt: string }) =>
    item.schoolId === schoolId && item.createdAt <= before;
  return [
    ...mappings.items.filter(earlier).map((item) => ({ kind: "MAPPING" as const, id: item.mappingId })),
    ...adaptations.items.filter(earlier).map((item) => ({ kind: "ADAPTATION" as const, id: item.id })),
    ...warnings.items.filter(earlier).map((item) => ({ kind: "FWARNING" as const, id: item.id })),
  ];
}

/** Writes the demo investigations of the schools the plan has; answers how many. */
export async function seedDemoInvestigations(deps: Deps, refs: DemoRefs): Promise<number> {
  const now = deps.clock.now().getTime();
  let count = 0;
  for (const plan of DEMO_INVESTIGATIONS) {
    const schoolId = refs.schoolIds[plan.school];
    const studentId = refs.studentIds[plan.school]?.[plan.pupil];
    if (!schoolId || !studentId) continue;
    const createdAt = new Date(now - plan.daysAgo * DAY).toISOString();
    const published =
      plan.status === "PUBLISHED" ? new Date(now - (plan.daysAgo - 2) * DAY).toISOString() : "";
    await createInvestigationItem(deps.db, {
      id: deps.ids.id(),
      schoolId,
      organizationId: refs.schoolOrganization[plan.school]!,
      studentId,
      status: plan.status,
      background: plan.background,
      schoolSituation: plan.schoolSituation,
      healthInformation: plan.healthInformation,
      analysis: plan.analysis,
      outcome: plan.outcome,
      noProgramReason: plan.noProgramReason ?? "",
      contributors: (plan.contributors ?? []).map((email) => refs.userIds[email]!),
      contributions: (plan.contributions ?? []).map((entry, index) => ({
        id: deps.ids.id(),
        authorId: refs.userIds[entry.author]!,
        authorName: refs.userNames[entry.author]!,
        text: entry.text,
        createdAt: new Date(now - plan.daysAgo * DAY + (index + 1) * 3600_000).toISOString(),
      })),
      basedOn: await basisOf(deps.db, schoolId, studentId, createdAt),
      createdById: refs.userIds[plan.author]!,
      createdByName: refs.userNames[plan.author]!,
      createdAt,
      updatedAt: published || createdAt,
      publishedAt: published,
      publishedById: published ? refs.userIds[plan.author]! : "",
    });
    count++;
  }
  return count;
}

/**
 * Kept in local/ until the adaptations, F-warnings and mappings domains' public modules offer the reads it makes
 * (each pupil's adaptations and F-warnings, a school's mappings); then it moves to investigations/.
 */
export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 60,
    name: "investigations",
    seed: async (deps, { refs }) => void (await seedDemoInvestigations(deps, refs)),
  },
];
