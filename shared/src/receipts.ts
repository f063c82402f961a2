/**
 * The receipt an anonymous sender keeps (a whistle, a violation report from the external page), zod-free so the
 * external page's first bundle may use it. A receipt is read aloud, written down or typed on a phone, so it is made
 * of upper-case letters and digits without look-alikes (no 0/O, 1/I/L) and shown in groups of four:
 * `ABCD-EFGH-…`. It is read leniently (case, spaces and dashes do not count) before it is hashed.
 *
 * Entropy: 52 characters of a 31-character alphabet are 52 × log2(31) ≈ 257.6 bits, no less than the 256 bits of the
 * receipts issued before (32 random bytes, 43 characters of base64url, mixed case with `-` and `_`). Those still
 * open: they are looked up as typed, since upper-casing them would change them.
 */

/** Upper-case letters and digits without look-alikes (the school codes' alphabet). */
export const RECEIPT_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const RECEIPT_LENGTH = 52;
export const RECEIPT_GROUP = 4;

/** The receipts issued before: 32 random bytes in base64url (case matters). */
export const LEGACY_RECEIPT_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const RECEIPT_PATTERN = new RegExp(`^[${RECEIPT_ALPHABET}]{${RECEIPT_LENGTH}}$`);

/** The receipt as shown: groups of four joined by dashes. */
export function formatReceipt(receipt: string): string {
  return (receipt.match(new RegExp(`.{1,${RECEIPT_GROUP}}`, "g")) ?? []).join("-");
}

/**
 * A typed receipt in its stored form (upper case, no spaces or dashes), or null when it is no receipt of this kind
 * (a receipt issued before, or a typo: looked up as typed, or refused).
 */
export function normalizedReceipt(typed: string): string | null {
  const normalized = typed.replace(/[\s-]/g, "").toUpperCase();
  return RECEIPT_PATTERN.test(normalized) ? normalized : null;
}

/** Could this be a receipt at all (either kind)? Checked before any call, so a typo is told at once. */
export const isReceiptShape = (typed: string): boolean =>
  normalizedReceipt(typed) !== null || LEGACY_RECEIPT_PATTERN.test(typed.trim());
