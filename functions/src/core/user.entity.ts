import { Entity } from "electrodb";
import { NOTIFICATION_SETTINGS, SUB_ROLES } from "#shared/constants";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

export const makeUserEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "user", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        email: { type: "string", required: true },
        emailverified: { type: "boolean", required: true },
        /** scrypt hash; absent until the user sets a password from the invitation link. */
        passwordHash: { type: "string" },
        notificationSetting: { type: [...NOTIFICATION_SETTINGS], required: true },
        twoStepAuth: { type: "boolean", required: true },
        /** Confirmed TOTP secret (base32) and the last accepted time step, so a code works once. */
        totpSecret: { type: "string" },
        totpPendingSecret: { type: "string" },
        totpLastStep: { type: "number" },
        hiddenNotificationCategories: { type: "list", items: { type: "string" }, required: true },
        teacherSubjects: { type: "list", items: { type: "string" }, required: true },
        /** Notifications created up to this time count as seen (PATCH /notifications/{userId} sets it). */
        notificationsSeenAt: { type: "string" },
        subRole: { type: [...SUB_ROLES] },
        /**
         * The roles held at each school membership (the authority), and at the organization or platform. Items
         * written before roles were held per school lack both; users.repo.ts `roleModelOf` reads those.
         */
        memberships: {
          type: "list",
          items: {
            type: "map",
            properties: {
              schoolId: { type: "string", required: true },
              roles: { type: "list", items: { type: "string" }, required: true },
            },
          },
        },
        orgRoles: { type: "list", items: { type: "string" } },
        /** Derived from memberships and orgRoles, written with them: every role held, and every school. */
        roles: { type: "list", items: { type: "string" }, required: true },
        schoolIds: { type: "list", items: { type: "string" }, required: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "USER#${id}", ["id"]), sk: key("sk", "USER", []) },
        /** An organization's people (its owners are found here: they hold no school membership). */
        byOrganization: {
          index: "gsi1",
          pk: key("gsi1pk", "ORG#${organizationId}#USERS", ["organizationId"]),
          sk: key("gsi1sk", "USER#${id}", ["id"]),
        },
      },
    },
    config,
  );
export type UserEntity = ReturnType<typeof makeUserEntity>;

/** Guard item that makes emails unique across the platform and resolves an email at sign-in in one read. */
export const makeUserEmailEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "userEmail", version: "1", service: SERVICE },
      attributes: {
        email: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
      },
      indexes: { byEmail: { pk: key("pk", "EMAIL#${email}", ["email"]), sk: key("sk", "EMAIL", []) } },
    },
    config,
  );
export type UserEmailEntity = ReturnType<typeof makeUserEmailEntity>;
