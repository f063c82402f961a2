import { describe, expect, it } from "vitest";
import type { Organization } from "#shared/organizations/organization.schema";
import type { SignedInUser } from "#shared/users/user.schema";
import { MAINADMIN, OWNER, SUPERADMIN } from "../../../tests/helpers/demo-accounts.js";
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
    // The name is the super admin's to change (403); nothing to change, no version: refused (400).
    expect((await patch(OWNER, { version: before.version, name: "Ny kommun" })).status).toBe(403);
    expect((await patch(OWNER, { version: before.version, colour: "blå" })).status).toBe(400);
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

describe("an organization's name and words for a school", () => {
  const create = (body: unknown) => call(SUPERADMIN, "POST", "/api/organizations", body);

  it("the super admin renames it and sets both words; one word alone, or another organization's name, is refused", async () => {
    const made = (await (await create({ name: "Lindkommun" })).json()) as Organization;
    const rename = (body: object) =>
      call(SUPERADMIN, "PATCH", `/api/organizations/${made.id}`, { version: made.version, ...body });
    const renamed = await rename({ name: "Linds kommun", schoolName: "Enhet", schoolNamePlural: "Enheter" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: "Linds kommun",
      schoolName: "Enhet",
      schoolNamePlural: "Enheter",
      version: made.version + 1,
    });
    const current = async () =>
      (await (await call(SUPERADMIN, "GET", `/api/organizations/${made.id}`)).json()) as Organization;
    const after = await current();
    // One word alone: 400 at the plural, in the caller's language.
    const alone = await call(SUPERADMIN, "PATCH", `/api/organizations/${made.id}`, {
      version: after.version,
      schoolName: "Skolenhet",
    });
    expect(alone.status).toBe(400);
    expect(((await alone.json()) as ErrorBody).error.issues?.[0]).toMatchObject({
      path: ["schoolNamePlural"],
      message: "Ange både singular och plural av ordet för skola, eller inget av dem",
    });
    expect((await create({ name: "Ekkommun", schoolName: "Enhet" })).status).toBe(400);
    // The demo organization's name, in other case: 409; nothing changed.
    const demoName = (await read()).name;
    const taken = await call(SUPERADMIN, "PATCH", `/api/organizations/${made.id}`, {
      version: after.version,
      name: ` ${demoName.toUpperCase()} `,
    });
    expect(taken.status).toBe(409);
    expect((await create({ name: demoName.toLowerCase() })).status).toBe(409);
    expect(await current()).toEqual(after);
    // Both words taken back: the product's own words again.
    const cleared = await call(SUPERADMIN, "PATCH", `/api/organizations/${made.id}`, {
      version: after.version,
      schoolName: null,
      schoolNamePlural: null,
    });
    expect(await cleared.json()).toMatchObject({ schoolName: null, schoolNamePlural: null });
  });

  it("the organization's own owner may not rename it", async () => {
    const before = await read();
    expect((await patch(OWNER, { version: before.version, name: "Egen kommun" })).status).toBe(403);
    expect(
      (await patch(MAINADMIN, { version: before.version, schoolName: "Enhet", schoolNamePlural: "Enheter" }))
        .status,
    ).toBe(403);
    expect(await read()).toEqual(before);
  });
});

describe("deleting an organization", () => {
  it("the super admin deletes an empty one; one with schools or people stays, with the reason", async () => {
    const made = (await (
      await call(SUPERADMIN, "POST", "/api/organizations", { name: "Tillfällig kommun" })
    ).json()) as Organization;
    const withSchools = await call(SUPERADMIN, "DELETE", `/api/organizations/${org()}`, undefined, "en");
    expect(withSchools.status).toBe(409);
    expect(((await withSchools.json()) as { error: { message: string } }).error.message).toBe(
      "The organization has schools: delete them first",
    );
    expect((await read()).id).toBe(org());
    expect((await call(OWNER, "DELETE", `/api/organizations/${org()}`)).status).toBe(403);
    expect((await call(SUPERADMIN, "DELETE", `/api/organizations/${made.id}`)).status).toBe(204);
    expect((await call(SUPERADMIN, "GET", `/api/organizations/${made.id}`)).status).toBe(404);
    expect((await call(SUPERADMIN, "DELETE", `/api/organizations/${made.id}`)).status).toBe(404);
  });
});
