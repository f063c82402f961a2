import { app, ekTeam, fx, userOf, type Expect } from "../../../tests/helpers/domain-tests/index.js";

/**
 * What the tickets' access rows act on (tickets.access.ts and ticket-steps-and-entries.access-rows.ts): tickets
 * stored through the test fixtures, and a ticket at each access level with who reads it.
 *
 * Unless a row says otherwise, the target is a fresh STANDARD ticket about Ekskolan's first pupil (in 7A, which T
 * mentors), reported by C and without an owner. So T is the pupil's mentor (the timeline), C the author, H and M
 * student-health staff who are strangers to the ticket, A an admin of the school. Rows with a label vary the
 * access level or the relation (team member, recipient, contact teacher, editor, a pupil T does not mentor).
 */
export type TicketOptions = Parameters<ReturnType<typeof fx>["ticket"]>[0];
/** A fresh ticket stored through the test fixtures; its id. */
export const ticket = async (options: TicketOptions = {}) => (await fx().ticket(options)).ticketId;
/** A ticket at each level, for the read rows (Arbetslag 7 is T, C and H). */
export const LEVEL_ROWS: { label: string; options: () => TicketOptions; expect: Expect }[] = [
  {
    label: "COUNSELOR level",
    options: () => ({ access: "COUNSELOR" }),
    expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "SELF, C the author",
    options: () => ({ access: "SELF" }),
    expect: { anon: 401, C: 200, default: 404 },
  },
  {
    label: "SELECTED, T and H recipients",
    options: () => ({ access: "SELECTED", recipients: [userOf("T"), userOf("H")] }),
    expect: { anon: 401, T: 200, C: 200, H: 200, default: 404 },
  },
  {
    label: "TEAM Arbetslag 7 (T, C, H)",
    options: () => ({ access: "TEAM", teamId: ekTeam() }),
    expect: { anon: 401, T: 200, C: 200, H: 200, default: 404 },
  },
  {
    label: "EVERYONE",
    options: () => ({ access: "EVERYONE" }),
    expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "CONTACTTEACHERS, T chosen",
    options: () => ({ access: "CONTACTTEACHERS", contactTeachers: [userOf("T")] }),
    expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "STANDARD, a pupil T does not mentor",
    options: () => ({ studentId: app().seeded.studentIds.ek![30]! }),
    expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "SELF, H the author and owner",
    options: () => ({ access: "SELF", notifier: "head@demo.test", owner: "head@demo.test" }),
    expect: { anon: 401, H: 200, default: 404 },
  },
];
