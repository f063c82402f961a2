import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { IdSchema, NameSchema, pageSchema, VersionSchema } from "../common.schema.js";

/** Student (spec section 3: id, name, mentor), with the school and class it belongs to. */
export const StudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  schoolId: z.string(),
  classId: z.string().nullable(),
  mentor: z.object({ id: z.string(), name: z.string() }).nullable(),
  version: z.number(),
});
export type Student = z.infer<typeof StudentSchema>;

/** A page of a school's pupils, by name. */
export const StudentPageSchema = pageSchema(StudentSchema);

export const CreateStudentInputSchema = z
  .object({
    name: NameSchema,
    schoolId: IdSchema,
    classId: IdSchema.nullable().optional(),
    mentorId: IdSchema.nullable().optional(),
  })
  .strict();
export type CreateStudentInput = z.infer<typeof CreateStudentInputSchema>;

export const UpdateStudentInputSchema = z
  .object({
    version: VersionSchema,
    name: NameSchema.optional(),
    classId: IdSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateStudentInput = z.infer<typeof UpdateStudentInputSchema>;

/** PATCH /student/{id}/mentor: body userId (spec section 7). */
export const SetMentorInputSchema = z.object({ userId: IdSchema }).strict();

export const ListStudentsQuerySchema = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    classId: IdSchema.optional(),
  })
  .strict();
