import { describe, expect, it } from "vitest";
import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import { fWarningAccess, fWarningDecision } from "../fwarnings/fwarning.policy.js";
import {
  adaptationAccess,
  adaptationDecision,
  createPupilActionDecision,
  pupilActionListDecision,
  pupilFactsNeeded,
  type PupilActionAccess,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "./adaptation.policy.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ME = "me";

const RELATIONS = [
  "author",
  "responsible",
  "mentor",
  "teacher",
  "stranger",
  "otherSchool",
  "otherOrganization",
  "organizationOnly",
] as const;
type Relation = (typeof RELATIONS)[number];

function setUp(
  relation: Relation,
  role: Role,
): { actor: Actor; doc: PupilActionDoc; facts: PupilRelationFacts } {
  const schoolIds =
    relation === "otherSchool" ? ["school-2"] : relation === "organizationOnly" ? [] : [SCHOOL];
  return {
    actor: {
      userId: ME,
      organizationId: relation === "otherOrganization" ? "org-2" : ORG,
      role,
      roles: [role],
      schoolIds,
    },
    doc: {
      schoolId: SCHOOL,
      organizationId: ORG,
      authorId: relation === "author" ? ME : "someone",
      responsible: relation === "responsible" ? ["x", ME] : ["x"],
    },
    facts: { mentor: relation === "mentor", teacher: relation === "teacher" },
  };
}

const CODE: Record<string, PupilActionAccess> = {
  "-": "none",
  r: "read",
  f: "feedback",
  w: "write",
  m: "manage",
};
const COLUMNS: Role[] = ["COUNSELOR", "HEAD", "MAINADMIN", "TEACHER", "ADMIN", "OWNER", "SUPERADMIN"];
const NOBODY = "- - - - - - -";

/** Columns: COUNSELOR HEAD MAINADMIN TEACHER ADMIN OWNER SUPERADMIN. */
const ADAPTATION_TABLE: Record<Relation, string> = {
  author: "m m m m - - -",
  responsible: "m m m w - - -",
  mentor: "m m m f - - -",
  teacher: "m m m f - - -",
  stranger: "m m m - - - -",
  otherSchool: NOBODY,
  otherOrganization: NOBODY,
  organizationOnly: NOBODY,
};

const FWARNING_TABLE: Record<Relation, string> = {
  author: "m m m m - - -",
  // Named responsible means nothing on an F-warning: a teacher with no other relation sees none.
  responsible: "m m m - - - -",
  mentor: "m m m r - - -",
  teacher: "m m m r - - -",
  stranger: "m m m - - - -",
  otherSchool: NOBODY,
  otherOrganization: NOBODY,
  organizationOnly: NOBODY,
};

function check(
  table: Record<Relation, string>,
  access: (actor: Actor, doc: PupilActionDoc, facts: PupilRelationFacts) => PupilActionAccess,
) {
  for (const relation of RELATIONS) {
    const codes = table[relation].split(" ");
    COLUMNS.forEach((role, index) => {
      const { actor, doc, facts } = setUp(relation, role);
      expect(access(actor, doc, facts), `${relation} as ${role}`).toBe(CODE[codes[index]!]);
    });
  }
}

describe("adaptation access table", () => {
  it("gives every role and relation the access of the table", () =>
    check(ADAPTATION_TABLE, adaptationAccess));

  it("turns access into decisions: none is 404, too little 403", () => {
    expect(adaptationDecision("none", "read")).toBe("not-found");
    expect(adaptationDecision("feedback", "read")).toBe("allow");
    expect(adaptationDecision("feedback", "feedback")).toBe("allow");
    expect(adaptationDecision("feedback", "edit")).toBe("forbidden");
    expect(adaptationDecision("write", "edit")).toBe("allow");
    expect(adaptationDecision("write", "delete")).toBe("forbidden");
    expect(adaptationDecision("manage", "delete")).toBe("allow");
  });

  it("looks up the pupil's mentor and class only for a teacher with no named relation", () => {
    expect(pupilFactsNeeded(setUp("stranger", "TEACHER").actor, setUp("stranger", "TEACHER").doc)).toBe(true);
    expect(pupilFactsNeeded(setUp("author", "TEACHER").actor, setUp("author", "TEACHER").doc)).toBe(false);
    expect(pupilFactsNeeded(setUp("responsible", "TEACHER").actor, setUp("responsible", "TEACHER").doc)).toBe(
      false,
    );
    expect(pupilFactsNeeded(setUp("stranger", "COUNSELOR").actor, setUp("stranger", "COUNSELOR").doc)).toBe(
      false,
    );
    expect(pupilFactsNeeded(setUp("otherSchool", "TEACHER").actor, setUp("otherSchool", "TEACHER").doc)).toBe(
      false,
    );
  });
});

describe("F-warning access table", () => {
  it("gives every role and relation the access of the table", () => check(FWARNING_TABLE, fWarningAccess));

  it("lets mentors and the class's teachers read but not change a warning", () => {
    expect(fWarningDecision("read", "read")).toBe("allow");
    expect(fWarningDecision("read", "edit")).toBe("forbidden");
    expect(fWarningDecision("read", "delete")).toBe("forbidden");
    expect(fWarningDecision("manage", "edit")).toBe("allow");
    expect(fWarningDecision("none", "read")).toBe("not-found");
  });
});

describe("listing and creating", () => {
  const actor = (role: Role, schoolIds = [SCHOOL]): Actor => ({
    userId: ME,
    organizationId: ORG,
    role,
    roles: [role],
    schoolIds,
  });
  it("lets the school's teachers and student-health staff list; admins are refused, strangers not told", () => {
    for (const role of ["TEACHER", "COUNSELOR", "HEAD", "MAINADMIN"] as Role[]) {
      expect(pupilActionListDecision(actor(role), "member"), role).toBe("allow");
    }
    expect(pupilActionListDecision(actor("ADMIN"), "member")).toBe("forbidden");
    expect(pupilActionListDecision(actor("MAINADMIN", []), "organization")).toBe("forbidden");
    expect(pupilActionListDecision(actor("OWNER", []), "organization")).toBe("forbidden");
    expect(pupilActionListDecision(actor("TEACHER", ["school-2"]), "none")).toBe("not-found");
  });

  it("lets staff of the pupil's school who work with pupils create, nobody else", () => {
    const pupil = { schoolId: SCHOOL, organizationId: ORG };
    expect(createPupilActionDecision(actor("TEACHER"), pupil)).toBe("allow");
    expect(createPupilActionDecision(actor("COUNSELOR"), pupil)).toBe("allow");
    expect(createPupilActionDecision(actor("ADMIN"), pupil)).toBe("forbidden");
    expect(createPupilActionDecision(actor("TEACHER", ["school-2"]), pupil)).toBe("forbidden");
    expect(createPupilActionDecision(actor("MAINADMIN", []), pupil)).toBe("forbidden");
  });
});
