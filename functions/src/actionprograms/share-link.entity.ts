import { Entity } from "electrodb";
import { SHARE_RECIPIENT_KINDS } from "#shared/actionprograms/share-link.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

/**
 * A share link of an action program. Its key is the SHA-256 of the token (the token itself is never stored), so the
 * token page finds it with one read; the program's list (gsi1) finds it by its id. "" stands for "none" in the
 * optional dates. Openings keep their times (the latest OPENINGS_KEPT), never an address or a browser. `mayAppeal`:
 * whether the recipient may appeal (a guardian, or a pupil the sharer said is 16 or older); absent on links stored
 * before it existed, read as "a guardian may, a pupil may not" (mayAppealOf, share-link.schema.ts says why).
 */
export const makeShareLinkEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "actionProgramShareLink", version: "1", service: SERVICE },
      attributes: {
        tokenHash: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        actionProgramId: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        email: { type: "string", required: true, readOnly: true },
        kind: { type: [...SHARE_RECIPIENT_KINDS], required: true, readOnly: true },
        mayAppeal: { type: "boolean", readOnly: true },
        expiresAt: { type: "string", required: true, readOnly: true },
        revokedAt: { type: "string", required: true },
        revokedById: { type: "string", required: true },
        openings: { type: "list", items: { type: "string" }, required: true },
        openedCount: { type: "number", required: true },
        createdById: { type: "string", required: true, readOnly: true },
        createdByName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byToken: { pk: key("pk", "APSHARE#${tokenHash}", ["tokenHash"]), sk: key("sk", "APSHARE", []) },
        byProgram: {
          index: "gsi1",
          pk: key("gsi1pk", "ACTIONPROGRAM#${actionProgramId}#SHARELINKS", ["actionProgramId"]),
          sk: key("gsi1sk", "${id}", ["id"]),
        },
      },
    },
    config,
  );

/**
 * The receipt and appeal of one program (one item beside the program, in its partition): the first opening by a
 * recipient who may appeal, and an appeal staff registered. Written once each (conditional), so the first opening
 * wins. `receivedMayAppeal` is true on every receipt written since only such openings count; a STUDENT receipt
 * without it was written before the rule and is no receipt (hasReceipt).
 */
export const makeAppealClockEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "actionProgramAppealClock", version: "1", service: SERVICE },
      attributes: {
        actionProgramId: { type: "string", required: true, readOnly: true },
        receivedAt: { type: "string", required: true },
        receivedByKind: { type: ["", ...SHARE_RECIPIENT_KINDS] as const, required: true },
        receivedByEmail: { type: "string", required: true },
        receivedLinkId: { type: "string", required: true },
        receivedMayAppeal: { type: "boolean" },
        appealArrivedOn: { type: "string", required: true },
        appealRegisteredAt: { type: "string", required: true },
        appealRegisteredById: { type: "string", required: true },
        appealRegisteredByName: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byProgram: {
          pk: key("pk", "ACTIONPROGRAM#${actionProgramId}", ["actionProgramId"]),
          sk: key("sk", "APPEALCLOCK", []),
        },
      },
    },
    config,
  );

export const shareLinkEntities = entityGroup({
  actionProgramShareLink: makeShareLinkEntity,
  actionProgramAppealClock: makeAppealClockEntity,
});
