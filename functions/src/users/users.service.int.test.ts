import { describe, expect, it } from "vitest";
import { contextFor } from "../../../tests/helpers/request-context.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { AppError } from "../core/errors.js";
import { addUser, updateUser } from "./users.service.js";

/** The users rules called as plain functions (a request context and an input), without HTTP. */
const { t } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;

describe("addUser", () => {
  it("invites a new person once; the same call again grants nothing new and invites nobody", async () => {
    const admin = await contextFor(t, "admin@demo.test");
    const input = {
      name: "Ny Lärare",
      email: "ny.larare@demo.test",
      role: "TEACHER" as const,
      schoolId: ek(),
    };
    const first = await addUser(admin, input);
    expect(first).toMatchObject({
      created: true,
      user: { email: input.email, memberships: [{ schoolId: ek(), roles: ["TEACHER"] }] },
    });
    expect(t.outbox.lastTo(input.email)?.text).toMatch(/reset-password\?token=/);

    const mails = t.outbox.sent.length;
    const again = await addUser(await contextFor(t, "admin@demo.test"), input);
    expect(again).toEqual({ created: false, user: first.user });
    expect(t.outbox.sent.length).toBe(mails);
  });
});

describe("updateUser", () => {
  it("nobody changes their own roles here: 403 with the users policy's reason", async () => {
    const admin = await contextFor(t, "admin@demo.test", { language: "en" });
    const self = t.seeded.userIds["admin@demo.test"]!;
    const refused = await updateUser(admin, {
      id: self,
      version: 1,
      schoolId: ek(),
      roles: ["TEACHER"],
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("FORBIDDEN");
    expect((refused as AppError).messageIn("en")).toMatch(/your own roles/);
  });
});
