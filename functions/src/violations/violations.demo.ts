import type { Deps } from "../deps.js";
import { createViolationItem, type ViolationItem } from "./violations.repo.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { violationsEntities } from "./violation.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    violations: typeof violationsEntities;
  }
}

/** What the demo's violation reports need of the seeded plan. */
export interface DemoViolationRefs {
  schoolIds: Record<string, string>;
  organizationIds: Record<string, string>;
  userIds: Record<string, string>;
  userNames: Record<string, string>;
  classIds: Record<string, string[]>;
  studentIds: Record<string, string[]>;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Ekskolan's violation reports, a chain on demo pupils at each stage of 6:10: one just reported (waiting for the
 * principal), one seen and under investigation with a follow-up, one investigated and archived, one flagged as junk,
 * and one late on the 6:10 clock (seen days after it came, nine days without an investigation).
 */
export async function seedDemoViolations(deps: Deps, refs: DemoViolationRefs): Promise<void> {
  const schoolId = refs.schoolIds.ek;
  const pupils = schoolId ? (refs.studentIds.ek ?? []) : [];
  if (!schoolId || pupils.length < 60) return;
  const db = allEntities(deps.db);
  const organizationId = refs.organizationIds.demo!;
  const now = deps.clock.now().getTime();
  const at = (ago: number) => new Date(now - ago).toISOString();
  const person = (email: string) => ({ id: refs.userIds[email]!, name: refs.userNames[email]! });
  const teacher = person("teacher@demo.test");
  const counselor = person("counselor@demo.test");
  const head = person("head@demo.test");
  const class7A = refs.classIds.ek![0]!;

  const base = (id: string, author: { id: string; name: string }, email: string, created: number) => ({
    id,
    schoolId,
    organizationId,
    authorId: author.id,
    name: author.name,
    email,
    accessUsers: [] as string[],
    classes: [] as string[],
    followUps: [] as ViolationItem["followUps"],
    createdAt: at(created),
    updatedAt: at(created),
    version: 1,
  });

  const fresh: ViolationItem = {
    ...base(deps.ids.id(), teacher, "teacher@demo.test", 2 * HOUR),
    access: "MENTOR",
    classes: [class7A],
    type: "VIOLATION",
    violationBetween: "STUDENTTOSTUDENT",
    victim: "En elev i 7A",
    incidentDetails:
      "Eleven blev utfryst i en gruppchatt och fick elaka kommentarer om sina kläder. Eleven berättade det för mig efter lektionen.",
    when: at(26 * HOUR),
    location: "Klassens gruppchatt (digitalt)",
    witness: "Inga kända vittnen",
    hasContactedSchool: "NO",
    hasContactedParents: "IDK",
    whoContacted: "",
    victimStudentId: pupils[2]!,
    participatingStudents: [pupils[7]!],
    studentIds: [pupils[2]!, pupils[7]!],
    list: "CURRENT",
  };

  const investigated = base(deps.ids.id(), teacher, "teacher@demo.test", 6 * DAY);
  const underInvestigation: ViolationItem = {
    ...investigated,
    access: "COUNSELOR",
    type: "HARASSMENT",
    violationBetween: "STUDENTTOSTUDENT",
    victim: "En elev i 7A",
    incidentDetails:
      "Eleven blev knuffad och kallad nedsättande ord om sitt ursprung i kön till matsalen. Jag gick emellan.",
    when: at(6 * DAY + 3 * HOUR),
    location: "Kön till matsalen",
    witness: "Rastvakten och två elever i 8A",
    hasContactedSchool: "YES",
    hasContactedParents: "YES",
    whoContacted: "Mentor ringde vårdnadshavare samma dag",
    victimStudentId: pupils[0]!,
    participatingStudents: [pupils[30]!],
    studentIds: [pupils[0]!, pupils[30]!],
    followUps: [
      {
        id: deps.ids.id(),
        text: "Samtal med eleven genomfört. Eleven känner sig tryggare men vill att vi följer upp om en vecka.",
        authorId: counselor.id,
        authorName: counselor.name,
        createdAt: at(3 * DAY),
        updatedAt: at(3 * DAY),
        version: 1,
      },
    ],
    list: "CURRENT",
    seenByPrincipalAt: at(6 * DAY - 4 * HOUR),
    seenByPrincipalName: head.name,
    reportedToOwnerAt: at(5 * DAY),
    investigationBegunAt: at(4 * DAY),
    version: 4,
  };

  const archived: ViolationItem = {
    ...base(deps.ids.id(), counselor, "counselor@demo.test", 40 * DAY),
    access: "SELECTED",
    accessUsers: [teacher.id],
    type: "DISCRIMINATION",
    violationBetween: "STUDENTTOSTUDENT",
    victim: "En elev i 8A",
    incidentDetails: "Eleven fick inte vara med i idrottslaget med hänvisning till sin funktionsnedsättning.",
    when: at(41 * DAY),
    location: "Idrottshallen",
    witness: "Idrottsläraren",
    hasContactedSchool: "YES",
    hasContactedParents: "YES",
    whoContacted: "Kurator",
    victimStudentId: pupils[55]!,
    participatingStudents: [],
    studentIds: [pupils[55]!],
    list: "ARCHIVED",
    seenByPrincipalAt: at(40 * DAY - 2 * HOUR),
    seenByPrincipalName: head.name,
    reportedToOwnerAt: at(39 * DAY),
    investigationBegunAt: at(38 * DAY),
    investigationEndedAt: at(20 * DAY),
    archivedAt: at(14 * DAY),
    version: 6,
  };

  const junk: ViolationItem = {
    ...base(deps.ids.id(), teacher, "teacher@demo.test", 10 * DAY),
    access: "COUNSELOR",
    type: "HARASSMENT",
    violationBetween: "DONTKNOW",
    victim: "Test",
    incidentDetails: "Skapad av misstag vid en genomgång av systemet.",
    when: at(10 * DAY),
    location: "Test",
    witness: "Ingen",
    hasContactedSchool: "IDK",
    hasContactedParents: "IDK",
    whoContacted: "",
    victimStudentId: "",
    participatingStudents: [],
    studentIds: [],
    list: "SPAM",
    spamAt: at(10 * DAY - HOUR),
    version: 2,
  };

  // Late on the 6:10 clock: reported nine days ago, seen by the principal days after, no investigation begun. The
  // head's and the owner's overview flag it (shared/src/violations/violation-clock.ts).
  const late: ViolationItem = {
    ...base(deps.ids.id(), teacher, "teacher@demo.test", 9 * DAY),
    access: "COUNSELOR",
    type: "HARASSMENT",
    violationBetween: "STUDENTTOSTUDENT",
    victim: "En elev i 7B",
    incidentDetails:
      "Eleven har flera gånger fått höra kommentarer om sin hudfärg i omklädningsrummet. Eleven berättade det för mentorn.",
    when: at(10 * DAY),
    location: "Omklädningsrummet vid idrottshallen",
    witness: "Två klasskamrater",
    hasContactedSchool: "YES",
    hasContactedParents: "NO",
    whoContacted: "Mentor",
    victimStudentId: pupils[40]!,
    participatingStudents: [],
    studentIds: [pupils[40]!],
    list: "CURRENT",
    seenByPrincipalAt: at(6 * DAY),
    seenByPrincipalName: head.name,
    version: 2,
  };

  const investigation = (violation: ViolationItem, begun: number, concluded: boolean) => ({
    id: deps.ids.id(),
    violationId: violation.id,
    schoolId,
    organizationId,
    eventDate: violation.when,
    involvedPersons: "Den utsatta eleven, eleven som knuffade, rastvakten",
    eventDescription: "Händelsen i kön beskrivs likadant av eleverna och rastvakten.",
    precedingEvents: "Tidigare konflikt på rasten veckan innan.",
    duration: "Några minuter",
    aftermath: "Eleven gick hem tidigt samma dag.",
    physicalActions: "En knuff",
    location: violation.location,
    studentBehaviour: "Eleven som knuffade erkände och bad om ursäkt.",
    peerReactions: "Två elever sa ifrån.",
    dates: "Samtal hölls två dagar efter händelsen",
    investigators: [counselor.id, head.id],
    findings: concluded ? "Kränkning har skett." : "",
    actionsTaken: concluded ? "Samtal med båda eleverna och vårdnadshavare; ökad rastvakt." : "",
    evaluationDate: concluded ? at(begun - 14 * DAY) : "",
    evaluatedBy: concluded ? head.name : "",
    concluded,
    createdById: counselor.id,
    createdByName: counselor.name,
    createdAt: at(begun),
    updatedAt: at(begun),
    version: 1,
  });
  // Each investigated report names its one investigation (the page then offers no second begin).
  const investigations = [
    investigation(underInvestigation, 4 * DAY, false),
    investigation(archived, 38 * DAY, true),
  ];
  underInvestigation.investigationId = investigations[0]!.id;
  archived.investigationId = investigations[1]!.id;
  // Through the repo: each report with its pupils' refs (the pupil page's list reads them).
  for (const report of [fresh, underInvestigation, archived, junk, late])
    await createViolationItem(deps.db, report);
  await db.violationFollowUpRef
    .put(
      underInvestigation.followUps.map((followUp) => ({
        id: followUp.id,
        violationId: underInvestigation.id,
      })),
    )
    .go();
  await db.violationInvestigation.put(investigations).go();
}

export const demoSeeds: readonly DemoSeedStep[] = [
  { order: 80, name: "violations", seed: (deps, { refs }) => seedDemoViolations(deps, refs) },
];
