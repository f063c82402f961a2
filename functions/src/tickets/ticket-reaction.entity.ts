import { Entity } from "electrodb";
import { SMILEYS } from "#shared/tickets/ticket.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
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
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        feedbackId: { type: "string", required: true, readOnly: true },
        /** The feedback's createdAt: the school index sorts reactions right beside their feedback. */
        feedbackCreatedAt: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        userName: { type: "string", required: true, readOnly: true },
        smiley: { type: [...SMILEYS], required: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
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
        byItem: {
          index: "gsi3",
          pk: key("gsi3pk", "TICKETITEM#${id}", ["id"]),
          sk: key("gsi3sk", "REACTION", []),
        },
      },
    },
    config,
  );
export type TicketReactionEntity = ReturnType<typeof makeTicketReactionEntity>;
