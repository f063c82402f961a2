import { describe, expect, it } from "vitest";
import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import type { TicketAccessLevel } from "../tickets/ticket.constants.js";
import {
  createProgramDecision,
  isAllowedStatusMove,
  programAccess,
  programDecision,
  programFactsNeeded,
  programListDecision,
  type ProgramPolicyDoc,
} from "./action-program.policy.js";
import type { ActionProgramAccess } from "./action-program.schema.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ME = "me";

const RELATIONS = [
  "creator",
  "recipient",
  "contactTeacher",
  "editor",
  "teamMember",
  "mentor",
  "decisionMaker",
  "stranger",
  "otherSchool",
  "otherOrganization",
] as const;
type Relation = (typeof RELATIONS)[number];

function setUp(level: TicketAccessLevel, relation: Relation, role: Role) {
  const actor: Actor = {
    userId: ME,
    organizationId: relation === "otherOrganization" ? "org-2" : ORG,
    role,
    roles: [role],
    schoolIds: relation === "otherSchool" ? ["school-2"] : [SCHOOL],
  };
  const doc: ProgramPolicyDoc = {
    schoolId: SCHOOL,
    organizationId: ORG,
    status: "draft",
    access: level,
    createdById: relation === "creator" ? ME : "someone",
    decisionMakerId: relation === "decisionMaker" ? ME : null,
    recipients: relation === "recipient" ? [ME] : ["x"],
    teamId: "team-1",
    contactTeachers: relation === "contactTeacher" ? [ME] : ["x"],
    editors: relation === "editor" ? [ME] : ["x"],
  };
  const facts = { mentor: relation === "mentor", teamMember: relation === "teamMember" };
  return { actor, doc, facts };
}

/**
 * The expected access, written out per level for student-health staff (S) and teachers (T), for the relations of
 * the staff of the school; "-" is none. Creator: manage for both, at every level (checked below).
 */
type Row = Partial<Record<Relation, ActionProgramAccess>>;
const STAFF: Record<TicketAccessLevel, Row> = {
  STANDARD: {
    recipient: "manage",
    contactTeacher: "manage",
    editor: "manage",
    teamMember: "manage",
    mentor: "manage",
    decisionMaker: "manage",
    stranger: "manage",
  },
  COUNSELOR: {
    recipient: "manage",
    contactTeacher: "manage",
    editor: "manage",
    teamMember: "manage",
    mentor: "manage",
    decisionMaker: "manage",
    stranger: "manage",
  },
  SELECTED: { recipient: "manage", decisionMaker: "read" },
  SELF: { decisionMaker: "read" },
  TEAM: { teamMember: "manage", decisionMaker: "read" },
  EVERYONE: {
    recipient: "manage",
    contactTeacher: "manage",
    editor: "manage",
    teamMember: "manage",
    mentor: "manage",
    decisionMaker: "manage",
    stranger: "manage",
  },
  CONTACTTEACHERS: {
    recipient: "manage",
    contactTeacher: "manage",
    editor: "manage",
    teamMember: "manage",
    mentor: "manage",
    decisionMaker: "manage",
    stranger: "manage",
  },
  EDITORS: {
    recipient: "manage",
    contactTeacher: "manage",
    editor: "manage",
    teamMember: "manage",
    mentor: "manage",
    decisionMaker: "manage",
    stranger: "manage",
  },
};
const TEACHER: Record<TicketAccessLevel, Row> = {
  STANDARD: { mentor: "read", decisionMaker: "read" },
  COUNSELOR: { decisionMaker: "read" },
  SELECTED: { recipient: "read", decisionMaker: "read" },
  SELF: { decisionMaker: "read" },
  TEAM: { teamMember: "read", decisionMaker: "read" },
  EVERYONE: {
    recipient: "read",
    contactTeacher: "read",
    editor: "read",
    teamMember: "read",
    mentor: "read",
    decisionMaker: "read",
    stranger: "read",
  },
  CONTACTTEACHERS: { contactTeacher: "read", decisionMaker: "read" },
  EDITORS: { editor: "write", decisionMaker: "read" },
};
const LEVELS = Object.keys(STAFF) as TicketAccessLevel[];

describe("programAccess: the table", () => {
  for (const level of LEVELS) {
    for (const relation of RELATIONS) {
      for (const role of [
        "COUNSELOR",
        "HEAD",
        "MAINADMIN",
        "TEACHER",
        "ADMIN",
        "OWNER",
        "SUPERADMIN",
      ] as Role[]) {
        const staff = ["COUNSELOR", "HEAD", "MAINADMIN"].includes(role);
        const outside = relation === "otherSchool" || relation === "otherOrganization";
        const expected: ActionProgramAccess =
          outside || !(staff || role === "TEACHER")
            ? "none"
            : relation === "creator"
              ? "manage"
              : ((staff ? STAFF : TEACHER)[level][relation] ?? "none");
        it(`${level} / ${relation} / ${role}: ${expected}`, () => {
          const { actor, doc, facts } = setUp(level, relation, role);
          expect(programAccess(actor, doc, facts)).toBe(expected);
        });
      }
    }
  }
});

describe("the decision", () => {
  const cases: [Role, Relation, TicketAccessLevel, "allow" | "forbidden" | "not-found"][] = [
    ["HEAD", "stranger", "STANDARD", "allow"],
    ["HEAD", "stranger", "SELF", "not-found"],
    ["HEAD", "otherSchool", "STANDARD", "not-found"],
    ["COUNSELOR", "stranger", "STANDARD", "forbidden"],
    ["COUNSELOR", "creator", "STANDARD", "forbidden"],
    ["COUNSELOR", "decisionMaker", "STANDARD", "allow"],
    ["COUNSELOR", "decisionMaker", "SELF", "allow"],
    ["MAINADMIN", "stranger", "EVERYONE", "forbidden"],
    ["TEACHER", "editor", "EDITORS", "forbidden"],
    // The named decision maker working as a teacher (two roles at the school) does not decide in that role.
    ["TEACHER", "decisionMaker", "COUNSELOR", "forbidden"],
  ];
  for (const [role, relation, level, expected] of cases) {
    it(`${role} ${relation} at ${level}: ${expected}`, () => {
      const { actor, doc, facts } = setUp(level, relation, role);
      expect(programDecision(actor, doc, programAccess(actor, doc, facts), "decide")).toBe(expected);
    });
  }

  it("a teacher editor writes a draft but may neither archive nor delete it", () => {
    const { actor, doc, facts } = setUp("EDITORS", "editor", "TEACHER");
    const access = programAccess(actor, doc, facts);
    expect(programDecision(actor, doc, access, "edit")).toBe("allow");
    expect(programDecision(actor, doc, access, "followUp")).toBe("allow");
    expect(programDecision(actor, doc, access, "archive")).toBe("forbidden");
    expect(programDecision(actor, doc, access, "delete")).toBe("forbidden");
  });

  it("a mentor reads but may not add a follow-up", () => {
    const { actor, doc, facts } = setUp("STANDARD", "mentor", "TEACHER");
    const access = programAccess(actor, doc, facts);
    expect(programDecision(actor, doc, access, "read")).toBe("allow");
    expect(programDecision(actor, doc, access, "followUp")).toBe("forbidden");
  });
});

describe("correcting a published program (a new version)", () => {
  const cases: [Role, Relation, TicketAccessLevel, "allow" | "forbidden" | "not-found"][] = [
    ["HEAD", "stranger", "STANDARD", "allow"],
    ["HEAD", "stranger", "SELF", "not-found"],
    ["HEAD", "otherSchool", "STANDARD", "not-found"],
    ["COUNSELOR", "decisionMaker", "STANDARD", "allow"],
    ["COUNSELOR", "decisionMaker", "SELF", "allow"],
    // Full access to the program is not enough: only the decision maker or a head corrects it.
    ["COUNSELOR", "stranger", "STANDARD", "forbidden"],
    ["COUNSELOR", "creator", "STANDARD", "forbidden"],
    ["MAINADMIN", "stranger", "EVERYONE", "forbidden"],
    ["TEACHER", "editor", "EDITORS", "forbidden"],
    ["TEACHER", "creator", "STANDARD", "forbidden"],
    ["TEACHER", "decisionMaker", "COUNSELOR", "forbidden"],
  ];
  for (const [role, relation, level, expected] of cases) {
    it(`${role} ${relation} at ${level}: ${expected}`, () => {
      const { actor, doc: draft, facts } = setUp(level, relation, role);
      const doc = { ...draft, status: "published" as const };
      expect(programDecision(actor, doc, programAccess(actor, doc, facts), "correct")).toBe(expected);
    });
  }

  it("only a published program is corrected: not a draft, not an archived one", () => {
    const { actor, doc, facts } = setUp("STANDARD", "decisionMaker", "COUNSELOR");
    for (const [status, expected] of [
      ["draft", "forbidden"],
      ["published", "allow"],
      ["archived", "forbidden"],
    ] as const) {
      const at = { ...doc, status };
      expect(programDecision(actor, at, programAccess(actor, at, facts), "correct")).toBe(expected);
    }
  });
});

describe("around the table", () => {
  it("lists: members who work with programs; others by scope", () => {
    const actor = (role: Role): Actor => ({
      userId: ME,
      organizationId: ORG,
      role,
      roles: [role],
      schoolIds: [SCHOOL],
    });
    expect(programListDecision(actor("TEACHER"), "member")).toBe("allow");
    expect(programListDecision(actor("COUNSELOR"), "member")).toBe("allow");
    expect(programListDecision(actor("ADMIN"), "member")).toBe("forbidden");
    expect(programListDecision(actor("MAINADMIN"), "organization")).toBe("forbidden");
    expect(programListDecision(actor("HEAD"), "none")).toBe("not-found");
  });

  it("creating: only a head names a decision maker; admins never create", () => {
    const actor = (role: Role): Actor => ({
      userId: ME,
      organizationId: ORG,
      role,
      roles: [role],
      schoolIds: [SCHOOL],
    });
    expect(createProgramDecision(actor("TEACHER"), false)).toBe("allow");
    expect(createProgramDecision(actor("TEACHER"), true)).toBe("forbidden");
    expect(createProgramDecision(actor("COUNSELOR"), true)).toBe("forbidden");
    expect(createProgramDecision(actor("HEAD"), true)).toBe("allow");
    expect(createProgramDecision(actor("ADMIN"), false)).toBe("forbidden");
  });

  it("facts are looked up only where they can change the answer", () => {
    const teacher = setUp("STANDARD", "stranger", "TEACHER");
    expect(programFactsNeeded(teacher.actor, teacher.doc)).toEqual({ mentor: true, teamMember: false });
    const staff = setUp("STANDARD", "stranger", "COUNSELOR");
    expect(programFactsNeeded(staff.actor, staff.doc)).toEqual({ mentor: false, teamMember: false });
    const team = setUp("TEAM", "stranger", "COUNSELOR");
    expect(programFactsNeeded(team.actor, team.doc)).toEqual({ mentor: false, teamMember: true });
    const creator = setUp("TEAM", "creator", "TEACHER");
    expect(programFactsNeeded(creator.actor, creator.doc)).toEqual({ mentor: false, teamMember: false });
  });

  it("status moves: draft to published or archived, published to archived, nothing out of archived", () => {
    expect(isAllowedStatusMove("draft", "published")).toBe(true);
    expect(isAllowedStatusMove("draft", "archived")).toBe(true);
    expect(isAllowedStatusMove("published", "archived")).toBe(true);
    expect(isAllowedStatusMove("published", "draft")).toBe(false);
    expect(isAllowedStatusMove("archived", "published")).toBe(false);
    expect(isAllowedStatusMove("archived", "draft")).toBe(false);
  });
});
