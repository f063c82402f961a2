import { describe, expect, it } from "vitest";
import {
  missingForDecision,
  programDateIssues,
  type ActionProgram,
} from "#shared/actionprograms/action-program.schema";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

/** The README's walk-through of the demo's action programs: the teacher's draft waits for the head's decision. */
const { t } = useTestApp();

async function call(email: string, method: string, path: string, body?: unknown) {
  return t.request(method, path, { token: await t.login(email), ...(body !== undefined ? { body } : {}) });
}

describe("the demo's draft action program", () => {
  it("the teacher's draft can be decided by its decision maker, the head, as the README walks through", async () => {
    const ek = t.seeded.schoolIds.ek!;
    const list = (await (await call(HEAD, "GET", `/api/action-program/${ek}`)).json()) as {
      items: ActionProgram[];
    };
    const draft = list.items.find(
      (item) => item.status === "draft" && item.createdById === t.seeded.userIds[TEACHER],
    );
    expect(draft).toBeDefined();
    expect(draft!.studentId).toBe(t.seeded.studentIds.ek![1]);
    expect(draft!.mayDecide).toBe(true);
    // Its dates keep the decision's rules (none passed, the evaluation after the follow-up) for weeks yet.
    const inSixWeeks = addDaysToDate(stockholmDateOf(t.clock.now()), 42);
    expect(programDateIssues(draft!, inSixWeeks)).toEqual([]);
    expect(missingForDecision(draft!)).toEqual([]);
    const res = await call(HEAD, "PATCH", `/api/action-program/${draft!.id}`, {
      version: draft!.version,
      status: "published",
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect(((await res.json()) as ActionProgram).status).toBe("published");
  });
});
