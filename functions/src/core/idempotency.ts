import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { EntityConfig } from "../db/entity-config.js";
import type { Mailer } from "../mail/mailer.js";
import { ACTIVE_ROLE_HEADER, ACTIVE_SCHOOL_HEADER } from "./active-headers.js";
import type { AppEnv } from "./app-env.js";
import { isAnonymousRequest } from "./anonymous.js";
import { isConditionFailure } from "./db-errors.js";
import { badRequest, conflict } from "./errors.js";

/**
 * `Idempotency-Key` on a signed-in write (POST, PATCH, DELETE): the first request with a key claims it and its
 * answer is kept for ten minutes; a second request with the same key (a double click, a retry after a lost answer, a
 * stale tab sending again) gets that same answer instead of doing the work twice. The web sends the same key for
 * the same write until it has an answer.
 *
 * A key is scoped to the session that sent it and to the request's active role and active school (X-Active-Role,
 * X-Active-School): the same key sent in another role or at another school is another write, judged afresh, and
 * never gets the answer given to the other role (an answer is shaped by the role: a teacher's timeline, a
 * counselor's full ticket). Within that scope the same key with another method, path, query or body is refused
 * (409), and a request arriving while the first still runs waits for its answer.
 *
 * A 5xx or a crash releases the key, so a retry can do the work, unless the request already did something that
 * cannot be undone: a mail that went out (the mail port is wrapped for the request, and a mail the port accepted
 * marks it). Such an answer is kept even when it is a 5xx, so the retry replays it and mails nobody twice. An answer
 * too large to keep (none of the API's writes comes near) is released either way.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/**
 * How long an answer is kept. A write's answer may hold pupil data (a ticket's text), so it is kept only as long as
 * a double click or a retry needs, and an expired record is never replayed (DynamoDB's TTL removes it late).
 */
const KEEP_SECONDS = 10 * 60;
/** How long a second request waits for the first one's answer (polling), before answering 409. */
export const IDEMPOTENCY_WAIT = { attempts: 20, intervalMs: 100 };
/** Answers larger than this are not kept (a DynamoDB item holds 400 KB); none of the API's writes comes near. */
const MAX_KEPT_BODY = 256 * 1024;
const WRITES = new Set(["POST", "PATCH", "DELETE"]);

/**
 * The record's entity, loaded with the first write that carries a key: reads never need it, and a function that
 * serves no writes (health) then neither bundles ElectroDB on its start-up path nor evaluates it.
 */
const idempotencyRecords = async (db: EntityConfig) =>
  (await import("./idempotency.entity.js")).idempotencyEntities(db).idempotencyRecord;
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const authorization = c.req.header("authorization");
    if (!WRITES.has(c.req.method) || key === undefined || !authorization) return next();
    if (isAnonymousRequest(c)) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest("idempotencyKeyInvalid");

    const deps = c.get("deps");
    const records = await idempotencyRecords(deps.db);
    const role = c.req.header(ACTIVE_ROLE_HEADER) ?? "";
    const school = c.req.header(ACTIVE_SCHOOL_HEADER) ?? "";
    const scope = sha256(`${authorization}\n${role}\n${school}\n${key}`);
    // The query is part of the write (DELETE /notifications/category/{c}?schoolId=): another one is another write.
    const fingerprint = sha256(
      `${c.req.method} ${c.req.path}${new URL(c.req.url).search}\n${await c.req.text()}`,
    );
    const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
    const ttl = nowSeconds + KEEP_SECONDS;

    try {
      await records.create({ scope, fingerprint, state: "PENDING", ttl }).go({ response: "none" });
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      for (let attempt = 0; attempt < IDEMPOTENCY_WAIT.attempts; attempt += 1) {
        const { data } = await records.get({ scope }).go({ consistent: true });
        // Released by a failed first request, or expired: this one may not do the work either.
        if (!data || data.ttl <= nowSeconds) break;
        if (data.fingerprint !== fingerprint) throw conflict("idempotencyKeyReused");
        if (data.state === "DONE") {
          c.header("Idempotent-Replayed", "true");
          if (data.contentType) c.header("Content-Type", data.contentType);
          const status = (data.status ?? 200) as 200;
          return data.body ? c.body(data.body, status) : c.body(null, status);
        }
        await sleep(IDEMPOTENCY_WAIT.intervalMs);
      }
      throw conflict("requestInProgress");
    }

    // What this request did that cannot be undone: a mail the port accepted (the rest of the app reads deps from
    // the context, so every mail of the request goes through this wrapper).
    const done = { irreversible: false };
    const mailer: Mailer = {
      send: async (mail) => {
        await deps.mailer.send(mail);
        done.irreversible = true;
      },
    };
    c.set("deps", { ...deps, mailer });
    await next();
    const status = c.res.status;
    const body = status === 204 ? "" : await c.res.clone().text();
    if ((status >= 500 && !done.irreversible) || body.length > MAX_KEPT_BODY) {
      await records.delete({ scope }).go();
      return;
    }
    const contentType = c.res.headers.get("content-type");
    await records
      .patch({ scope })
      .set({ state: "DONE", status, body, ...(contentType ? { contentType } : {}) })
      .go({ response: "none" });
  };
}
