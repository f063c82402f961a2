import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import type { Decision } from "../policy/foundation.policy.js";
import {
  mayReceiveWhistles,
  whistleDecision,
  whistleListDecision,
  whistleSendDecision,
  type WhistlePolicyDoc,
} from "./whistle.policy.js";
import type { WhistleRecipient } from "./whistle.schema.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ORG_ROLES: Role[] = ["OWNER", "MAINADMIN", "SUPERADMIN"];

/** A member of the school in a school role; an organization role holds no school membership. */
function actor(role: Role, userId = "me", schoolIds = ORG_ROLES.includes(role) ? [] : [SCHOOL]): Actor {
  return { userId, organizationId: ORG, role, roles: [role], schoolIds };
}
const doc = (recipient: WhistleRecipient, recipientIds: string[] = []): WhistlePolicyDoc => ({
  schoolId: SCHOOL,
  organizationId: ORG,
  recipient,
  recipientIds,
});

/** Written out per recipient choice (not derived from the policy): who reads a whistle; all others get 404. */
const READERS: Record<WhistleRecipient, Role[]> = {
  HEAD: ["HEAD"],
  COUNSELOR: ["COUNSELOR"],
  OWNER: ["OWNER"],
  SELECTED: ["HEAD", "COUNSELOR"],
};

describe("whistleDecision: readable only by its recipients", () => {
  for (const [recipient, readers] of Object.entries(READERS) as [WhistleRecipient, Role[]][]) {
    for (const role of ROLES) {
      const expected: Decision = readers.includes(role) ? "allow" : "not-found";
      it(`${recipient}: ${role} -> ${expected}`, () => {
        expect(whistleDecision(actor(role), doc(recipient, ["me"]))).toBe(expected);
      });
    }
  }

  it("SELECTED: only the chosen people, not another head or counselor of the school", () => {
    expect(whistleDecision(actor("HEAD", "other"), doc("SELECTED", ["me"]))).toBe("not-found");
    expect(whistleDecision(actor("COUNSELOR", "other"), doc("SELECTED", ["me"]))).toBe("not-found");
    expect(whistleDecision(actor("TEACHER"), doc("SELECTED", ["me"]))).toBe("not-found");
  });

  it("another school's head or counselor and another organization's owner never see it", () => {
    expect(whistleDecision(actor("HEAD", "me", ["school-2"]), doc("HEAD"))).toBe("not-found");
    expect(whistleDecision(actor("COUNSELOR", "me", ["school-2"]), doc("COUNSELOR"))).toBe("not-found");
    const foreignOwner: Actor = { ...actor("OWNER"), organizationId: "org-2" };
    expect(whistleDecision(foreignOwner, doc("OWNER"))).toBe("not-found");
  });
});

describe("whistleListDecision and whistleSendDecision", () => {
  const LIST: Role[] = ["COUNSELOR", "HEAD", "MAINADMIN", "OWNER"];
  const SEND: Role[] = ["TEACHER", "COUNSELOR", "HEAD", "ADMIN"];
  const ref = { schoolId: SCHOOL, organizationId: ORG };
  for (const role of ROLES) {
    const list: Decision = role === "SUPERADMIN" ? "not-found" : LIST.includes(role) ? "allow" : "forbidden";
    it(`list: ${role} -> ${list}`, () => expect(whistleListDecision(actor(role), ref)).toBe(list));
    const send: Decision = role === "SUPERADMIN" ? "not-found" : SEND.includes(role) ? "allow" : "forbidden";
    it(`send: ${role} -> ${send}`, () => expect(whistleSendDecision(actor(role), ref)).toBe(send));
  }
  it("outside the school: 404", () => {
    expect(whistleListDecision(actor("HEAD", "me", ["school-2"]), ref)).toBe("not-found");
    expect(whistleSendDecision(actor("TEACHER", "me", ["school-2"]), ref)).toBe("not-found");
  });
});

describe("mayReceiveWhistles: the roles a whistle can be addressed to", () => {
  it("head, student health and the owner; not the main admin (who may open the page) or anyone else", () => {
    expect(ROLES.filter((role) => mayReceiveWhistles(role))).toEqual(["COUNSELOR", "HEAD", "OWNER"]);
  });
});
