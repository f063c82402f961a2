import { AsyncLocalStorage } from "node:async_hooks";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals the page cursors a list hands out. ElectroDB's cursor is the last key the database read, in clear base64
 * JSON, and several lists drop the rows the caller may not see only after that read: handed out as it is, a cursor
 * would tell a caller the id, the time (and for pupils the name) of an item they may not see. So every cursor leaves
 * the server as AES-256-GCM under a key derived (HKDF) from the signing key, with the list it belongs to (method
 * and path) as associated data: base64url(iv | ciphertext | tag). A cursor that does not open, or that belongs to
 * another list, is refused.
 */
export interface CursorSeal {
  seal(raw: string, list: string): string;
  /** The raw cursor, or undefined when the sealed one is not ours or not this list's. */
  open(sealed: string, list: string): string | undefined;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createCursorSeal(signingKey: Uint8Array): CursorSeal {
  const key = Buffer.from(hkdfSync("sha256", signingKey, new Uint8Array(0), "list-cursor", 32));
  return {
    seal(raw, list) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(list, "utf8"));
      const data = Buffer.concat([cipher.update(raw, "utf8"), cipher.final()]);
      return Buffer.concat([iv, data, cipher.getAuthTag()]).toString("base64url");
    },
    open(sealed, list) {
      if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return undefined;
      const bytes = Buffer.from(sealed, "base64url");
      // Only the one spelling this server writes: trailing characters a decoder would drop are refused as well.
      if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString("base64url") !== sealed) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(list, "utf8"));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const data = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

/** The request a list is read for: the seal and the list's name (method and path). */
interface CursorScope {
  seal: CursorSeal;
  list: string;
}

const scope = new AsyncLocalStorage<CursorScope>();

/** Runs one request with its cursors bound to `list` (app.ts does this for every request). */
export function withCursorScope<T>(seal: CursorSeal, list: string, run: () => T): T {
  return scope.run({ seal, list }, run);
}

function current(): CursorScope {
  const found = scope.getStore();
  if (!found) throw new Error("A list cursor was handed out or read outside a request");
  return found;
}

export function sealCursor(raw: string): string {
  const { seal, list } = current();
  return seal.seal(raw, list);
}

export function openCursor(sealed: string): string | undefined {
  const { seal, list } = current();
  return seal.open(sealed, list);
}
