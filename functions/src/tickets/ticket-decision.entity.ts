import { Entity } from "electrodb";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { onTicketPage, ticketItemIds } from "./ticket-page-item.js";

/** A decision recorded on a ticket: a record, never edited or deleted through the API. */
export const makeTicketDecisionEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketDecision", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        text: { type: "string", required: true, readOnly: true },
        decidedById: { type: "string", required: true, readOnly: true },
        decidedByName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: onTicketPage("DECISION"),
      },
    },
    config,
  );
export type TicketDecisionEntity = ReturnType<typeof makeTicketDecisionEntity>;
