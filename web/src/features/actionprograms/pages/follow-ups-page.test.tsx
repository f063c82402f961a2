import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { ALVA, answerSchool, json, pupil } from "../../../test/api-stub";
import { followUp } from "../action-program.fixtures";
import { FollowUpsPage } from "./follow-ups-page";

const program = (id: string, studentId: string): ActionProgram =>
  ({
    id,
    schoolId: "school-1",
    studentId,
    status: "published",
    followUpDate: "2020-02-01",
    evaluationDate: "2099-01-01",
    decidedAt: "2020-01-10T10:00:00.000Z",
  }) as ActionProgram;

const done = followUp({ actionProgramId: "p-done", studentId: "pupil-2" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the follow-ups page", () => {
  it("flags a program past its follow-up date with none done; one followed up is only dated", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes("/action-program-follow-up/"))
          return Promise.resolve(json({ items: [done], cursor: null }));
        if (url.includes("/action-program/"))
          return Promise.resolve(
            json({ items: [program("p-late", "pupil-1"), program("p-done", "pupil-2")], cursor: null }),
          );
        return answerSchool(url, { pupils: [ALVA, pupil("pupil-2", "Bo Berg")] });
      }),
    );
    renderWithApp(<FollowUpsPage />, { user: signedInUser({ roles: ["COUNSELOR"] }) });
    const due = await screen.findByTestId("follow-ups-due");
    const late = (await within(due).findAllByText("Alva Andersson"))[0]!.closest("tr, li, [data-testid]")!;
    expect(await within(due).findAllByTestId("program-flag-follow-up")).toHaveLength(1);
    expect(within(late as HTMLElement).queryByText("Uppföljning saknas")).not.toBeNull();
  });
});
