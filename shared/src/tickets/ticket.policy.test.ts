import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import {
  allowedTransitions,
  createTicketDecision,
  isAllowedTransition,
  mayDo,
  stepMoveDecision,
  ticketAccess,
  ticketDecision,
  ticketFactsNeeded,
  ticketListDecision,
  type TicketPolicyDoc,
  type TicketRelationFacts,
} from "./ticket.policy.js";
import {
  TICKET_ACCESS_LEVELS,
  TICKET_STEPS,
  type TicketAccess,
  type TicketAccessLevel,
} from "./ticket.schema.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ME = "me";

const RELATIONS = [
  "author",
  "owner",
  "recipient",
  "contactTeacher",
  "editor",
  "teamMember",
  "mentor",
  "stranger",
  "otherSchool",
  "otherOrganization",
  "organizationOnly",
] as const;
type Relation = (typeof RELATIONS)[number];

/** A ticket and the actor's facts in which the actor holds exactly one relation. */
function setUp(
  level: TicketAccessLevel,
  relation: Relation,
  role: Role,
): { actor: Actor; doc: TicketPolicyDoc; facts: TicketRelationFacts } {
  const schoolIds =
    relation === "otherSchool"
      ? ["school-2"]
      : relation === "organizationOnly" || relation === "otherOrganization"
        ? []
        : [SCHOOL];
  const actor: Actor = {
    userId: ME,
    organizationId: relation === "otherOrganization" ? "org-2" : ORG,
    role,
    roles: [role],
    schoolIds: relation === "otherOrganization" ? [SCHOOL] : schoolIds,
  };
  const doc: TicketPolicyDoc = {
    schoolId: SCHOOL,
    organizationId: ORG,
    access: level,
    notifierId: relation === "author" ? ME : "someone-else",
    ownerId: relation === "owner" ? ME : "the-owner",
    recipients: relation === "recipient" ? ["x", ME] : ["x"],
    teamId: "team-1",
    contactTeachers: relation === "contactTeacher" ? [ME] : ["y"],
    editors: relation === "editor" ? [ME] : ["z"],
  };
  return { actor, doc, facts: { mentor: relation === "mentor", teamMember: relation === "teamMember" } };
}

const CODE: Record<string, TicketAccess> = { "-": "none", t: "timeline", r: "read", w: "write", m: "manage" };
/** Columns: COUNSELOR HEAD MAINADMIN TEACHER ADMIN OWNER SUPERADMIN. */
const COLUMNS: Role[] = ["COUNSELOR", "HEAD", "MAINADMIN", "TEACHER", "ADMIN", "OWNER", "SUPERADMIN"];
const NOBODY = "- - - - - - -";
const OUTSIDERS = { otherSchool: NOBODY, otherOrganization: NOBODY, organizationOnly: NOBODY };

/**
 * The expected table, written out by hand from the meanings in ticket.policy.ts (not computed from the code):
 * level x relation -> what each role gets. - none, t timeline, r read, w write, m manage.
 */
const EXPECTED: Record<TicketAccessLevel, Record<Relation, string>> = {
  STANDARD: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: "m m m - - - -",
    contactTeacher: "m m m - - - -",
    editor: "m m m - - - -",
    teamMember: "m m m - - - -",
    mentor: "m m m t - - -",
    stranger: "m m m - - - -",
    ...OUTSIDERS,
  },
  COUNSELOR: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: "m m m - - - -",
    contactTeacher: "m m m - - - -",
    editor: "m m m - - - -",
    teamMember: "m m m - - - -",
    mentor: "m m m - - - -",
    stranger: "m m m - - - -",
    ...OUTSIDERS,
  },
  SELECTED: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: "m m m r - - -",
    contactTeacher: NOBODY,
    editor: NOBODY,
    teamMember: NOBODY,
    mentor: NOBODY,
    stranger: NOBODY,
    ...OUTSIDERS,
  },
  SELF: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: NOBODY,
    contactTeacher: NOBODY,
    editor: NOBODY,
    teamMember: NOBODY,
    mentor: NOBODY,
    stranger: NOBODY,
    ...OUTSIDERS,
  },
  TEAM: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: NOBODY,
    contactTeacher: NOBODY,
    editor: NOBODY,
    teamMember: "m m m r - - -",
    mentor: NOBODY,
    stranger: NOBODY,
    ...OUTSIDERS,
  },
  EVERYONE: {
    author: "m m m r - - -",
    owner: "m m m r - - -",
    recipient: "m m m r - - -",
    contactTeacher: "m m m r - - -",
    editor: "m m m r - - -",
    teamMember: "m m m r - - -",
    mentor: "m m m r - - -",
    stranger: "m m m r - - -",
    ...OUTSIDERS,
  },
  CONTACTTEACHERS: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: "m m m - - - -",
    contactTeacher: "m m m r - - -",
    editor: "m m m - - - -",
    teamMember: "m m m - - - -",
    mentor: "m m m - - - -",
    stranger: "m m m - - - -",
    ...OUTSIDERS,
  },
  EDITORS: {
    author: "m m m t - - -",
    owner: "m m m - - - -",
    recipient: "m m m - - - -",
    contactTeacher: "m m m - - - -",
    editor: "m m m w - - -",
    teamMember: "m m m - - - -",
    mentor: "m m m - - - -",
    stranger: "m m m - - - -",
    ...OUTSIDERS,
  },
};

describe("ticket access: level x relation x role", () => {
  it("the table covers every level, relation and role", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...TICKET_ACCESS_LEVELS].sort());
    expect([...COLUMNS].sort()).toEqual([...ROLES].sort());
  });
  for (const level of TICKET_ACCESS_LEVELS) {
    for (const relation of RELATIONS) {
      const row = EXPECTED[level][relation].split(" ");
      COLUMNS.forEach((role, index) => {
        const expected = CODE[row[index]!]!;
        it(`${level} / ${relation} / ${role} -> ${expected}`, () => {
          const { actor, doc, facts } = setUp(level, relation, role);
          expect(ticketAccess(actor, doc, facts)).toBe(expected);
        });
      });
    }
  }
});

describe("outside relations are looked up only when they can change the answer", () => {
  it("flipping a fact the policy says it does not need never changes the access", () => {
    for (const level of TICKET_ACCESS_LEVELS) {
      for (const relation of RELATIONS) {
        for (const role of ROLES) {
          const { actor, doc, facts } = setUp(level, relation, role);
          const needed = ticketFactsNeeded(actor, doc);
          const base = ticketAccess(actor, doc, facts);
          if (!needed.mentor)
            expect(ticketAccess(actor, doc, { ...facts, mentor: !facts.mentor })).toBe(base);
          if (!needed.teamMember) {
            expect(ticketAccess(actor, doc, { ...facts, teamMember: !facts.teamMember })).toBe(base);
          }
        }
      }
    }
  });
  it("a counselor needs no lookup except for a team ticket; a teacher the mentor only for STANDARD", () => {
    const counselor = setUp("STANDARD", "stranger", "COUNSELOR");
    expect(ticketFactsNeeded(counselor.actor, counselor.doc)).toEqual({ mentor: false, teamMember: false });
    const team = setUp("TEAM", "stranger", "COUNSELOR");
    expect(ticketFactsNeeded(team.actor, team.doc)).toEqual({ mentor: false, teamMember: true });
    const teacher = setUp("STANDARD", "stranger", "TEACHER");
    expect(ticketFactsNeeded(teacher.actor, teacher.doc)).toEqual({ mentor: true, teamMember: false });
    const author = setUp("STANDARD", "author", "TEACHER");
    expect(ticketFactsNeeded(author.actor, author.doc)).toEqual({ mentor: false, teamMember: false });
  });
});

describe("operations by access", () => {
  // Written out: which access each operation needs.
  const NEEDS = {
    read: ["timeline", "read", "write", "manage"],
    remind: ["timeline", "read", "write", "manage"],
    editText: ["write", "manage"],
    comment: ["write", "manage"],
    message: ["write", "manage"],
    feedback: ["write", "manage"],
    react: ["write", "manage"],
    moveStep: ["manage"],
    editStepSummary: ["manage"],
    decide: ["manage"],
    assign: ["manage"],
    changeAccess: ["manage"],
    delete: ["manage"],
  } as const;
  for (const [operation, allowed] of Object.entries(NEEDS)) {
    it(`${operation}: ${allowed.join(", ")}`, () => {
      for (const access of ["none", "timeline", "read", "write", "manage"] as const) {
        expect(mayDo(access, operation as keyof typeof NEEDS)).toBe(
          (allowed as readonly string[]).includes(access),
        );
      }
    });
  }
  it("a ticket the actor cannot see is not found for every operation; one they see is allowed or forbidden", () => {
    for (const operation of Object.keys(NEEDS) as (keyof typeof NEEDS)[]) {
      expect(ticketDecision("none", operation)).toBe("not-found");
      for (const access of ["timeline", "read", "write", "manage"] as const) {
        expect(ticketDecision(access, operation)).toBe(
          (NEEDS[operation] as readonly string[]).includes(access) ? "allow" : "forbidden",
        );
      }
    }
  });
});

describe("step transitions", () => {
  /**
   * Rows: from; columns: to, in the spec's order REPORT RECEIVED EXAMINATION ACTIONSDECIDED ACTIONSTAKEN FEEDBACK
   * ARCHIVE. y allowed, . not.
   */
  const TABLE: Record<string, string> = {
    REPORT: ". y . . . . y",
    RECEIVED: "y . y . . . y",
    EXAMINATION: ". y . y . . y",
    ACTIONSDECIDED: ". . y . y . y",
    ACTIONSTAKEN: ". . . y . y y",
    FEEDBACK: ". . . . y . y",
    ARCHIVE: ". . . . . y .",
  };
  for (const from of TICKET_STEPS) {
    const row = TABLE[from]!.split(" ");
    TICKET_STEPS.forEach((to, index) => {
      const allowed = row[index] === "y";
      it(`${from} -> ${to}: ${allowed ? "allowed" : "refused"}`, () => {
        expect(isAllowedTransition(from, to)).toBe(allowed);
        expect(stepMoveDecision("manage", from, to)).toBe(allowed ? "allow" : "invalid");
        // Without manage the answer is forbidden, whatever the transition.
        for (const access of ["none", "timeline", "read", "write"] as const) {
          expect(stepMoveDecision(access, from, to)).toBe("forbidden");
        }
      });
    });
  }
  it("an archived ticket only reopens to FEEDBACK", () => {
    expect(allowedTransitions("ARCHIVE")).toEqual(["FEEDBACK"]);
    expect(allowedTransitions("REPORT")).toEqual(["RECEIVED", "ARCHIVE"]);
  });
});

describe("listing and creating", () => {
  const actor = (role: Role): Actor => ({
    userId: ME,
    organizationId: ORG,
    role,
    roles: [role],
    schoolIds: [SCHOOL],
  });
  it("lists: staff and teachers who are members; others 403, strangers to the school 404", () => {
    const expected: Record<Role, string> = {
      TEACHER: "allow",
      COUNSELOR: "allow",
      HEAD: "allow",
      MAINADMIN: "allow",
      ADMIN: "forbidden",
      OWNER: "forbidden",
      SUPERADMIN: "forbidden",
    };
    for (const role of ROLES) {
      expect(ticketListDecision(actor(role), "member")).toBe(expected[role]);
      expect(ticketListDecision(actor(role), "none")).toBe("not-found");
    }
    expect(ticketListDecision(actor("MAINADMIN"), "organization")).toBe("forbidden");
  });
  it("creating: a teacher neither chooses only-me nor names an owner; admins never create", () => {
    expect(createTicketDecision(actor("TEACHER"), "STANDARD", false)).toBe("allow");
    expect(createTicketDecision(actor("TEACHER"), "SELF", false)).toBe("invalid");
    expect(createTicketDecision(actor("TEACHER"), "COUNSELOR", true)).toBe("forbidden");
    expect(createTicketDecision(actor("COUNSELOR"), "SELF", true)).toBe("allow");
    expect(createTicketDecision(actor("HEAD"), "EDITORS", true)).toBe("allow");
    for (const role of ["ADMIN", "OWNER", "SUPERADMIN"] as const) {
      expect(createTicketDecision(actor(role), "STANDARD", false)).toBe("forbidden");
    }
  });
});
