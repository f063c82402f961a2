import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../core/app.js";
import { isConditionFailure } from "../core/db-errors.js";
import { badRequest, conflict } from "../core/errors.js";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WAIT } from "../core/idempotency.js";
import { makeIdempotencyRecordEntity } from "../core/idempotency.entity.js";
import { entityGroup } from "../db/entities.js";

/**
 * `Idempotency-Key` on the external page's submissions (no session to scope a key to). A retried whistle with the
 * same key creates one whistle and answers the same receipt, while the record keeps nothing about the sender:
 * - the key itself is never stored: the record is found by SHA-256("external", key), and the request by a hash;
 * - the answer (which holds the receipt) is stored only encrypted (AES-256-GCM) under a key derived from the
 *   Idempotency-Key, so the record alone, or a table dump, cannot give the receipt back;
 * - a kept answer expires at the end of the next UTC day: its TTL names a day, never the minute it was written.
 * The same key with another request answers 409; a second request while the first runs waits, then 409.
 *
 * A claim (PENDING) lasts PENDING_SECONDS only: if the first attempt died mid-way (a lost function, a timeout), a
 * retry after that takes the key over and does the work, instead of meeting 409 until the next day. The pending
 * TTL is a time of day, but it names nothing the item keeps (the record holds no id of the whistle or report and
 * is overwritten with the day's TTL once the answer is kept).
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const records = entityGroup({ idempotencyRecord: makeIdempotencyRecordEntity });
const sha256 = (text: string) => createHash("sha256").update(text).digest();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = 24 * 3600;
/** How long a claim blocks its key while the first attempt runs (far above any external write's duration). */
export const PENDING_SECONDS = 30;

function encrypt(key: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sha256(`external-answer\n${key}`), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url");
}

function decrypt(key: string, sealed: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", sha256(`external-answer\n${key}`), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

export function externalIdempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== "POST" || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest("idempotencyKeyInvalid");

    const deps = c.get("deps");
    const entity = records(deps.db).idempotencyRecord;
    const scope = sha256(`external\n${key}`).toString("base64url");
    const fingerprint = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`).toString("base64url");
    const nowOf = () => Math.floor(deps.clock.now().getTime() / 1000);
    const claim = (now: number) =>
      entity
        .put({ scope, fingerprint, state: "PENDING", ttl: now + PENDING_SECONDS })
        // A new key, or one whose claim or answer has expired (the TTL removes records late).
        .where((attr, op) => `${op.notExists(attr.ttl)} OR ${op.lte(attr.ttl, now)}`)
        .go({ response: "none" });

    let claimed = false;
    for (let attempt = 0; attempt <= IDEMPOTENCY_WAIT.attempts && !claimed; attempt += 1) {
      if (attempt > 0) await sleep(IDEMPOTENCY_WAIT.intervalMs);
      const now = nowOf();
      try {
        await claim(now);
        claimed = true;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        const { data } = await entity.get({ scope }).go({ consistent: true });
        if (!data || data.ttl <= now) continue;
        if (data.fingerprint !== fingerprint) throw conflict("idempotencyKeyReused");
        if (data.state === "DONE") {
          c.header("Idempotent-Replayed", "true");
          if (data.contentType) c.header("Content-Type", data.contentType);
          const status = (data.status ?? 200) as 200;
          return data.body ? c.body(decrypt(key, data.body), status) : c.body(null, status);
        }
      }
    }
    if (!claimed) throw conflict("requestInProgress");
    const nowSeconds = nowOf();
    const ttl = nowSeconds - (nowSeconds % DAY) + 2 * DAY;

    await next();
    const status = c.res.status;
    // Only a stored item's answer is kept: a refusal (bad code, limit) may be retried and answered afresh.
    if (status >= 300) {
      await entity.delete({ scope }).go();
      return;
    }
    const body = await c.res.clone().text();
    const contentType = c.res.headers.get("content-type");
    await entity
      .patch({ scope })
      .set({ state: "DONE", status, ttl, body: encrypt(key, body), ...(contentType ? { contentType } : {}) })
      .go({ response: "none" });
  };
}
