import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

/**
 * One whistle. Holds nothing about its sender: no account, no address, no browser, no time of day (`date` is the
 * day only, and ids are random), and the receipt only as its SHA-256. `listState` places it in exactly one of
 * the school's lists: CURRENT, ARCHIVED, or SPAM (which no list shows).
 */
export const makeWhistleEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "whistle", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        message: { type: "string", required: true, readOnly: true },
        recipient: {
          type: ["HEAD", "COUNSELOR", "OWNER", "SELECTED"] as const,
          required: true,
          readOnly: true,
        },
        recipientIds: { type: "list", items: { type: "string" }, required: true, readOnly: true },
        /** YYYY-MM-DD: the day it was sent. */
        date: { type: "string", required: true, readOnly: true },
        listState: { type: ["CURRENT", "ARCHIVED", "SPAM"] as const, required: true },
        archived: { type: "boolean", required: true },
        spam: { type: "boolean", required: true },
        receiptHash: { type: "string", required: true, readOnly: true },
        entries: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              by: { type: "string", required: true },
              message: { type: "string", required: true },
              date: { type: "string", required: true },
            },
          },
        },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "WHISTLE#${id}", ["id"]), sk: key("sk", "WHISTLE", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#WHISTLES#${listState}", ["schoolId", "listState"]),
          sk: key("gsi1sk", "${date}#${id}", ["date", "id"]),
        },
        byReceipt: {
          index: "gsi2",
          pk: key("gsi2pk", "WHISTLERECEIPT#${receiptHash}", ["receiptHash"]),
          sk: key("gsi2sk", "WHISTLE", []),
        },
      },
    },
    config,
  );
export type WhistleEntity = ReturnType<typeof makeWhistleEntity>;

/**
 * A whistle notice waiting for its hourly batch (whistle-notice-batch.ts): which whistle and what happened, and the
 * full hour it is due. Never when the whistle came within that hour; deleted once delivered. Several additions to one
 * whistle in one hour are one item (the key holds no more than hour, whistle and kind).
 */
export const makeWhistleNoticeEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "whistleNotice", version: "1", service: SERVICE },
      attributes: {
        /** The full hour after which the batch delivers it, in epoch seconds (a multiple of 3600). */
        dueAt: { type: "number", required: true, readOnly: true },
        whistleId: { type: "string", required: true, readOnly: true },
        kind: { type: ["WHISTLE_NEW", "WHISTLE_ADDITION"] as const, required: true, readOnly: true },
      },
      indexes: {
        byDue: {
          pk: key("pk", "WHISTLENOTICES", []),
          sk: key("sk", "${dueAt}#${whistleId}#${kind}", ["dueAt", "whistleId", "kind"]),
        },
      },
    },
    config,
  );

export const whistlesEntities = entityGroup({
  whistle: makeWhistleEntity,
  whistleNotice: makeWhistleNoticeEntity,
});
