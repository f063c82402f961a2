import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/** A reminder sent to the ticket's owner (POST /tickets/reminder/{id}). */
export const makeTicketReminderEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketReminder", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        sentById: { type: "string", required: true, readOnly: true },
        sentByName: { type: "string", required: true, readOnly: true },
        sentToId: { type: "string", required: true, readOnly: true },
        sentToName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "REMINDER#${createdAt}#${id}", ["createdAt", "id"]),
        },
      },
    },
    config,
  );
export type TicketReminderEntity = ReturnType<typeof makeTicketReminderEntity>;
