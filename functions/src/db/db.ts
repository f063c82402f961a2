import { DynamoDBClient, type DynamoDBClientConfig } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { Service } from "electrodb";
import { makeAuditEventEntity } from "../core/audit-event.entity.js";
import { makeRateCounterEntity } from "../core/rate-counter.entity.js";
import { makeOneTimeTokenEntity, makeSessionEntity } from "../auth/session.entity.js";
import { makeClassEntity } from "../classes/class.entity.js";
import { makeOrganizationEntity } from "../organizations/organization.entity.js";
import { makeMembershipEntity, makeSchoolCodeEntity, makeSchoolEntity } from "../schools/school.entity.js";
import { makeStudentEntity } from "../students/student.entity.js";
import { makeTeamEntity } from "../teams/team.entity.js";
import { makeNotificationEntity } from "../notifications/notification.entity.js";
import { makeTicketEntity } from "../tickets/ticket.entity.js";
import { makeTicketDecisionEntity } from "../tickets/ticket-decision.entity.js";
import { makeTicketEventEntity } from "../tickets/ticket-event.entity.js";
import { makeTicketFeedbackEntity } from "../tickets/ticket-feedback.entity.js";
import { makeTicketMessageEntity } from "../tickets/ticket-message.entity.js";
import { makeTicketReactionEntity } from "../tickets/ticket-reaction.entity.js";
import { makeTicketReminderEntity } from "../tickets/ticket-reminder.entity.js";
import { makeTicketStepEntity } from "../tickets/ticket-step.entity.js";
import { makeUserEmailEntity, makeUserEntity } from "../users/user.entity.js";
import type { EntityConfig } from "./entity-config.js";

export function createDocumentClient(clientConfig: DynamoDBClientConfig): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/** Every entity of the table, in one ElectroDB service (so transactions can span them). */
export function createDb(config: EntityConfig) {
  const service = new Service({
    organization: makeOrganizationEntity(config),
    school: makeSchoolEntity(config),
    schoolCode: makeSchoolCodeEntity(config),
    membership: makeMembershipEntity(config),
    user: makeUserEntity(config),
    userEmail: makeUserEmailEntity(config),
    session: makeSessionEntity(config),
    oneTimeToken: makeOneTimeTokenEntity(config),
    rateCounter: makeRateCounterEntity(config),
    auditEvent: makeAuditEventEntity(config),
    class: makeClassEntity(config),
    student: makeStudentEntity(config),
    team: makeTeamEntity(config),
    ticket: makeTicketEntity(config),
    ticketStep: makeTicketStepEntity(config),
    ticketEvent: makeTicketEventEntity(config),
    ticketMessage: makeTicketMessageEntity(config),
    ticketDecision: makeTicketDecisionEntity(config),
    ticketFeedback: makeTicketFeedbackEntity(config),
    ticketReaction: makeTicketReactionEntity(config),
    ticketReminder: makeTicketReminderEntity(config),
    notification: makeNotificationEntity(config),
  });
  return { service, ...service.entities, client: config.client, table: config.table };
}
export type Db = ReturnType<typeof createDb>;
