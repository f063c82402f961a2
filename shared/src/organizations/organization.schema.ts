import * as z from "zod";
import { NameSchema, pageSchema, TermSchema } from "../common.schema.js";

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The organization's own word for a school, e.g. "Skola" or "Enhet" (spec: organization naming). */
  schoolName: z.string().nullable(),
  schoolNamePlural: z.string().nullable(),
  version: z.number(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationPageSchema = pageSchema(OrganizationSchema);

export const CreateOrganizationInputSchema = z
  .object({
    name: NameSchema,
    schoolName: TermSchema.nullable().optional(),
    schoolNamePlural: TermSchema.nullable().optional(),
  })
  .strict();
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInputSchema>;
