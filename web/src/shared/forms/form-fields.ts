import * as z from "zod";

/**
 * Form fields built on the shared input schemas (shared/src/<domain>/<domain>.schema.ts), so a form checks the
 * same limits the API does and none is written twice. Forms pick their fields from the input schema and add
 * only what the form itself needs: a select's "none", a text field left blank.
 */

/** An optional text field: blank (after trimming) or what `schema` accepts. The form sends nothing for blank. */
export function blankOr<T extends z.ZodType<string, string>>(schema: T) {
  // The schema first: a text that fits neither shows the schema's problem ("Högst 60 tecken"), not "0 characters".
  return z.union([schema, z.string().trim().length(0)]);
}

/** A select with a first "none" choice (the empty value) besides the values `schema` accepts. */
export function noneOr<T extends z.ZodType<string, string>>(schema: T) {
  return z.union([schema, z.literal("")]);
}

/** A text schema's longest value, for the kit field's `maxChars` counter (none when the schema sets none). */
export function maxLengthOf(schema: { maxLength: number | null }): number | undefined {
  return schema.maxLength ?? undefined;
}
