import { Entity } from "electrodb";
import { SMILEYS } from "#shared/tickets/ticket.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { byTicketItemId, editableItemStamps, ticketItemIds } from "./ticket-page-item.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/**
 * One person's smiley on one feedback entry. The key holds feedback and person, so a second reaction by the same
 * person cannot be created (they change theirs instead).
 */
export const makeTicketReactionEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketReaction", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        feedbackId: { type: "string", required: true, readOnly: true },
        /** The feedback's createdAt: the school index sorts reactions right beside their feedback. */
        feedbackCreatedAt: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        userName: { type: "string", required: true, readOnly: true },
        smiley: { type: [...SMILEYS], required: true },
        ...editableItemStamps,
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "REACTION#${feedbackId}#${userId}", ["feedbackId", "userId"]),
        },
        /** The reactions of a page of the school's feedback: one range query beside GET /feedback. */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#REACTIONS", ["schoolId"]),
          sk: key("gsi1sk", "${feedbackCreatedAt}#${feedbackId}#${id}", [
            "feedbackCreatedAt",
            "feedbackId",
            "id",
          ]),
        },
        byItem: byTicketItemId("REACTION"),
      },
    },
    config,
  );
export type TicketReactionEntity = ReturnType<typeof makeTicketReactionEntity>;
