import type { Role } from "../constants.js";
import type { Language } from "../errors.js";
import type { ReasonKey } from "../messages.js";

/**
 * The access choice of a document about a pupil (spec section 6): who besides the always-allowed may read it. One
 * vocabulary for every domain's access list; tickets were first (their names, `TICKET_ACCESS_LEVELS`,
 * `TicketAccessLevel`, ..., are kept as re-exports of these). Without zod, so the web's first bundle can use it;
 * each domain's policy writes down what a choice means for its documents.
 */
export const ACCESS_LEVELS = [
  "STANDARD",
  "COUNSELOR",
  "SELECTED",
  "SELF",
  "TEAM",
  "EVERYONE",
  "CONTACTTEACHERS",
  "EDITORS",
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LABELS: Record<AccessLevel, Record<Language, string>> = {
  STANDARD: { sv: "Standard", en: "Standard" },
  COUNSELOR: { sv: "Elevhälsoteamet", en: "Student health team" },
  SELECTED: { sv: "Valda mottagare", en: "Chosen recipients" },
  SELF: { sv: "Endast jag", en: "Only me" },
  TEAM: { sv: "Arbetslaget", en: "Work team" },
  EVERYONE: { sv: "Alla", en: "Everyone" },
  CONTACTTEACHERS: { sv: "Valda kontaktlärare", en: "Chosen contact teachers" },
  EDITORS: { sv: "Lärare med redigeringsbehörighet", en: "Teachers with editor privilege" },
};

/** The access settings as stored: the level and the people or team it names. */
export interface AccessSettings {
  access: AccessLevel;
  recipients: readonly string[];
  teamId: string | null;
  contactTeachers: readonly string[];
  editors: readonly string[];
}

/** Which list field each level needs (and no other level may carry). */
export const ACCESS_LIST_FIELD = {
  SELECTED: "recipients",
  CONTACTTEACHERS: "contactTeachers",
  EDITORS: "editors",
} as const satisfies Partial<Record<AccessLevel, keyof AccessSettings>>;

/** One broken access rule: the field, and the catalogue reason with its parameters. */
export interface AccessSettingsIssue {
  path: keyof AccessSettings;
  reason: ReasonKey;
  params?: Record<string, string>;
}

/**
 * The shape rules of access settings, shared by the create schemas and the server's check of a PATCH merged onto
 * the stored document: SELECTED needs recipients, TEAM a team, CONTACTTEACHERS contact teachers, EDITORS editors,
 * and a level carries no list it does not use (so a later change of level cannot silently widen access).
 */
export function accessSettingsIssues(settings: AccessSettings): AccessSettingsIssue[] {
  const issues: AccessSettingsIssue[] = [];
  const lists = { recipients: "SELECTED", contactTeachers: "CONTACTTEACHERS", editors: "EDITORS" } as const;
  for (const [field, level] of Object.entries(lists) as [keyof typeof lists, AccessLevel][]) {
    const used = settings.access === level;
    const count = settings[field].length;
    if (used && count === 0) issues.push({ path: field, reason: "accessNeedsPerson", params: { level } });
    if (!used && count > 0) {
      issues.push({ path: field, reason: "accessTakesNoList", params: { level: settings.access, field } });
    }
  }
  if (settings.access === "TEAM" && !settings.teamId) {
    issues.push({ path: "teamId", reason: "accessNeedsTeam" });
  }
  if (settings.access !== "TEAM" && settings.teamId) {
    issues.push({ path: "teamId", reason: "accessTakesNoTeam", params: { level: settings.access } });
  }
  return issues;
}

/** Who may be a contact teacher or an editor. */
export const isTeacher = (roles: readonly Role[]) => roles.includes("TEACHER");
