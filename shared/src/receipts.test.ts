import { describe, expect, it } from "vitest";
import {
  formatReceipt,
  isReceiptShape,
  normalizedReceipt,
  RECEIPT_ALPHABET,
  RECEIPT_LENGTH,
} from "./receipts.js";

const receipt = "ABCDEFGHJKMNPQRSTUVWXYZ23456789ABCDEFGHJKMNPQRSTUVWX";

describe("receipts", () => {
  it("have no look-alikes and no less entropy than the 256 bits of those issued before", () => {
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(RECEIPT_ALPHABET).not.toContain(lookAlike);
    expect(new Set(RECEIPT_ALPHABET).size).toBe(RECEIPT_ALPHABET.length);
    expect(RECEIPT_LENGTH * Math.log2(RECEIPT_ALPHABET.length)).toBeGreaterThanOrEqual(256);
  });

  it("are shown in groups of four and read with case, spaces and dashes ignored", () => {
    expect(receipt).toHaveLength(RECEIPT_LENGTH);
    const shown = formatReceipt(receipt);
    expect(shown).toMatch(/^([A-Z2-9]{4}-){12}[A-Z2-9]{4}$/);
    expect(normalizedReceipt(shown)).toBe(receipt);
    expect(normalizedReceipt(` ${shown.toLowerCase().replaceAll("-", " ")} `)).toBe(receipt);
    expect(normalizedReceipt(shown.replaceAll("-", ""))).toBe(receipt);
  });

  it("a receipt issued before (base64url) is no receipt of the new kind, but still has a receipt's shape", () => {
    const legacy = "demokvitto-ekskolan-".padEnd(43, "0");
    expect(normalizedReceipt(legacy)).toBeNull();
    expect(isReceiptShape(legacy)).toBe(true);
    expect(isReceiptShape(formatReceipt(receipt))).toBe(true);
    expect(isReceiptShape("ABCD-EFGH")).toBe(false);
    expect(isReceiptShape(`${receipt}A`)).toBe(false);
  });
});
