import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/** A comment on one of the ticket's steps (spec: event with comment and stepId). */
export const makeTicketEventEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketEvent", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        stepId: { type: "string", required: true, readOnly: true },
        comment: { type: "string", required: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "EVENT#${createdAt}#${id}", ["createdAt", "id"]),
        },
        byItem: {
          index: "gsi3",
          pk: key("gsi3pk", "TICKETITEM#${id}", ["id"]),
          sk: key("gsi3sk", "EVENT", []),
        },
      },
    },
    config,
  );
export type TicketEventEntity = ReturnType<typeof makeTicketEventEntity>;
