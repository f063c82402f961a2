import { Entity } from "electrodb";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { byTicketItemId, editableItemStamps, onTicketPage, ticketItemIds } from "./ticket-page-item.js";

/** A comment on one of the ticket's steps (spec: event with comment and stepId). */
export const makeTicketEventEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketEvent", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        stepId: { type: "string", required: true, readOnly: true },
        comment: { type: "string", required: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        ...editableItemStamps,
      },
      indexes: {
        byTicket: onTicketPage("EVENT"),
        byItem: byTicketItemId("EVENT"),
      },
    },
    config,
  );
export type TicketEventEntity = ReturnType<typeof makeTicketEventEntity>;
