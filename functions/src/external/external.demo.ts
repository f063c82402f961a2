import { stockholmDateOf } from "#shared/dates";
import { hashSecret } from "../core/ids.js";
import type { Deps } from "../deps.js";
import type { ViolationItem } from "../violations/index.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";

/** The demo external report's receipt: the sender's view opens with it on /report ("read replies"). */
export const DEMO_REPORT_RECEIPT = "demorapport-ekskolan-".padEnd(43, "0");

const HOUR = 3600_000;
const day = (ms: number) => stockholmDateOf(new Date(ms));

/**
 * Ekskolan's violation report sent from the external page by a guardian (no account), who chose to leave a name
 * and an email: access COUNSELOR and no author, so the head and student health see it. The head has replied, and
 * the guardian has added information with the demo receipt above.
 */
export async function seedDemoExternalReports(
  deps: Deps,
  refs: { schoolIds: Record<string, string>; organizationIds: Record<string, string> },
): Promise<void> {
  const schoolId = refs.schoolIds.ek;
  const organizationId = refs.organizationIds.demo;
  if (!schoolId || !organizationId) return;
  const db = allEntities(deps.db);
  const now = deps.clock.now().getTime();
  const created = new Date(now - 20 * HOUR).toISOString();
  const receiptHash = hashSecret(DEMO_REPORT_RECEIPT);
  const report: ViolationItem = {
    id: deps.ids.id(),
    schoolId,
    organizationId,
    authorId: "",
    name: "Maria Berg",
    email: "maria.berg@example.se",
    access: "COUNSELOR",
    accessUsers: [],
    classes: [],
    type: "VIOLATION",
    violationBetween: "STUDENTTOSTUDENT",
    victim: "Min dotter i 8B",
    incidentDetails:
      "Min dotter har flera kvällar i rad fått elaka meddelanden från två klasskamrater i en gruppchatt. Hon vill inte gå till skolan i dag.",
    when: new Date(now - 2 * 24 * HOUR).toISOString(),
    location: "Gruppchatt för klassen",
    witness: "Andra i gruppchatten",
    hasContactedSchool: "NO",
    hasContactedParents: "YES",
    whoContacted: "",
    victimStudentId: "",
    participatingStudents: [],
    studentIds: [],
    followUps: [],
    list: "CURRENT",
    createdAt: created,
    updatedAt: created,
    version: 1,
    external: { reporter: "GUARDIAN", reporterName: "Maria Berg", reporterContact: "maria.berg@example.se" },
    receiptHash,
    externalEntries: [
      {
        by: "STAFF",
        message: "Tack för att du hörde av dig. Vi pratar med din dotter och mentorn i morgon bitti.",
        date: day(now - 18 * HOUR),
      },
      { by: "SENDER", message: "Tack. Hon vill gärna prata med kuratorn.", date: day(now - 2 * HOUR) },
    ],
  };
  await db.violation.create(report).go();
  await db.violationReceiptRef.create({ receiptHash, violationId: report.id }).go();
}

export const demoSeeds: readonly DemoSeedStep[] = [
  { order: 110, name: "external reports", seed: (deps, { refs }) => seedDemoExternalReports(deps, refs) },
];
