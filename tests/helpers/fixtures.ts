import { TICKET_DOCUMENT } from "../../functions/src/tickets/ticket.entity.js";
import type { OrganizationRole, Role, SchoolRole } from "../../shared/src/constants.js";
import {
  organizationRolesOnly,
  rolesAtSchool,
  schoolRolesOnly,
  type RoleModel,
} from "../../shared/src/policy/actor.js";
import { allEntities } from "../../functions/src/local/all-entities.js";
import { pupilRefOf } from "../../functions/src/core/pupil-document/pupil-document-refs.js";
import { roleFieldsOf } from "../../functions/src/users/users.repo.js";
import type { TicketAccessLevel, TicketStep } from "../../shared/src/tickets/ticket.schema.js";
import { stateOf } from "../../functions/src/tickets/tickets.repo.js";
import { timeOrderedId } from "../../functions/src/notifications/notifications.repo.js";
import type { TestApp } from "./test-app.js";

/**
 * Fresh documents written straight through the entities, so a test that deletes or changes one leaves every
 * other test's data alone.
 */
export function fixtures(t: TestApp) {
  const db = allEntities(t.deps.db);
  const { ids } = t.deps;
  const now = () => t.clock.now().toISOString();
  const orgOf = (schoolKey: string) =>
    schoolKey === "other" ? t.seeded.organizationIds.other! : t.seeded.organizationIds.demo!;
  let counter = 0;

  /**
   * A staff member with the given school roles per school (by key) and organization roles, written in the stored
   * form: the user with its role model, the email guard and a membership item per school.
   */
  async function person(
    schools: Record<string, SchoolRole[]>,
    orgRoles: OrganizationRole[] = [],
    options: { password?: string } = {},
  ) {
    const id = ids.id();
    const email = `fixture${++counter}-${id.slice(0, 8)}@demo.test`;
    const keys = Object.keys(schools);
    const organizationId = orgOf(keys[0] ?? "ek");
    const model: RoleModel = {
      memberships: keys.map((key) => ({ schoolId: t.seeded.schoolIds[key]!, roles: schools[key]! })),
      orgRoles,
    };
    const name = `Personal ${counter}`;
    await db.user
      .create({
        id,
        organizationId,
        name,
        email,
        emailverified: true,
        notificationSetting: "ENABLED",
        twoStepAuth: false,
        hiddenNotificationCategories: [],
        teacherSubjects: [],
        ...(options.password ? { passwordHash: await t.deps.passwords.hash(options.password) } : {}),
        ...roleFieldsOf(model),
        createdAt: now(),
        updatedAt: now(),
        version: 1,
      })
      .go();
    await db.userEmail.create({ email, userId: id }).go();
    for (const membership of model.memberships) {
      await db.membership
        .create({
          schoolId: membership.schoolId,
          userId: id,
          organizationId,
          name,
          roles: rolesAtSchool(model, membership.schoolId),
          twoStepAuth: false,
        })
        .go();
    }
    return { id, email };
  }

  return {
    async schoolClass(
      schoolKey = "ek",
      extra: { mentors?: string[]; teachers?: string[]; status?: "ACTIVE" | "ARCHIVED" } = {},
    ) {
      const id = ids.id();
      await db.class
        .create({
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          name: `7X${++counter}`,
          mentors: extra.mentors ?? [],
          teachers: extra.teachers ?? [],
          status: extra.status ?? "ACTIVE",
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    async student(
      schoolKey = "ek",
      extra: { mentorId?: string; mentorName?: string; classId?: string } = {},
    ) {
      const id = ids.id();
      const name = `Elev Fixtur ${++counter}`;
      await db.student
        .create({
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          name,
          sortName: name.toLowerCase(),
          classId: extra.classId ?? "",
          mentorId: extra.mentorId ?? "",
          ...(extra.mentorName ? { mentorName: extra.mentorName } : {}),
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    async team(schoolKey = "ek") {
      const id = ids.id();
      await db.team
        .create({
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          name: `Lag ${++counter}`,
          members: [],
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    async user(schoolKey = "ek", roles: Role[] = ["TEACHER"]) {
      return person({ [schoolKey]: schoolRolesOnly(roles) }, organizationRolesOnly(roles));
    },
    person,
    /**
     * A ticket about a pupil (by default Ekskolan's first, in 7A, whose class teacher@demo.test mentors), with a
     * REPORT step and, when `currentStep` is later, a step for that too.
     */
    async ticket(
      options: {
        schoolKey?: string;
        studentId?: string;
        access?: TicketAccessLevel;
        notifier?: string;
        owner?: string;
        recipients?: string[];
        teamId?: string;
        contactTeachers?: string[];
        editors?: string[];
        currentStep?: TicketStep;
        title?: string;
        description?: string;
        /** A ticket stored before the reporter's own copy of her text was kept (reportedTitle, reportedDescription). */
        withoutReportedCopy?: boolean;
      } = {},
    ) {
      const schoolKey = options.schoolKey ?? "ek";
      const ticketId = ids.id();
      const stepId = ids.id();
      const notifierId = t.seeded.userIds[options.notifier ?? "counselor@demo.test"]!;
      const ownerId = options.owner ? t.seeded.userIds[options.owner]! : "";
      const currentStep = options.currentStep ?? "REPORT";
      const at = now();
      const later = new Date(t.clock.now().getTime() + 1).toISOString();
      const title = options.title ?? `Ärende ${++counter}`;
      const description = options.description ?? "Beskrivning";
      await db.ticket
        .create({
          ticketId,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          studentId: options.studentId ?? t.seeded.studentIds[schoolKey]![0]!,
          title,
          description,
          ...(options.withoutReportedCopy ? {} : { reportedTitle: title, reportedDescription: description }),
          access: options.access ?? "STANDARD",
          recipients: options.recipients ?? [],
          teamId: options.teamId ?? "",
          contactTeachers: options.contactTeachers ?? [],
          editors: options.editors ?? [],
          ownerId,
          ...(ownerId ? { ownerName: "Ansvarig" } : {}),
          notifierId,
          notifierName: "Anmälare",
          currentStep,
          state: stateOf(currentStep, ownerId),
          participants: [notifierId],
          createdAt: at,
          updatedAt: at,
          version: 1,
        })
        .go();
      // The ticket's ref in the per-pupil index, as the repo's create writes it (the pupil-deletion check reads it).
      await db.pupilDocumentRef
        .put(
          pupilRefOf(TICKET_DOCUMENT, {
            id: ticketId,
            schoolId: t.seeded.schoolIds[schoolKey]!,
            createdAt: at,
            studentId: options.studentId ?? t.seeded.studentIds[schoolKey]![0]!,
          }),
        )
        .go();
      const step = { ticketId, createdById: notifierId, createdByName: "Anmälare", summary: "", version: 1 };
      await db.ticketStep
        .create({ ...step, id: stepId, status: "REPORT", createdAt: at, updatedAt: at })
        .go();
      if (currentStep !== "REPORT") {
        await db.ticketStep
          .create({ ...step, id: ids.id(), status: currentStep, createdAt: later, updatedAt: later })
          .go();
      }
      return { ticketId, stepId };
    },
    /** A feedback entry on a ticket, with an optional reaction by one person. */
    async feedback(ticketId: string, reactionBy?: string) {
      const { data: ticket } = await db.ticket.get({ ticketId }).go();
      const id = ids.id();
      const at = now();
      await db.ticketFeedback
        .create({
          ticketId,
          id,
          schoolId: ticket!.schoolId,
          studentId: ticket!.studentId,
          text: "Återkoppling",
          authorId: ticket!.notifierId,
          authorName: "Anmälare",
          createdAt: at,
        })
        .go();
      let reactionId: string | undefined;
      if (reactionBy) {
        reactionId = ids.id();
        await db.ticketReaction
          .create({
            ticketId,
            id: reactionId,
            feedbackId: id,
            feedbackCreatedAt: at,
            schoolId: ticket!.schoolId,
            userId: reactionBy,
            userName: "Reagerande",
            smiley: "PROGRESSING",
            createdAt: at,
            updatedAt: at,
            version: 1,
          })
          .go();
      }
      return { feedbackId: id, reactionId };
    },
    /** A comment by `authorId` on a step. */
    async comment(ticketId: string, stepId: string, authorId: string) {
      const id = ids.id();
      await db.ticketEvent
        .create({
          ticketId,
          id,
          stepId,
          comment: "Kommentar",
          authorId,
          authorName: "Skribent",
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    /** A message by `authorId` on a ticket. */
    async message(ticketId: string, authorId: string) {
      const id = ids.id();
      await db.ticketMessage
        .create({ ticketId, id, text: "Meddelande", authorId, authorName: "Skribent", createdAt: now() })
        .go();
      return id;
    },
    /** A notification in a person's own inbox (by default a ticket message's, naming no ticket). */
    async notification(userId: string, schoolKey = "ek", stored: { link?: string; itemId?: string } = {}) {
      const id = timeOrderedId(t.clock.now());
      await db.notification
        .create({
          userId,
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          category: "TICKET",
          kind: "TICKET_MESSAGE",
          title: "Nytt meddelande i ett ärende",
          description: "",
          link: stored.link ?? "/student-work/tickets",
          itemId: stored.itemId ?? "",
          createdAt: now(),
          ttl: Math.floor(t.clock.now().getTime() / 1000) + 3600,
        })
        .go();
      return id;
    },
    async emptySchool(organizationKey = "demo") {
      const id = ids.id();
      const code = ids.schoolCode();
      await db.school
        .create({
          id,
          organizationId: t.seeded.organizationIds[organizationKey]!,
          name: `Tom skola ${++counter}`,
          code,
          hiddenParts: [],
          subscriptions: ["ELEVHALSA"],
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      await db.schoolCode.create({ code, schoolId: id }).go();
      return id;
    },
  };
}
