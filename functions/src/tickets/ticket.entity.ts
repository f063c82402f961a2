import { Entity } from "electrodb";
import { TICKET_ACCESS_LEVELS, TICKET_STEPS } from "#shared/tickets/ticket.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** Which of the three lists a ticket is in; stored so each list is one key range. */
export const TICKET_STATES = { ongoing: "ONGOING", unassigned: "UNASSIGNED", archived: "ARCHIVED" } as const;
export type TicketState = (typeof TICKET_STATES)[keyof typeof TICKET_STATES];

/** Every item of one ticket (the ticket, its steps, comments, messages, ...) shares this partition. */
export const TICKET_PAGE_COLLECTION = "ticketPage";

/**
 * A ticket (ärende) about one pupil. Its steps, comments, messages, decisions, feedback, reactions and reminders
 * are separate items in the same partition (collection "ticketPage"), so the ticket page is one query.
 */
export const makeTicketEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "ticket", version: "1", service: SERVICE },
      attributes: {
        ticketId: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        title: { type: "string", required: true },
        description: { type: "string", required: true },
        /**
         * The reporter's own title and description, written once at create and never changed (an edit changes
         * title and description only): the timeline view shows the reporter what she reported, never text staff
         * wrote later. Absent on a ticket stored before this copy was kept; such a ticket shows the reporter no
         * text (see toTimelineTicket).
         */
        reportedTitle: { type: "string", readOnly: true },
        reportedDescription: { type: "string", readOnly: true },
        access: { type: [...TICKET_ACCESS_LEVELS], required: true },
        recipients: { type: "list", items: { type: "string" }, required: true },
        /** "" when the level names no team. */
        teamId: { type: "string", required: true },
        contactTeachers: { type: "list", items: { type: "string" }, required: true },
        editors: { type: "list", items: { type: "string" }, required: true },
        /** "" while unassigned (the owner index below is sparse on that). */
        ownerId: { type: "string", required: true },
        /** Copy of the owner's name when assigned. */
        ownerName: { type: "string" },
        notifierId: { type: "string", required: true, readOnly: true },
        notifierName: { type: "string", required: true, readOnly: true },
        currentStep: { type: [...TICKET_STEPS], required: true },
        /** Derived from currentStep and ownerId on every write (see stateOf). */
        state: {
          type: [TICKET_STATES.ongoing, TICKET_STATES.unassigned, TICKET_STATES.archived],
          required: true,
        },
        /** Everyone who has done something on the ticket: they get its notifications. */
        participants: { type: "set", items: "string", required: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: {
          collection: TICKET_PAGE_COLLECTION,
          pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
          sk: key("sk", "TICKET", []),
        },
        /** A school's tickets by list, newest first (query in descending order). */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#TICKETS", ["schoolId"]),
          sk: key("gsi1sk", "${state}#${createdAt}#${ticketId}", ["state", "createdAt", "ticketId"]),
        },
        /** One pupil's tickets (the pupil's page). */
        byStudent: {
          index: "gsi2",
          pk: key("gsi2pk", "STUDENT#${studentId}#TICKETS", ["studentId"]),
          sk: key("gsi2sk", "${createdAt}#${ticketId}", ["createdAt", "ticketId"]),
        },
        /** "My tickets": an owner's tickets per school and list. */
        byOwner: {
          index: "gsi3",
          pk: key("gsi3pk", "OWNER#${ownerId}#TICKETS", ["ownerId"]),
          sk: key("gsi3sk", "${schoolId}#${state}#${createdAt}#${ticketId}", [
            "schoolId",
            "state",
            "createdAt",
            "ticketId",
          ]),
          condition: (attr: Record<string, unknown>) =>
            typeof attr.ownerId === "string" && attr.ownerId !== "",
        },
      },
    },
    config,
  );
export type TicketEntity = ReturnType<typeof makeTicketEntity>;

/**
 * A ticket: a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const TICKET_DOCUMENT = definePupilDocument({
  kind: "ticket",
  deletionReason: "pupilHasTickets",
  blocksAtPupilsSchoolOnly: false,
});
