import { describe, expect, it } from "vitest";
import type { Organization } from "#shared/organizations/organization.schema";
import type { SignedInUser } from "#shared/users/user.schema";
import { MAINADMIN, OWNER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

/**
 * PATCH /organizations/{id}: the 6:10 chain's limits as the organization's settings. Who may change them, what is
 * refused (with a reason, nothing stored), the version, the audit trail, and the session that carries them to the
 * violation flags.
 */
const { t } = useTestApp();

const org = () => t.seeded.organizationIds.demo!;
type ErrorBody = { error: { code: string; issues?: { path: (string | number)[]; message: string }[] } };

async function call(email: string, method: string, path: string, body?: unknown, language = "sv") {
  const token = await t.login(email);
  return t.request(method, path, { token, body, headers: { "accept-language": language } });
}

async function read(): Promise<Organization> {
  return (await (await call(OWNER, "GET", `/api/organizations/${org()}`)).json()) as Organization;
}

const patch = (email: string, body: unknown, language = "sv") =>
  call(email, "PATCH", `/api/organizations/${org()}`, body, language);

describe("the organization's 6:10 limits", () => {
  it("an organization that has set none has the defaults, in its settings and in the session", async () => {
    expect(await read()).toMatchObject({
      violationSeenLimit: "SAME_SCHOOL_DAY",
      violationInvestigationLimitDays: 7,
      version: 1,
    });
    const session = (await (await call("head@demo.test", "GET", "/api/auth/me")).json()) as SignedInUser;
    expect(session.organization).toMatchObject({
      violationSeenLimit: "SAME_SCHOOL_DAY",
      violationInvestigationLimitDays: 7,
    });
  });

  it("refuses bad values with a clear reason in the caller's language, and stores nothing", async () => {
    const before = await read();
    for (const days of [0, 31, 2.5]) {
      const res = await patch(OWNER, { version: before.version, violationInvestigationLimitDays: days });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.issues?.[0]).toMatchObject({
        path: ["violationInvestigationLimitDays"],
        message: "Antal dagar till att utredningen ska ha påbörjats måste vara ett heltal mellan 1 och 30",
      });
    }
    const english = await patch(
      OWNER,
      { version: before.version, violationInvestigationLimitDays: 40 },
      "en",
    );
    expect(((await english.json()) as ErrorBody).error.issues?.[0]?.message).toBe(
      "The number of days for the investigation to begin must be a whole number from 1 to 30",
    );
    const wrongChoice = await patch(OWNER, { version: before.version, violationSeenLimit: "NEXT_WEEK" });
    expect(wrongChoice.status).toBe(400);
    expect(((await wrongChoice.json()) as ErrorBody).error.issues?.[0]?.path).toEqual(["violationSeenLimit"]);
    // Unknown fields (the name is not a setting here), nothing to change, no version: all refused.
    expect((await patch(OWNER, { version: before.version, name: "Ny kommun" })).status).toBe(400);
    expect((await patch(OWNER, { version: before.version })).status).toBe(400);
    expect((await patch(OWNER, { violationInvestigationLimitDays: 5 })).status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it("the owner changes them on the version read; the session carries them; the change is audited", async () => {
    const before = await read();
    const res = await patch(OWNER, {
      version: before.version,
      violationSeenLimit: "NEXT_SCHOOL_DAY",
      violationInvestigationLimitDays: 14,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      violationSeenLimit: "NEXT_SCHOOL_DAY",
      violationInvestigationLimitDays: 14,
      version: before.version + 1,
      name: before.name,
    });
    const session = (await (await call("head@demo.test", "GET", "/api/auth/me")).json()) as SignedInUser;
    expect(session.organization).toMatchObject({
      violationSeenLimit: "NEXT_SCHOOL_DAY",
      violationInvestigationLimitDays: 14,
    });
    const { data } = await t.db.auditEvent.query.byScope({ scopeId: org() }).go({ pages: "all" });
    expect(
      data.filter((event) => event.entity === "organization" && event.entityId === org()),
    ).toContainEqual(expect.objectContaining({ action: "UPDATE", outcome: "SUCCESS" }));
  });

  it("a stale version answers 409 and changes nothing; a main admin may change one setting alone", async () => {
    const before = await read();
    expect(
      (await patch(MAINADMIN, { version: before.version - 1, violationSeenLimit: "TWO_SCHOOL_DAYS" })).status,
    ).toBe(409);
    expect(await read()).toEqual(before);
    const res = await patch(MAINADMIN, { version: before.version, violationSeenLimit: "TWO_SCHOOL_DAYS" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      violationSeenLimit: "TWO_SCHOOL_DAYS",
      violationInvestigationLimitDays: before.violationInvestigationLimitDays,
      version: before.version + 1,
    });
  });

  it("heads, admins, staff and the platform's super admin may not (403); another organization's staff get 404", async () => {
    const before = await read();
    const body = { version: before.version, violationInvestigationLimitDays: 3 };
    for (const email of ["head@demo.test", "admin@demo.test", "teacher@demo.test", "superadmin@demo.test"]) {
      expect((await patch(email, body)).status, email).toBe(403);
    }
    expect((await patch("counselor@other.test", body)).status).toBe(404);
    expect(await read()).toEqual(before);
  });
});
