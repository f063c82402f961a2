import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { IdRefSchema, IdSchema, NameSchema, pageSchema, VersionSchema } from "../common.schema.js";

/** Team (arbetslag): a named group of staff at one school, used by the "team" access level. */
export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  schoolId: z.string(),
  members: z.array(z.string()),
  version: z.number(),
});
export type Team = z.infer<typeof TeamSchema>;

/** A page of a school's teams. */
export const TeamPageSchema = pageSchema(TeamSchema);

const MembersSchema = z.array(IdRefSchema).max(200);

export const CreateTeamInputSchema = z
  .object({ name: NameSchema, schoolId: IdSchema, members: MembersSchema.optional() })
  .strict();
export type CreateTeamInput = z.infer<typeof CreateTeamInputSchema>;

export const UpdateTeamInputSchema = z
  .object({
    version: VersionSchema,
    name: NameSchema.optional(),
    members: MembersSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateTeamInput = z.infer<typeof UpdateTeamInputSchema>;
