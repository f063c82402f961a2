import { createHash, randomBytes, randomUUID } from "node:crypto";
import { customAlphabet } from "nanoid";
import { RECEIPT_ALPHABET, RECEIPT_LENGTH } from "#shared/receipts";

/** Id and secret generation, injectable for tests. */
export interface Ids {
  /** A new document id (UUID v4). */
  id(): string;
  /** A new school code: 8 characters without look-alikes (32^8, about 10^12 codes). */
  schoolCode(): string;
  /** A new opaque secret for links and challenges (256 bits, base64url). */
  secret(): string;
  /**
   * A new receipt for an anonymous sender, in its stored form (#shared/receipts: 52 characters without look-alikes,
   * about 257.6 bits; shown grouped with formatReceipt).
   */
  receipt(): string;
}

/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L), easy to read aloud and type on a phone. */
export const SCHOOL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const SCHOOL_CODE_LENGTH = 8;
const schoolCode = customAlphabet(SCHOOL_CODE_ALPHABET, SCHOOL_CODE_LENGTH);
const receipt = customAlphabet(RECEIPT_ALPHABET, RECEIPT_LENGTH);

export const randomIds: Ids = {
  id: () => randomUUID(),
  schoolCode: () => schoolCode(),
  secret: () => randomBytes(32).toString("base64url"),
  receipt: () => receipt(),
};

/** Secrets are stored only as their SHA-256, so a table dump cannot be replayed as links. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}
