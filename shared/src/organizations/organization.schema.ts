import * as z from "zod";
import { NameSchema } from "../common.schema.js";

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The organization's own word for a school, e.g. "Skola" or "Enhet" (spec: organization naming). */
  schoolName: z.string().nullable(),
  schoolNamePlural: z.string().nullable(),
  version: z.number(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const CreateOrganizationInputSchema = z
  .object({
    name: NameSchema,
    schoolName: z.string().trim().min(1).max(60).nullable().optional(),
    schoolNamePlural: z.string().trim().min(1).max(60).nullable().optional(),
  })
  .strict();
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInputSchema>;
