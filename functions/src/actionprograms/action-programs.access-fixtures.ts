import type { TicketAccessLevel } from "#shared/tickets/ticket.constants";
import { app, ekStudent, ekTeam, userOf, type Expect } from "../../../tests/helpers/domain-tests/index.js";
import { storeEvaluation, storeFollowUp, storeProgram } from "./action-programs.fixtures.js";

/**
 * What the action programs' access rows act on and expect (action-programs.access.ts and its *.access-rows.ts
 * files): programs, follow-ups and evaluations stored directly, the expectations shared by the route families and
 * the read rows per access level and relation.
 *
 * Unless a row says otherwise, the target is a fresh STANDARD program about Ekskolan's first pupil (in 7A, which T
 * mentors: read), created by C, with every field the decision needs. H is the head (decides), M student-health
 * staff, A an admin of the school (nothing), T2 and X staff of other schools (404).
 */
export interface ProgramOptions {
  status?: "draft" | "published" | "archived";
  access?: TicketAccessLevel;
  createdBy?: "T" | "C" | "H";
  recipients?: string[];
  teamId?: string;
  editors?: string[];
  contactTeachers?: string[];
  studentId?: string;
  /** Who a head named decision maker of a decided program (H unless said). */
  decisionMaker?: "C" | "H";
}

export async function program(options: ProgramOptions = {}): Promise<string> {
  const decided = (options.status ?? "draft") !== "draft";
  return storeProgram(app(), {
    studentId: options.studentId ?? ekStudent(),
    status: options.status,
    access: options.access,
    recipients: options.recipients,
    teamId: options.teamId,
    contactTeachers: options.contactTeachers,
    editors: options.editors,
    actions: [
      {
        action: "Anpassad läsning",
        timespan: "v. 3–10",
        followUp: "Varannan vecka",
        responsible: "Mentor",
      },
    ],
    followUpDate: "2027-02-01",
    evaluationDate: "2027-04-01",
    decisionMakerId: decided ? userOf(options.decisionMaker ?? "H") : "",
    createdById: userOf(options.createdBy ?? "C"),
  });
}

export async function followUp(programId?: string): Promise<string> {
  const actionProgramId = programId ?? (await program({ status: "published" }));
  return storeFollowUp(app(), actionProgramId, {
    responsibleId: userOf("C"),
    date: "2027-02-01",
    summary: "Går bättre",
    functionedWell: true,
  });
}

export async function evaluation(programId?: string): Promise<string> {
  const actionProgramId = programId ?? (await program({ status: "published" }));
  return storeEvaluation(app(), actionProgramId, {
    responsibleId: userOf("C"),
    date: "2027-04-01",
    successFactors: "Struktur",
    troubles: "Frånvaro",
    changes: "Inga",
  });
}

/** A list of the school: staff and teachers who are members; admins and organization roles 403; others 404. */
export const LIST: Expect = { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 200 };
/** A change on a program T reads as the pupil's mentor: T 403, student-health staff of Ekskolan, others 404. */
export const WRITE = (ok: number): Expect => ({ anon: 401, T: 403, C: ok, H: ok, M: ok, default: 404 });

/** A read of one program T reads as the pupil's mentor: everyone who sees it 200; admins and outsiders 404. */
export const READ: Expect = { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 };
/** A level row's expectations for a read: where the edit was refused for lack of write (403), the read passes. */
export const readOf = (expect: Expect): Expect =>
  Object.fromEntries(Object.entries(expect).map(([actor, status]) => [actor, status === 403 ? 200 : status]));

/** A program's read rows per level and relation (through the list, filtered to the one pupil). */
export const LEVEL_ROWS: { label: string; options: () => ProgramOptions; expect: Expect }[] = [
  {
    label: "SELF, C the creator",
    options: () => ({ access: "SELF" }),
    expect: { anon: 401, C: 200, default: 404 },
  },
  {
    label: "COUNSELOR level: T the mentor sees nothing",
    options: () => ({ access: "COUNSELOR" }),
    expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "SELECTED, T and H recipients",
    options: () => ({ access: "SELECTED", recipients: [userOf("T"), userOf("H")] }),
    expect: { anon: 401, T: 403, C: 200, H: 200, default: 404 },
  },
  {
    label: "TEAM Arbetslag 7 (T, C, H)",
    options: () => ({ access: "TEAM", teamId: ekTeam() }),
    expect: { anon: 401, T: 403, C: 200, H: 200, default: 404 },
  },
  {
    label: "EDITORS, T an editor writes",
    options: () => ({ access: "EDITORS", editors: [userOf("T")] }),
    expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "STANDARD, a pupil T does not mentor",
    options: () => ({ studentId: app().seeded.studentIds.ek![30]! }),
    expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
  },
];
