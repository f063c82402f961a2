import { describe, expect, it } from "vitest";
import { ClassNameSchema } from "./classes/class.schema.js";
import { NameSchema, TermSchema } from "./common.schema.js";
import { reasonText } from "./messages.js";
import { BugReportInputSchema } from "./reports/report.schema.js";
import { TicketDescriptionSchema, TicketTextSchema, TicketTitleSchema } from "./tickets/ticket.schema.js";
import { CreateViolationInputSchema } from "./violations/violation.schema.js";
import { ExternalReportInputSchema } from "./violations/violation-external.schema.js";
import { WhistleMessageSchema } from "./whistles/whistle.schema.js";

/**
 * A required text must hold something to read. trim() already takes away spaces, tabs, newlines, no-break and
 * ideographic spaces; these are the characters it keeps that show nothing, so a text of them alone (pasted from a
 * chat or a word processor) would be stored as "filled" and listed as a blank title or name.
 */
const INVISIBLE = ["\u200B", "\u200C", "\u200D", "\u2060", "\u180E", "\u3164", "\u115F", "\u2800"];

const REQUIRED_TEXTS = {
  NameSchema,
  TermSchema,
  ClassNameSchema,
  TicketTitleSchema,
  TicketDescriptionSchema,
  TicketTextSchema,
  WhistleMessageSchema,
  bugReport: BugReportInputSchema.shape.description,
  victim: CreateViolationInputSchema.shape.victim,
  incidentDetails: ExternalReportInputSchema.shape.incidentDetails,
};

describe("required texts", () => {
  for (const [name, schema] of Object.entries(REQUIRED_TEXTS)) {
    it(`${name}: only invisible characters or whitespace is empty; a visible one with them is kept`, () => {
      for (const blank of [...INVISIBLE, INVISIBLE.join(""), ` \u200B\u00A0\u3000\t\n`]) {
        const result = schema.safeParse(blank);
        expect(result.success, JSON.stringify(blank)).toBe(false);
      }
      expect(schema.safeParse(" \u200BAda\u200D ").success).toBe(true);
      expect(schema.safeParse("👩‍👧").success).toBe(true);
    });
  }

  it("says why in the caller's language", () => {
    const issue = NameSchema.safeParse("\u200B").error!.issues[0]!;
    expect(issue.code).toBe("custom");
    expect((issue as { params?: { reason?: string } }).params?.reason).toBe("textBlank");
    expect(reasonText("sv", { key: "textBlank" })).toBe("Fältet är tomt");
    expect(reasonText("en", { key: "textBlank" })).toBe("The field is empty");
  });
});
