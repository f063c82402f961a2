import { Entity } from "electrodb";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { byTicketItemId, onTicketPage, ticketItemIds } from "./ticket-page-item.js";

/** A message on a ticket; only its author deletes it. */
export const makeTicketMessageEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketMessage", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        text: { type: "string", required: true, readOnly: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: onTicketPage("MESSAGE"),
        byItem: byTicketItemId("MESSAGE"),
      },
    },
    config,
  );
export type TicketMessageEntity = ReturnType<typeof makeTicketMessageEntity>;
