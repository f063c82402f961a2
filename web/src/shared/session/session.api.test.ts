import { beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../test/render";
import { actorOf, rolesAvailableAt, resolveActiveRole, settleSessionChoices } from "./session.api";
import { sessionStore } from "./session-store";

/** A teacher at Björkskolan who is student-health staff at Ekskolan: each role belongs to its school. */
const user = signedInUser({
  roles: ["TEACHER", "COUNSELOR"],
  schools: [
    {
      id: "bjork",
      name: "Björkskolan",
      subscriptions: ["ELEVHALSA"],
      counselorName: null,
      counselorNamePlural: null,
      teacherName: null,
      roles: ["TEACHER"],
    },
    {
      id: "ek",
      name: "Ekskolan",
      subscriptions: ["ELEVHALSA"],
      counselorName: null,
      counselorNamePlural: null,
      teacherName: null,
      roles: ["COUNSELOR"],
    },
  ],
});

describe("the active role follows the active school", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("offers only the roles held at the school, and an owner without schools their organization roles", () => {
    expect(rolesAvailableAt(user, "bjork")).toEqual(["TEACHER"]);
    expect(rolesAvailableAt(user, "ek")).toEqual(["COUNSELOR"]);
    const owner = signedInUser({ roles: ["OWNER"], schools: [] });
    expect(rolesAvailableAt(owner, null)).toEqual(["OWNER"]);
  });

  it("a role stored at one school does not carry over to another: switching school settles the role there", () => {
    sessionStore.setSchoolId("ek");
    sessionStore.setRole("COUNSELOR");
    expect(settleSessionChoices(user)).toEqual({ role: "COUNSELOR", schoolId: "ek" });
    sessionStore.setSchoolId("bjork");
    expect(resolveActiveRole(user)).toBe("TEACHER");
    expect(settleSessionChoices(user)).toEqual({ role: "TEACHER", schoolId: "bjork" });
    expect(sessionStore.storedRole()).toBe("TEACHER");
  });

  it("the web's actor, like the server's, acts only at the schools where the active role is held", () => {
    const session = { user, role: "COUNSELOR" as const, schoolId: "ek", schoolSummary: user.schools[1]! };
    expect(actorOf(session).schoolIds).toEqual(["ek"]);
    expect(actorOf({ ...session, role: "TEACHER", schoolId: "bjork" }).schoolIds).toEqual(["bjork"]);
  });
});
