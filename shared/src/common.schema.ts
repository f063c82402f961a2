import * as z from "zod";
import { reasonIssue } from "./messages.js";

/** Ids are random UUIDs; anything else is bad input (400), never a lookup. */
export const IdSchema = z.uuid();
export const IdRefSchema = z.object({ id: IdSchema }).strict();
export type IdRef = z.infer<typeof IdRefSchema>;

export const IdParamSchema = z.object({ id: IdSchema }).strict();
export const SchoolIdParamSchema = z.object({ schoolId: IdSchema }).strict();

/**
 * Characters trim() keeps that show nothing (zero-width space and joiners, word joiner, Mongolian vowel separator,
 * Hangul fillers, braille blank): a text of them alone, pasted from a chat or a word processor, is empty.
 */
const INVISIBLE = /[\u200B-\u200D\u2060\u180E\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** A required text: trimmed, 1 to `max` characters, and something to read (not whitespace or invisible ones alone). */
export const filledText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => text === "" || text.replace(INVISIBLE, "").trim() !== "", reasonIssue("textBlank"));

/** A person's or a thing's display name. */
export const NameSchema = filledText(200);

/** Optimistic concurrency: the version the caller last read. A stale version answers 409. */
export const VersionSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** An email address as typed: the forms check this; the API also lowercases it (EmailSchema). */
export const EmailAddressSchema = z.string().trim().max(254).pipe(z.email());

export const EmailSchema = EmailAddressSchema.transform((value) => value.toLowerCase());

/** An organization's or a school's own word for a school, a teacher or student-health staff (spec section 6). */
export const TermSchema = filledText(60);

/** Cursor pagination for every list: `?cursor=&limit=`; the answer carries the next cursor or null. */
export const PageQuerySchema = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The answer of a call whose only news is that it worked (POST /auth/forgot-password, /auth/reset-password). */
export const OkResponseSchema = z.object({ ok: z.literal(true) });

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), cursor: z.string().nullable() });
}
export interface Page<T> {
  items: T[];
  cursor: string | null;
}
