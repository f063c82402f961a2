import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import type { ActionProgram, Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import {
  awaitsEvaluation,
  awaitsFollowUp,
  missingEvaluation,
  missingFollowUp,
} from "#shared/actionprograms/follow-up-discipline";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { apiAs, readEveryPage, succeedingAs } from "../../../tests/helpers/api-calls.js";
import { COUNSELOR as C, HEAD as H } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { storeProgram } from "./action-programs.fixtures.js";

/**
 * The program list flags a late program from the program alone (docs/api.md, "Follow-up discipline"): each program
 * answers its progress (`hasFollowUp`, `hasEvaluation`), kept right by every follow-up and evaluation write, so the
 * web reads no follow-up or evaluation list for the flags. Here: the progress through the API says what the school's
 * whole lists say, each write moves it at once, and a program stored before progress was kept reads as waiting.
 */
const { t } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const idOf = (email: string) => t.seeded.userIds[email]!;
const pupil = () => t.seeded.studentIds.ek![0]!;
const today = () => stockholmDateOf(t.clock.now());
const day = (offset: number) => addDaysToDate(today(), offset);

const call = succeedingAs(t);

/** Every page of one of the school's lists, as the caller sees it. */
const all = async <T>(email: string, path: string): Promise<T[]> =>
  (await readEveryPage<T>(apiAs(t), email, `/api/${path}/${ek()}?limit=100`)).items;

/**
 * A program the counselor drafted and the head decided today, its follow-up and evaluation dates already passed:
 * stored so (a decision through the API refuses passed dates; a program decided in time gets there as days pass).
 */
async function decidedLate(): Promise<ActionProgram> {
  const id = await storeProgram(t, {
    studentId: pupil(),
    status: "published",
    specialNeeds: "Stöd i läsförståelse",
    actions: [
      { action: "Inläst läromedel", timespan: "Terminen", followUp: "Varje månad", responsible: "Mentor" },
    ],
    followUpDate: day(-3),
    evaluationDate: day(-2),
    decisionMakerId: t.seeded.userIds[H]!,
  });
  return call<ActionProgram>(C, "GET", `/api/action-program/${ek()}/${id}`);
}

/** The program as one read and as its row in the school's ongoing list answer it. */
async function readBoth(id: string) {
  const one = await call<ActionProgram>(C, "GET", `/api/action-program/${ek()}/${id}`);
  const rows = await all<ActionProgram>(C, "action-program");
  return { one, row: rows.find((row) => row.id === id)! };
}

const flags = (program: ActionProgram) => ({
  followUp: awaitsFollowUp(program, today()),
  evaluation: awaitsEvaluation(program, today()),
});

describe("the list's progress says what the school's follow-ups and evaluations say", () => {
  it("on the demo, for each program each reader lists, on days before, on and after their dates", async () => {
    let flagged = 0;
    let cleared = 0;
    for (const email of [C, H]) {
      const programs = await all<ActionProgram>(email, "action-program");
      const followUps = await all<FollowUp>(email, "action-program-follow-up");
      const evaluations = await all<Evaluation>(email, "action-program-evaluation");
      expect(programs.length, email).toBeGreaterThan(0);
      for (const program of programs) {
        for (const when of [day(-30), today(), day(1), day(400)]) {
          const fromLists = {
            followUp: missingFollowUp(program, followUps, when),
            evaluation: missingEvaluation(program, evaluations, when),
          };
          const fromProgram = {
            followUp: awaitsFollowUp(program, when),
            evaluation: awaitsEvaluation(program, when),
          };
          expect(fromProgram, `${email} ${program.id} ${when}`).toEqual(fromLists);
          if (fromProgram.followUp || fromProgram.evaluation) flagged++;
          if (program.status === "published" && (program.hasFollowUp || program.hasEvaluation)) cleared++;
        }
      }
    }
    // The demo has programs flagged and programs whose progress clears a flag, so both ways are compared.
    expect(flagged).toBeGreaterThan(0);
    expect(cleared).toBeGreaterThan(0);
  });
});

describe("each follow-up and evaluation write moves the program's flags at once", () => {
  it("a decided program past its dates waits on both; a follow-up done and an evaluation clear them; removing brings them back", async () => {
    const program = await decidedLate();
    expect(program).toMatchObject({ status: "published", hasFollowUp: false, hasEvaluation: false });
    let both = await readBoth(program.id);
    expect(flags(both.one)).toEqual({ followUp: true, evaluation: true });
    expect(flags(both.row)).toEqual({ followUp: true, evaluation: true });

    // Planned but not written: still waiting.
    const planned = await call<FollowUp>(C, "POST", "/api/action-program-follow-up", {
      actionProgramId: program.id,
      responsibleId: idOf(C),
      date: today(),
      summary: "",
      functionedWell: false,
    });
    expect(flags((await readBoth(program.id)).row)).toEqual({ followUp: true, evaluation: true });

    const written = await call<FollowUp>(C, "PATCH", `/api/action-program-follow-up/${planned.id}`, {
      version: planned.version,
      summary: "Läser mer på egen hand",
    });
    both = await readBoth(program.id);
    expect(both.row).toMatchObject({ hasFollowUp: true, hasEvaluation: false });
    expect(flags(both.row)).toEqual({ followUp: false, evaluation: true });
    expect(flags(both.one)).toEqual({ followUp: false, evaluation: true });

    const evaluated = await call<Evaluation>(C, "POST", "/api/action-program-evaluation", {
      actionProgramId: program.id,
      responsibleId: idOf(C),
      date: today(),
      successFactors: "Inläst material",
      troubles: "",
      changes: "",
    });
    expect(flags((await readBoth(program.id)).row)).toEqual({ followUp: false, evaluation: false });

    await call(C, "DELETE", `/api/action-program-follow-up/${written.id}`);
    await call(C, "DELETE", `/api/action-program-evaluation/${evaluated.id}`);
    both = await readBoth(program.id);
    expect(both.row).toMatchObject({ hasFollowUp: false, hasEvaluation: false });
    expect(flags(both.row)).toEqual({ followUp: true, evaluation: true });
  });
});

describe("a program stored before progress was kept (no backfill yet)", () => {
  it("reads as waiting on both, so nothing late is hidden, until an item write stores its progress", async () => {
    const program = await decidedLate();
    await call<FollowUp>(C, "POST", "/api/action-program-follow-up", {
      actionProgramId: program.id,
      responsibleId: idOf(C),
      date: today(),
      summary: "Uppföljt",
      functionedWell: true,
    });
    expect(flags((await readBoth(program.id)).row)).toEqual({ followUp: false, evaluation: true });
    await t.deps.db.client.send(
      new UpdateCommand({
        TableName: t.tableName,
        Key: { pk: `ACTIONPROGRAM#${program.id}`, sk: "ACTIONPROGRAM" },
        UpdateExpression: "REMOVE hasFollowUp, hasEvaluation, openDate, itemsRevision, gsi4pk, gsi4sk",
      }),
    );

    const { one, row } = await readBoth(program.id);
    // No progress stored: false (a boolean, as the schema says), so its passed dates flag it.
    expect(one).toMatchObject({ hasFollowUp: false, hasEvaluation: false });
    expect(row).toMatchObject({ hasFollowUp: false, hasEvaluation: false });
    expect(flags(row)).toEqual({ followUp: true, evaluation: true });

    // An evaluation written stores its evaluation progress.
    await call<Evaluation>(C, "POST", "/api/action-program-evaluation", {
      actionProgramId: program.id,
      responsibleId: idOf(C),
      date: today(),
      successFactors: "",
      troubles: "Frånvaro i perioder",
      changes: "",
    });
    const after = (await readBoth(program.id)).row;
    expect(after.hasEvaluation).toBe(true);
    expect(flags(after).evaluation).toBe(false);
  });
});
