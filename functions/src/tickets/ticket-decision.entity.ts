import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/** A decision recorded on a ticket: a record, never edited or deleted through the API. */
export const makeTicketDecisionEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketDecision", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        text: { type: "string", required: true, readOnly: true },
        decidedById: { type: "string", required: true, readOnly: true },
        decidedByName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "DECISION#${createdAt}#${id}", ["createdAt", "id"]),
        },
      },
    },
    config,
  );
export type TicketDecisionEntity = ReturnType<typeof makeTicketDecisionEntity>;
