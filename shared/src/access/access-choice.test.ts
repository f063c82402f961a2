import { describe, expect, it } from "vitest";
import * as tickets from "../tickets/ticket.schema.js";
import { isTeacher as ticketsIsTeacher } from "../tickets/ticket.policy.js";
import {
  ACCESS_LABELS,
  ACCESS_LEVELS,
  ACCESS_LIST_FIELD,
  accessSettingsIssues,
  isTeacher,
} from "./access-choice.js";

const settings = {
  access: "STANDARD" as const,
  recipients: [],
  teamId: null,
  contactTeachers: [],
  editors: [],
};

describe("the access choice vocabulary", () => {
  it("is what tickets' names stand for (kept as re-exports, the same values)", () => {
    expect(tickets.TICKET_ACCESS_LEVELS).toBe(ACCESS_LEVELS);
    expect(tickets.TICKET_ACCESS_LABELS).toBe(ACCESS_LABELS);
    expect(tickets.ACCESS_LIST_FIELD).toBe(ACCESS_LIST_FIELD);
    expect(tickets.accessSettingsIssues).toBe(accessSettingsIssues);
    expect(ticketsIsTeacher).toBe(isTeacher);
  });

  it("a level needs its list or team and carries no other", () => {
    expect(accessSettingsIssues(settings)).toEqual([]);
    expect(accessSettingsIssues({ ...settings, access: "SELECTED" })).toEqual([
      { path: "recipients", reason: "accessNeedsPerson", params: { level: "SELECTED" } },
    ]);
    expect(accessSettingsIssues({ ...settings, editors: ["u1"], teamId: "t1" })).toEqual([
      { path: "editors", reason: "accessTakesNoList", params: { level: "STANDARD", field: "editors" } },
      { path: "teamId", reason: "accessTakesNoTeam", params: { level: "STANDARD" } },
    ]);
    expect(accessSettingsIssues({ ...settings, access: "TEAM" })).toEqual([
      { path: "teamId", reason: "accessNeedsTeam" },
    ]);
    expect(isTeacher(["COUNSELOR", "TEACHER"])).toBe(true);
    expect(isTeacher(["COUNSELOR"])).toBe(false);
  });
});
