import { key } from "../../db/entity-config.js";
import type { RequestContext } from "../request-context.js";

/**
 * The attributes and keys every pupil document's entity has, to spread into its ElectroDB schema beside its own:
 * where it belongs (set once), who made it (set once), and its times and version (the version a write is made on).
 */

/** A text set when the document is made and never changed. */
export const setOnce = { type: "string", required: true, readOnly: true } as const;

const required = { type: "string", required: true } as const;

/** Its id, school, organization and pupil. */
export const DOCUMENT_IDS = {
  id: setOnce,
  schoolId: setOnce,
  organizationId: setOnce,
  studentId: setOnce,
} as const;

/** Its author (the staff member who wrote it), by id and by name as it was then. */
export const AUTHORED_BY = { authorId: setOnce, authorName: setOnce } as const;

/** Who created it, by id and by name as it was then. */
export const CREATED_BY = { createdById: setOnce, createdByName: setOnce } as const;

/** When it was created and last changed, and the version each write increments. */
export const STAMPS = {
  createdAt: setOnce,
  updatedAt: required,
  version: { type: "number", required: true },
} as const;

/** An entry written on a document (a feedback, a contribution): its id, author, text and time. */
export const ENTRY = {
  id: required,
  authorId: required,
  authorName: required,
  text: required,
  createdAt: required,
} as const;

/** The entries written on a document, kept on it in the order written. */
export const ENTRIES = { type: "list", required: true, items: { type: "map", properties: ENTRY } } as const;

/**
 * The keys of a pupil document read by id, by school and by pupil, newest first: `PREFIX#<id>` on the table, a
 * school's `SCHOOL#<schoolId>#PLURAL` on gsi1 and a pupil's `STUDENT#<studentId>#PLURAL` on gsi2, each sorted by
 * creation time and id.
 */
export const documentIndexes = (prefix: string, plural: string) =>
  ({
    byId: { pk: key("pk", prefix + "#${id}", ["id"]), sk: key("sk", prefix, []) },
    bySchool: {
      index: "gsi1",
      pk: key("gsi1pk", "SCHOOL#${schoolId}#" + plural, ["schoolId"]),
      sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
    },
    byStudent: {
      index: "gsi2",
      pk: key("gsi2pk", "STUDENT#${studentId}#" + plural, ["studentId"]),
      sk: key("gsi2sk", "${createdAt}#${id}", ["createdAt", "id"]),
    },
  }) as const;

/** The ids a new document about the pupil is written with: its own, and its pupil's school, organization and id. */
export const newDocumentIds = (
  ctx: RequestContext,
  pupil: { id: string; schoolId: string; organizationId: string },
) => ({
  id: ctx.deps.ids.id(),
  schoolId: pupil.schoolId,
  organizationId: pupil.organizationId,
  studentId: pupil.id,
});

/** A new entry (ENTRY) by the caller, written at `at`. */
export const newEntry = (ctx: RequestContext, text: string, at: string) => ({
  id: ctx.deps.ids.id(),
  authorId: ctx.actor.userId,
  authorName: ctx.auth.user.name,
  text,
  createdAt: at,
});
