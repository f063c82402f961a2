import { Entity } from "electrodb";
import {
  CONTACT_ANSWERS,
  VIOLATION_ACCESS_LEVELS,
  VIOLATION_BETWEEN,
  VIOLATION_LISTS,
  VIOLATION_TYPES,
} from "#shared/violations/violation.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import { CREATED_BY, ENTRY, STAMPS } from "../core/pupil-document/attributes.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/**
 * A violation report. Its follow-ups live on the item (a report has a handful; each is bounded), so a school's list
 * is one query; a small ref item per follow-up finds its report from the follow-up's id.
 */
export const makeViolationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "violation", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        authorId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true, readOnly: true },
        email: { type: "string", required: true, readOnly: true },
        access: { type: [...VIOLATION_ACCESS_LEVELS], required: true },
        accessUsers: { type: "list", items: { type: "string" }, required: true },
        classes: { type: "list", items: { type: "string" }, required: true },
        type: { type: [...VIOLATION_TYPES], required: true },
        violationBetween: { type: [...VIOLATION_BETWEEN], required: true },
        victim: { type: "string", required: true },
        incidentDetails: { type: "string", required: true },
        when: { type: "string", required: true },
        location: { type: "string", required: true },
        witness: { type: "string", required: true },
        hasContactedSchool: { type: [...CONTACT_ANSWERS], required: true },
        hasContactedParents: { type: [...CONTACT_ANSWERS], required: true },
        whoContacted: { type: "string", required: true },
        /** "" when no pupil is named as the victim. */
        victimStudentId: { type: "string", required: true },
        participatingStudents: { type: "list", items: { type: "string" }, required: true },
        /** The victim and the participants: what the pupil page filters on. */
        studentIds: { type: "list", items: { type: "string" }, required: true },
        followUps: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: { ...ENTRY, updatedAt: STAMPS.updatedAt, version: STAMPS.version },
          },
        },
        list: { type: [...VIOLATION_LISTS], required: true },
        seenByPrincipalAt: { type: "string" },
        seenByPrincipalName: { type: "string" },
        reportedToOwnerAt: { type: "string" },
        investigationBegunAt: { type: "string" },
        investigationEndedAt: { type: "string" },
        /**
         * The report's one investigation, set in the transaction that creates it (on the condition that none is set)
         * and removed in the one that deletes it: a second begin, from a second click or tab, is refused.
         */
        investigationId: { type: "string" },
        archivedAt: { type: "string" },
        spamAt: { type: "string" },
        ...STAMPS,
        /** Sent from the external page: who sent it and what they chose to type (names may be ""). */
        external: {
          type: "map",
          properties: {
            reporter: { type: ["PUPIL", "GUARDIAN", "OTHER"] as const, required: true },
            reporterName: { type: "string", required: true },
            reporterContact: { type: "string", required: true },
          },
        },
        /** The external sender's receipt, as its SHA-256 only. */
        receiptHash: { type: "string" },
        /** The follow-up with the external sender (dated to the day). */
        externalEntries: {
          type: "list",
          items: {
            type: "map",
            properties: {
              by: { type: ["STAFF", "SENDER"] as const, required: true },
              message: { type: "string", required: true },
              date: { type: "string", required: true },
            },
          },
        },
      },
      indexes: {
        byId: { pk: key("pk", "VIOLATION#${id}", ["id"]), sk: key("sk", "VIOLATION", []) },
        /** A school's reports per list, newest first (query in descending order). */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#VIOLATIONS", ["schoolId"]),
          sk: key("gsi1sk", "${list}#${createdAt}#${id}", ["list", "createdAt", "id"]),
        },
      },
    },
    config,
  );
export type ViolationEntity = ReturnType<typeof makeViolationEntity>;

/** Finds the report of a follow-up by the follow-up's id. */
export const makeViolationFollowUpRefEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "violationFollowUpRef", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        violationId: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byId: { pk: key("pk", "VFOLLOWUP#${id}", ["id"]), sk: key("sk", "VFOLLOWUP", []) },
      },
    },
    config,
  );

/** A report's investigation (spec section 3's fields): one per report, named by the report's `investigationId`. */
export const makeViolationInvestigationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "violationInvestigation", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        violationId: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        /** "" until given. */
        eventDate: { type: "string", required: true },
        involvedPersons: { type: "string", required: true },
        eventDescription: { type: "string", required: true },
        precedingEvents: { type: "string", required: true },
        duration: { type: "string", required: true },
        aftermath: { type: "string", required: true },
        physicalActions: { type: "string", required: true },
        location: { type: "string", required: true },
        studentBehaviour: { type: "string", required: true },
        peerReactions: { type: "string", required: true },
        dates: { type: "string", required: true },
        investigators: { type: "list", items: { type: "string" }, required: true },
        findings: { type: "string", required: true },
        actionsTaken: { type: "string", required: true },
        evaluationDate: { type: "string", required: true },
        evaluatedBy: { type: "string", required: true },
        concluded: { type: "boolean", required: true },
        ...CREATED_BY,
        ...STAMPS,
      },
      indexes: {
        byId: { pk: key("pk", "VINVESTIGATION#${id}", ["id"]), sk: key("sk", "VINVESTIGATION", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#VINVESTIGATIONS", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        byViolation: {
          index: "gsi2",
          pk: key("gsi2pk", "VIOLATION#${violationId}#INVESTIGATIONS", ["violationId"]),
          sk: key("gsi2sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
      },
    },
    config,
  );

/** Finds an externally sent report by its receipt's hash (the receipt itself is never stored). */
export const makeViolationReceiptRefEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "violationReceiptRef", version: "1", service: SERVICE },
      attributes: {
        receiptHash: { type: "string", required: true, readOnly: true },
        violationId: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byHash: { pk: key("pk", "VRECEIPT#${receiptHash}", ["receiptHash"]), sk: key("sk", "VRECEIPT", []) },
      },
    },
    config,
  );

export const violationsEntities = entityGroup({
  violation: makeViolationEntity,
  violationFollowUpRef: makeViolationFollowUpRefEntity,
  violationInvestigation: makeViolationInvestigationEntity,
  violationReceiptRef: makeViolationReceiptRefEntity,
});

/**
 * A violation report naming the pupil (at the pupil's school only): a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const VIOLATION_DOCUMENT = definePupilDocument({
  kind: "violation",
  deletionReason: "pupilHasViolations",
  blocksAtPupilsSchoolOnly: true,
});
