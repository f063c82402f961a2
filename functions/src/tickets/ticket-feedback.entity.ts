import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { byTicketItemId, onTicketPage, ticketItemIds } from "./ticket-page-item.js";

/** A feedback entry (återkoppling) on a ticket; the school's feedback page lists them across tickets. */
export const makeTicketFeedbackEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketFeedback", version: "1", service: SERVICE },
      attributes: {
        ...ticketItemIds,
        schoolId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        text: { type: "string", required: true, readOnly: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: onTicketPage("FEEDBACK"),
        /** GET /feedback/{schoolId}, newest first (descending). */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#FEEDBACK", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        /** POST /reaction finds the feedback (and so its ticket) by id. */
        byItem: byTicketItemId("FEEDBACK"),
      },
    },
    config,
  );
export type TicketFeedbackEntity = ReturnType<typeof makeTicketFeedbackEntity>;
