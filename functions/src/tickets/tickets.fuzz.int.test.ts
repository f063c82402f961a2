import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorBodySchema } from "#shared/errors";
import { fixtures } from "../../../tests/helpers/fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { notificationsRouter } from "../notifications/notifications.router.js";
import { ticketsRouter } from "./tickets.router.js";

/**
 * tests/fuzz.int.test.ts sends bad input to every route as an ADMIN, who has no ticket access and so is mostly
 * stopped by the policy. This fuzz goes deeper: as student-health staff with full access, with real ids of
 * tickets, steps, comments, messages, feedback and reactions in the path and body, and bodies that are nearly
 * right (the real field names with wrong, huge, odd or valid values). Valid calls may succeed here; the target is
 * that nothing a user can type answers 5xx, and every error has the one error shape.
 */
let t: TestApp;
let token: string;
/** Real ids by kind, so a path or body often names something that exists. */
const real: Record<string, string[]> = {
  school: [],
  student: [],
  user: [],
  ticket: [],
  step: [],
  feedback: [],
  reaction: [],
  comment: [],
  message: [],
  notification: [],
  category: ["TICKET", "FEEDBACK", "MAPPING"],
  /** Tickets only DELETE /tickets/{id} may remove, so the other routes keep theirs. */
  disposable: [],
};

const ROUTES = [
  ...new Set(
    [...ticketsRouter.routes, ...notificationsRouter.routes]
      .filter((route) => route.method !== "ALL")
      .map((route) => `${route.method} /api${route.path}`),
  ),
].map((key) => {
  const [method, path] = key.split(" ") as [string, string];
  return { method, path };
});

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t);
  token = await t.login("counselor@demo.test");
  const counselor = t.seeded.userIds["counselor@demo.test"]!;
  real.school!.push(t.seeded.schoolIds.ek!);
  real.student!.push(...t.seeded.studentIds.ek!.slice(0, 3));
  real.user!.push(counselor, t.seeded.userIds["head@demo.test"]!, t.seeded.userIds["teacher@demo.test"]!);
  for (let i = 0; i < 4; i++) {
    const { ticketId, stepId } = await f.ticket({ owner: "head@demo.test" });
    const { feedbackId, reactionId } = await f.feedback(ticketId, counselor);
    real.ticket!.push(ticketId);
    real.step!.push(stepId);
    real.feedback!.push(feedbackId);
    real.reaction!.push(reactionId!);
    real.comment!.push(await f.comment(ticketId, stepId, counselor));
    real.message!.push(await f.message(ticketId, counselor));
    real.notification!.push(await f.notification(counselor));
    real.disposable!.push((await f.ticket()).ticketId);
  }
});

/** What each path parameter names. */
function paramKind(method: string, path: string): string {
  if (method === "DELETE" && path === "/api/tickets/:id") return "disposable";
  if (path.includes(":schoolId")) return "school";
  if (path.includes(":userId")) return "user";
  if (path.includes(":category")) return "category";
  if (path.startsWith("/api/reaction")) return "reaction";
  if (path.startsWith("/api/step/event")) return "comment";
  if (path.startsWith("/api/step")) return "step";
  if (path.startsWith("/api/messages")) return "message";
  if (path.startsWith("/api/notifications")) return "notification";
  return "ticket";
}

const pick = (kind: string) => fc.constantFrom(...real[kind]!);
const odd = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "x".repeat(6000),
  "å".repeat(30_000),
  "<script>",
  "../..",
  "-1",
);
const anyValue = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    odd,
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.integer({ min: -5, max: 10 }),
    fc.constantFrom(
      "REPORT",
      "RECEIVED",
      "ARCHIVE",
      "FEEDBACK",
      "STANDARD",
      "SELECTED",
      "TEAM",
      "SELF",
      "EVERYONE",
    ),
    fc.constantFrom("PROGRESSING", "COMPLETED", "ongoing", "archived"),
    fc.array(fc.record({ id: fc.oneof(pick("user"), fc.uuid()) }), { maxLength: 3 }),
    fc.oneof(pick("ticket"), pick("step"), pick("feedback"), pick("user"), pick("student")),
  );

/** A valid body per route; the fuzz keeps each field or replaces it, and may add real field names. */
const VALID: Record<string, () => fc.Arbitrary<Record<string, unknown>>> = {
  "POST /api/tickets": () =>
    fc.record({
      studentId: pick("student"),
      title: fc.constant("Titel"),
      description: fc.constant("Text"),
      access: fc.constantFrom("STANDARD", "COUNSELOR", "EVERYONE"),
    }),
  "PATCH /api/tickets/:id": () => fc.record({ version: fc.constantFrom(1, 2), title: fc.constant("Ny") }),
  "POST /api/feedback": () => fc.record({ ticketId: pick("ticket"), text: fc.constant("Bra") }),
  "POST /api/reaction": () => fc.record({ feedbackId: pick("feedback"), smiley: fc.constant("PROGRESSING") }),
  "PATCH /api/reaction/:id": () =>
    fc.record({ smiley: fc.constant("COMPLETED"), version: fc.constantFrom(1, 2) }),
  "POST /api/step": () =>
    fc.record({
      ticketId: pick("ticket"),
      status: fc.constantFrom("RECEIVED", "ARCHIVE", "EXAMINATION"),
      version: fc.constantFrom(1, 2),
    }),
  "PATCH /api/step/:id": () =>
    fc.record({ summary: fc.constant("Sammanfattning"), version: fc.constantFrom(1, 2) }),
  "POST /api/step/event": () => fc.record({ stepId: pick("step"), comment: fc.constant("Kommentar") }),
  "PATCH /api/step/event/:id": () =>
    fc.record({ comment: fc.constant("Ny"), version: fc.constantFrom(1, 2) }),
  "POST /api/messages": () => fc.record({ ticketId: pick("ticket"), text: fc.constant("Hej") }),
  "POST /api/decision": () => fc.record({ ticketId: pick("ticket"), text: fc.constant("Beslut") }),
};
const FIELDS = [
  "ticketId",
  "stepId",
  "feedbackId",
  "access",
  "recipients",
  "teamId",
  "ownerId",
  "editors",
  "version",
];

function body(key: string): fc.Arbitrary<unknown> {
  const valid = VALID[key];
  if (!valid) return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  return fc
    .tuple(
      valid(),
      // Each field stays valid three times in four, so many bodies get past validation to the handler.
      fc.array(fc.oneof(fc.constant(true), fc.constant(true), fc.constant(true), fc.constant(false)), {
        minLength: 8,
        maxLength: 8,
      }),
      fc.array(anyValue(), { minLength: 8, maxLength: 8 }),
      fc.oneof(
        fc.constant({}),
        fc.constant({}),
        fc.constant({}),
        fc.dictionary(fc.constantFrom(...FIELDS), anyValue(), { maxKeys: 2 }),
      ),
    )
    .map(([base, keep, replacements, extra]) => {
      const mutated: Record<string, unknown> = {};
      Object.entries(base).forEach(([field, value], index) => {
        mutated[field] = keep[index] !== false ? value : replacements[index];
      });
      return { ...extra, ...mutated };
    });
}

const query = () =>
  fc.dictionary(
    fc.constantFrom("schoolId", "status", "studentId", "ownerId", "step", "cursor", "limit"),
    fc.oneof(
      pick("school"),
      pick("student"),
      pick("user"),
      fc.constantFrom("ongoing", "unassigned", "archived", "RECEIVED", "ARCHIVE", "5", "0", "101"),
      fc.string({ maxLength: 12 }),
    ),
    { maxKeys: 3 },
  );

describe("ticket and notification routes under near-valid input as student-health staff", () => {
  it("covers every ticket and notification route", () => expect(ROUTES.length).toBe(21));

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: no 5xx, errors in the one shape`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { weight: 4, arbitrary: pick(paramKind(route.method, route.path)) },
            { weight: 1, arbitrary: anyValue() },
          ),
          body(`${route.method} ${route.path}`),
          query(),
          async (param, payload, search) => {
            const path =
              route.path.replace(
                /:[A-Za-z]+/g,
                encodeURIComponent(typeof param === "string" ? param : JSON.stringify(param)),
              ) +
              (route.method === "GET" || route.path.includes("category")
                ? `?${new URLSearchParams({
                    ...(route.path === "/api/notifications" ? { schoolId: real.school![0]! } : {}),
                    ...(search as Record<string, string>),
                  }).toString()}`
                : "");
            const res = await t.request(route.method, path, {
              token,
              ...(payload !== undefined && route.method !== "GET" ? { body: payload } : {}),
            });
            expect(res.status, `${route.method} ${path} answered ${res.status}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(ErrorBodySchema.safeParse(await res.json()).success).toBe(true);
            }
          },
        ),
        { numRuns: 100 },
      );
    });
  }
});
