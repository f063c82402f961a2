import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/** A message on a ticket; only its author deletes it. */
export const makeTicketMessageEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketMessage", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        text: { type: "string", required: true, readOnly: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "MESSAGE#${createdAt}#${id}", ["createdAt", "id"]),
        },
        byItem: {
          index: "gsi3",
          pk: key("gsi3pk", "TICKETITEM#${id}", ["id"]),
          sk: key("gsi3sk", "MESSAGE", []),
        },
      },
    },
    config,
  );
export type TicketMessageEntity = ReturnType<typeof makeTicketMessageEntity>;
