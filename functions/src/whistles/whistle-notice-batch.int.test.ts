import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { deliverDueWhistleNotices, nextFullHour } from "./whistle-notice-batch.js";

/** The hourly batch of whistle notices: nothing before the full hour, one notice after, none for spam. */
const { t } = useTestApp();
const ek = () => t.seeded.schoolIds.ek!;
type Json = Record<string, unknown>;

beforeAll(async () => {
  // Just after a full hour, so the test's own steps stay within the hour (tokens are made after this).
  t.clock.set(new Date(nextFullHour(new Date()).getTime() + 60_000));
});

async function as(email: string, method: string, path: string, body?: unknown) {
  const res = await t.request(method, `/api${path}`, {
    token: await t.login(email),
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

async function whistleTo(recipient: "HEAD" | "COUNSELOR", message: string) {
  const sent = await as("teacher@demo.test", "POST", "/whistle", { schoolId: ek(), message, recipient });
  expect(sent.status).toBe(201);
  const email = recipient === "HEAD" ? "head@demo.test" : "counselor@demo.test";
  const list = await as(email, "GET", `/whistle?schoolId=${ek()}`);
  const whistle = (list.body.items as Json[]).find((item) => item.message === message)!;
  return { id: whistle.id as string, receipt: sent.body.receipt as string };
}

const noticesOf = async (email: string, itemId: string) =>
  ((await as(email, "GET", `/notifications?schoolId=${ek()}`)).body.items as Json[]).filter(
    (item) => item.itemId === itemId,
  );

describe("the whistle notice batch", () => {
  it("a sender's additions within one hour are one notice, delivered with the next batch; spam tells nobody", async () => {
    const kept = await whistleTo("COUNSELOR", `Behållen ${Math.random()}`);
    const spam = await whistleTo("HEAD", `Skräp ${Math.random()}`);
    expect((await as("head@demo.test", "POST", `/whistle/spam/${spam.id}`)).status).toBe(200);
    for (const message of ["Det hände igen.", "Och en gång till."]) {
      const res = await t.request("POST", "/api/external/whistle/addition", {
        body: { receipt: kept.receipt, message },
      });
      expect(res.status).toBe(201);
    }
    expect(await deliverDueWhistleNotices(t.deps)).toBe(0);
    expect(await noticesOf("counselor@demo.test", kept.id)).toEqual([]);

    t.clock.set(nextFullHour(t.clock.now()));
    expect(await deliverDueWhistleNotices(t.deps)).toBe(2);
    const kinds = (await noticesOf("counselor@demo.test", kept.id)).map((item) => item.kind).sort();
    expect(kinds).toEqual(["WHISTLE_ADDITION", "WHISTLE_NEW"]);
    expect(await noticesOf("head@demo.test", spam.id)).toEqual([]);
    // The queue is empty: a second run delivers nothing more.
    expect(await deliverDueWhistleNotices(t.deps)).toBe(0);
  });
});
