import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { IdRefSchema, IdSchema, pageSchema, VersionSchema, filledText } from "../common.schema.js";

/** A class name such as "7A" or "Fritids". */
export const ClassNameSchema = filledText(40);

/** Class (spec section 3): mentors and teachers are lists of user ids. */
export const ClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  schoolId: z.string(),
  mentors: z.array(z.string()),
  teachers: z.array(z.string()),
  archived: z.boolean(),
  version: z.number(),
});
export type SchoolClass = z.infer<typeof ClassSchema>;

/** A page of a school's classes (the upgrade answers every active class in one page, cursor null). */
export const ClassPageSchema = pageSchema(ClassSchema);

const UserRefsSchema = z.array(IdRefSchema).max(50);

export const CreateClassInputSchema = z
  .object({
    name: ClassNameSchema,
    schoolId: IdSchema,
    mentors: UserRefsSchema.optional(),
    teachers: UserRefsSchema.optional(),
  })
  .strict();
export type CreateClassInput = z.infer<typeof CreateClassInputSchema>;

export const UpdateClassInputSchema = z
  .object({
    version: VersionSchema,
    name: ClassNameSchema.optional(),
    mentors: UserRefsSchema.optional(),
    teachers: UserRefsSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateClassInput = z.infer<typeof UpdateClassInputSchema>;

/**
 * POST/DELETE /classes/{id}/teacher and /mentor. Without a body the actor adds or removes themselves; an admin
 * or head may name another staff member of the school.
 */
export const ClassMemberInputSchema = z.object({ id: IdSchema.optional() }).strict();

/**
 * PATCH /classes/upgrade/{schoolId} (optional body; the spec's has none): the school's active classes as the caller
 * read them. With it, a roll-over from a stale tab (the classes moved up, renamed or added since) answers 409
 * instead of moving every class up a second year.
 */
export const UpgradeClassesInputSchema = z
  .object({
    classes: z
      .array(z.object({ id: IdSchema, version: VersionSchema }).strict())
      .max(1000)
      .optional(),
  })
  .strict();
export type UpgradeClassesInput = z.infer<typeof UpgradeClassesInputSchema>;
