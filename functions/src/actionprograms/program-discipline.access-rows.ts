import { DueQuerySchema } from "#shared/actionprograms/follow-up-discipline.schema";
import { stockholmDateOf } from "#shared/dates";
import {
  app,
  bjork,
  ek,
  type CallBudget,
  type FuzzRoutes,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import { LIST } from "./action-programs.access-fixtures.js";

/**
 * Follow-up discipline's route (the overview's card) in the action programs' access plug-in
 * (action-programs.access.ts spreads these in): guarded as the school's list of programs; what each person is shown
 * is in follow-up-discipline.int.test.ts.
 */

const today = () => stockholmDateOf(app().clock.now());

export const disciplineRows: MatrixRow[] = [
  {
    route: "GET /api/action-program-due/:schoolId",
    call: () => ({ path: `/api/action-program-due/${ek()}?before=${today()}` }),
    expect: LIST,
  },
  {
    route: "GET /api/action-program-due/:schoolId",
    label: "a day that does not exist: 400 for everyone signed in",
    call: () => ({ path: `/api/action-program-due/${ek()}?before=2026-02-30` }),
    expect: { anon: 401, default: 400 },
  },
];

export const disciplineFuzz: FuzzRoutes = {
  "GET /api/action-program-due/:schoolId": { actor: "C", query: DueQuerySchema },
};

export const disciplineCalls: CallBudget[] = [
  {
    route: "GET /api/action-program-due/:schoolId",
    label:
      "what waits on me: session, then one query each of the waiting programs, open follow-ups and open evaluations (sparse indexes), and three audit writes",
    actor: "C",
    call: () => ({ path: `/api/action-program-due/${bjork()}?before=${today()}` }),
    commands: ["TransactGetItemsCommand", "QueryCommand", "QueryCommand", "QueryCommand"],
    audit: 3,
  },
];
