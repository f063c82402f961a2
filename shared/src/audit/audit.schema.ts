import * as z from "zod";
import { IdSchema, pageSchema } from "../common.schema.js";

/** One audit event as heads and admins read it: who did what to which pupil data, when, and the outcome. */
export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable() }),
  role: z.string(),
  action: z.enum(["READ", "LIST", "CREATE", "UPDATE", "DELETE", "EXPORT", "DOWNLOAD"]),
  entity: z.string(),
  entityId: z.string().nullable(),
  studentId: z.string().nullable(),
  outcome: z.enum(["SUCCESS", "DENIED", "NOT_FOUND", "CONFLICT"]),
  requestId: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventPageSchema = pageSchema(AuditEventSchema);

export const AuditQuerySchema = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const StudentIdParamSchema = z.object({ studentId: IdSchema }).strict();
