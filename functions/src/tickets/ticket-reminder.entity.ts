import { Entity } from "electrodb";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { onTicketPage, ticketItemIds } from "./ticket-page-item.js";

/** A reminder sent to the ticket's owner (POST /tickets/reminder/{id}). */
export const makeTicketReminderEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketReminder", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        sentById: { type: "string", required: true, readOnly: true },
        sentByName: { type: "string", required: true, readOnly: true },
        sentToId: { type: "string", required: true, readOnly: true },
        sentToName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: onTicketPage("REMINDER"),
      },
    },
    config,
  );
export type TicketReminderEntity = ReturnType<typeof makeTicketReminderEntity>;
