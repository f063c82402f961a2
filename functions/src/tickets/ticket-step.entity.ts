import { Entity } from "electrodb";
import { TICKET_STEPS } from "#shared/tickets/ticket.schema";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { byTicketItemId, editableItemStamps, onTicketPage, ticketItemIds } from "./ticket-page-item.js";

/** One step a ticket entered (a move to a step adds one), with an optional summary. */
export const makeTicketStepEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketStep", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        status: { type: [...TICKET_STEPS], required: true, readOnly: true },
        summary: { type: "string", required: true },
        createdById: { type: "string", required: true, readOnly: true },
        createdByName: { type: "string", required: true, readOnly: true },
        ...editableItemStamps,
      },
      indexes: {
        byTicket: onTicketPage("STEP"),
        /** PATCH /step/{id} finds the step (and so its ticket) by id. */
        byItem: byTicketItemId("STEP"),
      },
    },
    config,
  );
export type TicketStepEntity = ReturnType<typeof makeTicketStepEntity>;
