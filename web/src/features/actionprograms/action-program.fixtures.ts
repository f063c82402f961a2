import type { ActionProgram, FollowUp } from "#shared/actionprograms/action-program.schema";

/**
 * An action program as the API answers it, for tests: a counselor's draft for pupil-1 at school-1 with one action
 * and its dates set, which the caller manages and may decide; `overrides` change what a test is about.
 */
export const actionProgram = (overrides: Partial<ActionProgram> = {}): ActionProgram => ({
  id: "p-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  investigationId: null,
  status: "draft",
  access: "STANDARD",
  recipients: [],
  teamId: null,
  contactTeachers: [],
  editors: [],
  specialNeeds: "Stöd i läsförståelse",
  actions: [
    {
      action: "Inlästa läromedel",
      timespan: "Hela terminen",
      followUp: "Varannan vecka",
      responsible: "Mentor",
    },
  ],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
  studentInformedOn: null,
  guardiansInformedOn: null,
  place: "",
  attendees: [],
  studentInvolved: true,
  guardianInvolved: false,
  links: [],
  decisionMakerId: null,
  decidedById: null,
  decidedByName: null,
  decidedAt: null,
  archivedAt: null,
  createdById: "c",
  createdByName: "Cecilia Kurator",
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  history: [
    {
      at: "2026-11-01T08:00:00.000Z",
      byId: "c",
      byName: "Cecilia Kurator",
      event: "CREATED",
      fields: [],
      before: "{}",
    },
  ],
  hasFollowUp: false,
  hasEvaluation: false,
  myAccess: "manage",
  mayDecide: true,
  version: 1,
  ...overrides,
});

/** A follow-up of program p-1 (pupil-1), done and found to work; `overrides` change what a test is about. */
export const followUp = (overrides: Partial<FollowUp> = {}): FollowUp => ({
  id: "f-1",
  actionProgramId: "p-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  responsibleId: "c",
  date: "2020-02-03",
  summary: "Läser mer",
  functionedWell: true,
  link: null,
  createdById: "c",
  createdAt: "2020-02-03T10:00:00.000Z",
  version: 1,
  ...overrides,
});

/** The server's refusal of a decision or correction (a 400): the evaluation date, which a decision needs, is empty. */
export const REFUSED_FOR_EVALUATION_DATE = {
  error: {
    code: "VALIDATION_FAILED",
    message: "Fyll i all nödvändig information",
    issues: [
      {
        path: ["evaluationDate"],
        message: "Fyll i detta innan åtgärdsprogrammet beslutas",
        code: "custom",
      },
    ],
    requestId: "r-1",
  },
};
