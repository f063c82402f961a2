import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/** A feedback entry (återkoppling) on a ticket; the school's feedback page lists them across tickets. */
export const makeTicketFeedbackEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticketFeedback", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        text: { type: "string", required: true, readOnly: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTicket: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "FEEDBACK#${createdAt}#${id}", ["createdAt", "id"]),
        },
        /** GET /feedback/{schoolId}, newest first (descending). */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#FEEDBACK", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        /** POST /reaction finds the feedback (and so its ticket) by id. */
        byItem: {
          index: "gsi3",
          pk: key("gsi3pk", "TICKETITEM#${id}", ["id"]),
          sk: key("gsi3sk", "FEEDBACK", []),
        },
      },
    },
    config,
  );
export type TicketFeedbackEntity = ReturnType<typeof makeTicketFeedbackEntity>;
