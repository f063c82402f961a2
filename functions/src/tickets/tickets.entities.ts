import { Service } from "electrodb";
import type { Db } from "../db/db.js";
import { entityGroup } from "../db/entities.js";
import { makeTicketDecisionEntity } from "./ticket-decision.entity.js";
import { makeTicketEventEntity } from "./ticket-event.entity.js";
import { makeTicketFeedbackEntity } from "./ticket-feedback.entity.js";
import { makeTicketMessageEntity } from "./ticket-message.entity.js";
import { makeTicketReactionEntity } from "./ticket-reaction.entity.js";
import { makeTicketReminderEntity } from "./ticket-reminder.entity.js";
import { makeTicketStepEntity } from "./ticket-step.entity.js";
import { makeTicketEntity } from "./ticket.entity.js";

/** The tickets domain's own entities: the ticket and everything in its partition. */
export const ticketsEntities = entityGroup({
  ticket: makeTicketEntity,
  ticketStep: makeTicketStepEntity,
  ticketEvent: makeTicketEventEntity,
  ticketMessage: makeTicketMessageEntity,
  ticketDecision: makeTicketDecisionEntity,
  ticketFeedback: makeTicketFeedbackEntity,
  ticketReaction: makeTicketReactionEntity,
  ticketReminder: makeTicketReminderEntity,
});

const services = new WeakMap<Db, ReturnType<typeof makeTicketsService>>();
const makeTicketsService = (db: Db) => new Service(ticketsEntities(db));

/** The tickets' entities as one ElectroDB service, for the ticketPage collection (a ticket's partition in one query). */
export function ticketsService(db: Db) {
  let service = services.get(db);
  if (!service) {
    service = makeTicketsService(db);
    services.set(db, service);
  }
  return service;
}
