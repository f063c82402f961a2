import { Entity } from "electrodb";
import { TICKET_STEPS } from "#shared/tickets/ticket.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/** One step a ticket entered (a move to a step adds one), with an optional summary. */
export const makeTicketStepEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketStep", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        status: { type: [...TICKET_STEPS], required: true, readOnly: true },
        summary: { type: "string", required: true },
        createdById: { type: "string", required: true, readOnly: true },
        createdByName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "STEP#${createdAt}#${id}", ["createdAt", "id"]),
        },
        /** PATCH /step/{id} finds the step (and so its ticket) by id. */
        byItem: {
          index: "gsi3",
          pk: key("gsi3pk", "TICKETITEM#${id}", ["id"]),
          sk: key("gsi3sk", "STEP", []),
        },
      },
    },
    config,
  );
export type TicketStepEntity = ReturnType<typeof makeTicketStepEntity>;
