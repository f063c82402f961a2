import { describe, expect, it } from "vitest";
import { TICKET_ACCESS_LEVELS } from "#shared/tickets/ticket.constants";
import { CreateTicketInputSchema, UpdateTicketInputSchema } from "#shared/tickets/ticket.schema";
import { accessBody, EMPTY_ACCESS, levelsFor, missingAccessPart, type AccessValue } from "./access-rules";

const PERSON = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const TEAM = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d";
const PUPIL = "11111111-2222-4333-8444-555555555555";

/** A form value for a level with its list or team filled in, plus leftovers from other levels. */
function filled(access: AccessValue["access"]): AccessValue {
  return { access, recipients: [PERSON], teamId: TEAM, contactTeachers: [PERSON], editors: [PERSON] };
}

describe("ticket access choices in the forms (spec section 6)", () => {
  it("sends, for every level, a body the API's schema accepts, without the lists of other levels", () => {
    for (const level of TICKET_ACCESS_LEVELS) {
      const body = accessBody(filled(level));
      const parsed = CreateTicketInputSchema.safeParse({
        studentId: PUPIL,
        title: "T",
        description: "D",
        ...body,
      });
      expect(parsed.success, level).toBe(true);
      expect(UpdateTicketInputSchema.safeParse({ version: 3, ...body }).success, level).toBe(true);
      const lists = Object.keys(body).filter((key) => key !== "access");
      expect(lists.length, level).toBeLessThanOrEqual(1);
    }
  });

  it("names the missing part for the levels that need people or a team, and nothing for the others", () => {
    const missing = Object.fromEntries(
      TICKET_ACCESS_LEVELS.map((level) => [level, missingAccessPart({ ...EMPTY_ACCESS, access: level })]),
    );
    expect(missing).toEqual({
      STANDARD: null,
      COUNSELOR: null,
      SELECTED: "recipients",
      SELF: null,
      TEAM: "teamId",
      EVERYONE: null,
      CONTACTTEACHERS: "contactTeachers",
      EDITORS: "editors",
    });
    for (const level of TICKET_ACCESS_LEVELS) expect(missingAccessPart(filled(level))).toBeNull();
  });

  it("agrees with the API: what the form calls complete is accepted, what it calls missing is refused", () => {
    for (const level of TICKET_ACCESS_LEVELS) {
      const body = accessBody({ ...EMPTY_ACCESS, access: level });
      const accepted = CreateTicketInputSchema.safeParse({
        studentId: PUPIL,
        title: "T",
        description: "D",
        ...body,
      }).success;
      expect(accepted, level).toBe(missingAccessPart({ ...EMPTY_ACCESS, access: level }) === null);
    }
  });

  it("does not offer 'only me' to teachers, and offers every level to student-health staff", () => {
    expect(levelsFor("TEACHER")).not.toContain("SELF");
    expect(levelsFor("TEACHER")).toHaveLength(TICKET_ACCESS_LEVELS.length - 1);
    expect(levelsFor("COUNSELOR")).toEqual([...TICKET_ACCESS_LEVELS]);
  });
});
