import { Entity, type EntityItem } from "electrodb";
import { TICKET_ACCESS_LEVELS } from "#shared/tickets/ticket.constants";
import {
  ACTION_PROGRAM_STATUSES,
  HEAD_DECISIONS,
  PROGRAM_HISTORY_EVENTS,
} from "#shared/actionprograms/action-program.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import {
  CREATED_BY,
  DOCUMENT_IDS,
  documentIndexes,
  setOnce,
  STAMPS,
} from "../core/pupil-document/attributes.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/**
 * An action program (åtgärdsprogram) about one pupil. "" stands for "none" in the optional string fields (dates,
 * ids), so every attribute is always present. Its history keeps, per change, who changed what and the earlier
 * values, so the earlier text stays readable.
 */
export const makeActionProgramEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "actionProgram", version: "1", service: SERVICE },
      attributes: {
        ...DOCUMENT_IDS,
        investigationId: { type: "string", required: true },
        status: { type: [...ACTION_PROGRAM_STATUSES], required: true },
        access: { type: [...TICKET_ACCESS_LEVELS], required: true },
        recipients: { type: "list", items: { type: "string" }, required: true },
        teamId: { type: "string", required: true },
        contactTeachers: { type: "list", items: { type: "string" }, required: true },
        editors: { type: "list", items: { type: "string" }, required: true },
        specialNeeds: { type: "string", required: true },
        actions: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              action: { type: "string", required: true },
              timespan: { type: "string", required: true },
              followUp: { type: "string", required: true },
              responsible: { type: "string", required: true },
            },
          },
        },
        followUpDate: { type: "string", required: true },
        evaluationDate: { type: "string", required: true },
        studentInformedOn: { type: "string", required: true },
        guardiansInformedOn: { type: "string", required: true },
        place: { type: "string", required: true },
        attendees: { type: "list", items: { type: "string" }, required: true },
        studentInvolved: { type: "boolean", required: true },
        guardianInvolved: { type: "boolean", required: true },
        links: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              title: { type: "string", required: true },
              url: { type: "string", required: true },
            },
          },
        },
        decisionMakerId: { type: "string", required: true },
        decidedById: { type: "string", required: true },
        decidedByName: { type: "string", required: true },
        decidedAt: { type: "string", required: true },
        archivedAt: { type: "string", required: true },
        /** Follow-up discipline's progress (follow-up-discipline.ts): a follow-up done in its period, an evaluation. */
        hasFollowUp: { type: "boolean", required: true },
        hasEvaluation: { type: "boolean", required: true },
        /** The earliest date the published program still waits from (programOpenDate), "" when it waits on nothing. */
        openDate: { type: "string", required: true },
        /**
         * Counts the writes of its follow-ups and evaluations, each of which sets the progress above in the same
         * transaction on the revision it read: two such writes, or one and a change of the program, cannot both pass
         * on a stale progress (the later answers 409).
         */
        itemsRevision: { type: "number", required: true },
        ...CREATED_BY,
        history: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              at: { type: "string", required: true },
              byId: { type: "string", required: true },
              byName: { type: "string", required: true },
              event: { type: PROGRAM_HISTORY_EVENTS, required: true },
              fields: { type: "list", items: { type: "string" }, required: true },
              before: { type: "string", required: true },
            },
          },
        },
        ...STAMPS,
      },
      indexes: {
        byId: { pk: key("pk", "ACTIONPROGRAM#${id}", ["id"]), sk: key("sk", "ACTIONPROGRAM", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#ACTIONPROGRAMS", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        /**
         * The school's open programs by follow-up date, for the calendar (a range is one `between` on the sort key).
         * Sparse: an archived program, or one with no follow-up date, has no key here (the calendar leaves them out).
         * The status is the key's last part only so that ElectroDB recomputes the key when the status changes: a
         * write that sets any of schoolId, followUpDate, id or status must give all of them (updateProgramItem
         * passes the stored ones with `composite`). Items written before this index have no key: a deployed table
         * needs a backfill (re-put each program; there is no production data yet), the local table is re-seeded.
         */
        byFollowUpDate: {
          index: "gsi2",
          condition: (item: { status?: unknown; followUpDate?: unknown }) =>
            item.status !== "archived" && typeof item.followUpDate === "string" && item.followUpDate !== "",
          pk: key("gsi2pk", "SCHOOL#${schoolId}#ACTIONPROGRAMSBYDATE", ["schoolId"]),
          sk: key("gsi2sk", "${followUpDate}#${id}#${status}", ["followUpDate", "id", "status"]),
        },
        /**
         * Follow-up discipline: the school's published programs that still wait on a follow-up in their period or
         * on an evaluation, by the earliest date they wait from (`openDate`), so "due up to a day" is one `lte`.
         * Sparse: a program that waits on nothing (a draft, archived, followed up and evaluated) has no key. Every
         * write sets openDate (updateProgramItem and the item writes compute it), so the key moves with it; a
         * deployed table needs the gsi4 index and a backfill of programs (no production data yet).
         */
        byOpenDate: {
          index: "gsi4",
          condition: (item: { openDate?: unknown }) =>
            typeof item.openDate === "string" && item.openDate !== "",
          pk: key("gsi4pk", "SCHOOL#${schoolId}#ACTIONPROGRAMSOPEN", ["schoolId"]),
          sk: key("gsi4sk", "${openDate}#${id}", ["openDate", "id"]),
        },
        /**
         * One pupil's programs by creation (the pupil page and the list filtered to a pupil, the pupil's deletion
         * check), so those read the pupil's few programs, not the school's whole list. Its keys are written from
         * readOnly attributes, so updates never touch them; a deployed table's existing programs need a backfill
         * of gsi3pk/gsi3sk (a re-put of each item) before this index answers for them (no production data yet).
         */
        byStudent: {
          index: "gsi3",
          pk: key("gsi3pk", "STUDENT#${studentId}#ACTIONPROGRAMS", ["studentId"]),
          sk: key("gsi3sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        /**
         * The school's programs that link to one investigation (the investigation's deletion check), so that check
         * reads one item at most, not the school's whole list. Sparse: a program with no investigation has no key
         * here. A write that sets investigationId must give schoolId and id too (updateProgramItem passes the stored
         * school with `composite`; the id is the patch's key), so setting, changing or clearing the link moves or
         * removes the key in that same write. No backfill: there is no production data yet (a local table kept on
         * disk is re-seeded with `npm run reset`).
         */
        byInvestigation: {
          index: "gsi5",
          condition: (item: { investigationId?: unknown }) =>
            typeof item.investigationId === "string" && item.investigationId !== "",
          pk: key("gsi5pk", "SCHOOL#${schoolId}#INVESTIGATION#${investigationId}#ACTIONPROGRAMS", [
            "schoolId",
            "investigationId",
          ]),
          sk: key("gsi5sk", "${id}", ["id"]),
        },
      },
    },
    config,
  );
export type ActionProgramEntity = ReturnType<typeof makeActionProgramEntity>;

/** What a follow-up and an evaluation both have: the program and its school and pupil, who does it and when. */
const PROGRAM_ITEM = {
  id: setOnce,
  actionProgramId: setOnce,
  schoolId: setOnce,
  studentId: setOnce,
  responsibleId: { type: "string", required: true },
  date: { type: "string", required: true },
} as const;

/**
 * The keys of a follow-up or an evaluation: by id; by school, newest first; by program (the program's page), so that
 * page reads the program's few items, not the school's whole list; and the school's open ones by date.
 */
const programItemIndexes = (prefix: string, plural: string, open: string) => {
  const { byId, bySchool } = documentIndexes(prefix, prefix + "S");
  return {
    byId,
    bySchool,
    /**
     * The program's items by creation. Its keys are written from readOnly attributes, so updates never touch them;
     * a deployed table's existing items need a backfill of gsi2pk/gsi2sk (a re-put of each item) before this index
     * answers for them (no production data yet).
     */
    byProgram: {
      index: "gsi2",
      pk: key("gsi2pk", "ACTIONPROGRAM#${actionProgramId}#" + plural, ["actionProgramId"]),
      sk: key("gsi2sk", "${createdAt}#${id}", ["createdAt", "id"]),
    },
    /**
     * Follow-up discipline: the school's open items (not done, program published) by date, so "due up to a day" is
     * one `lte`. Sparse: a done one, or one of an archived program, has no key; every write sets openDate (closing
     * one removes its key in that write, archiving the program clears its items' in the archiving transaction). A
     * deployed table's existing items need a backfill (no production data yet).
     */
    byOpenDate: {
      index: "gsi3",
      condition: (item: { openDate?: unknown }) => typeof item.openDate === "string" && item.openDate !== "",
      pk: key("gsi3pk", "SCHOOL#${schoolId}#" + open, ["schoolId"]),
      sk: key("gsi3sk", "${openDate}#${id}", ["openDate", "id"]),
    },
  } as const;
};

/** A follow-up of one program. The school and pupil are copied from the program (they never change). */
export const makeFollowUpEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "actionProgramFollowUp", version: "1", service: SERVICE },
      attributes: {
        ...PROGRAM_ITEM,
        summary: { type: "string", required: true },
        functionedWell: { type: "boolean", required: true },
        link: { type: "string", required: true },
        /** Its date while not done on a published program (followUpOpenDate), else "": the open index's key. */
        openDate: { type: "string", required: true },
        createdById: setOnce,
        ...STAMPS,
      },
      indexes: programItemIndexes("ACTIONPROGRAMFOLLOWUP", "FOLLOWUPS", "OPENFOLLOWUPS"),
    },
    config,
  );

/** An evaluation of one program. */
export const makeEvaluationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "actionProgramEvaluation", version: "1", service: SERVICE },
      attributes: {
        ...PROGRAM_ITEM,
        successFactors: { type: "string", required: true },
        troubles: { type: "string", required: true },
        changes: { type: "string", required: true },
        /** "" while the head has not decided. */
        headDecision: { type: ["", ...HEAD_DECISIONS] as const, required: true },
        /** Its date while not done on a published program (evaluationOpenDate), else "": the open index's key. */
        openDate: { type: "string", required: true },
        createdById: setOnce,
        ...STAMPS,
      },
      indexes: programItemIndexes("ACTIONPROGRAMEVALUATION", "EVALUATIONS", "OPENEVALUATIONS"),
    },
    config,
  );

export type ActionProgramItem = EntityItem<ActionProgramEntity>;
export type FollowUpItem = EntityItem<ReturnType<typeof makeFollowUpEntity>>;
export type EvaluationItem = EntityItem<ReturnType<typeof makeEvaluationEntity>>;

export const actionProgramsEntities = entityGroup({
  actionProgram: makeActionProgramEntity,
  actionProgramFollowUp: makeFollowUpEntity,
  actionProgramEvaluation: makeEvaluationEntity,
});

/**
 * An action program (at the pupil's school only): a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const ACTION_PROGRAM_DOCUMENT = definePupilDocument({
  kind: "actionProgram",
  deletionReason: "pupilHasActionPrograms",
  blocksAtPupilsSchoolOnly: true,
});
