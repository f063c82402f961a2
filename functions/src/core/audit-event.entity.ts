import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

/**
 * One audit event: who did what to which pupil data, when, and with what outcome. No document text. The API
 * offers no way to change or delete these items.
 */
export const makeAuditEventEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "auditEvent", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        /** The school, or the organization for organization-level events. */
        scopeId: { type: "string", required: true, readOnly: true },
        at: { type: "string", required: true, readOnly: true },
        actorId: { type: "string", required: true, readOnly: true },
        role: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", readOnly: true },
        /** "" when the event concerns no single pupil (the per-pupil index is sparse on that). */
        studentId: { type: "string", required: true, readOnly: true },
        entity: { type: "string", required: true, readOnly: true },
        entityId: { type: "string", readOnly: true },
        action: { type: "string", required: true, readOnly: true },
        outcome: { type: "string", required: true, readOnly: true },
        requestId: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byScope: {
          pk: key("pk", "AUDIT#${scopeId}", ["scopeId"]),
          sk: key("sk", "${at}#${id}", ["at", "id"]),
        },
        /** "Who looked at this pupil's data": the per-pupil extract. */
        byStudent: {
          index: "gsi1",
          pk: key("gsi1pk", "AUDIT#STUDENT#${studentId}", ["studentId"]),
          sk: key("gsi1sk", "${at}#${id}", ["at", "id"]),
          condition: (attr: Record<string, unknown>) =>
            typeof attr.studentId === "string" && attr.studentId !== "",
        },
      },
    },
    config,
  );
export type AuditEventEntity = ReturnType<typeof makeAuditEventEntity>;
