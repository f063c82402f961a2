import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../session/session-store";
import { setUnauthenticatedHandler } from "./api-client";
import { ApiError } from "./api-error";
import { read, sending, whistlesApi } from "./client";

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Records each call and answers with the given response. */
function recordingFetch(answer: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body: init.body ?? null,
      });
      return answer();
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the typed client", () => {
  beforeEach(() => {
    sessionStore.setToken("header.e30.signature");
    sessionStore.setRole("COUNSELOR");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clearToken();
  });

  it("sends a read through the API's base with its query, session, role and language, and reads the JSON", async () => {
    const calls = recordingFetch(() => json(200, { items: [], cursor: null }));
    const page = await read(whistlesApi.whistle.$get({ query: { schoolId: "s 1", limit: "20" } }));
    expect(page).toEqual({ items: [], cursor: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/whistle?schoolId=s+1&limit=20");
    expect(calls[0]!.method).toBe("GET");
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer header.e30.signature");
    expect(calls[0]!.headers.get("X-Active-Role")).toBe("COUNSELOR");
    expect(calls[0]!.headers.get("Accept-Language")).toMatch(/^(sv|en)$/);
    expect(calls[0]!.headers.get("Idempotency-Key")).toBeNull();
  });

  it("encodes path parameters, sends the JSON body and an Idempotency-Key with a write", async () => {
    const calls = recordingFetch(() => json(200, { id: "a/b" }));
    await read(whistlesApi.whistle[":id"].reply.$post({ param: { id: "a/b" }, json: { message: "Hej" } }));
    expect(calls[0]!.url).toBe("/api/whistle/a%2Fb/reply");
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.body).toBe(JSON.stringify({ message: "Hej" }));
    expect(calls[0]!.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers undefined for a 204, and leaves out the session when told to", async () => {
    const calls = recordingFetch(() => new Response(null, { status: 204 }));
    const answer: unknown = await read(
      whistlesApi.whistle.spam[":id"].$post({ param: { id: "w1" } }, sending({ authenticated: false })),
    );
    expect(answer).toBeUndefined();
    expect(calls[0]!.headers.get("Authorization")).toBeNull();
    expect(calls[0]!.headers.get("Content-Type")).toBe("application/json");
  });

  it("throws the API's error as an ApiError with its issues, and a 401 ends the session", async () => {
    const ended = vi.fn();
    setUnauthenticatedHandler(ended);
    recordingFetch(() =>
      json(400, {
        error: {
          code: "VALIDATION_FAILED",
          message: "Fel",
          issues: [{ path: ["message"], message: "Krävs" }],
        },
      }),
    );
    const failed = read(
      whistlesApi.whistle[":id"].reply.$post({ param: { id: "w1" }, json: { message: "" } }),
    );
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 400, issues: [{ path: ["message"] }] });
    expect(ended).not.toHaveBeenCalled();

    recordingFetch(() => json(401, { error: { code: "UNAUTHENTICATED", message: "Ut" } }));
    await expect(read(whistlesApi.whistle.$get({ query: { schoolId: "s1" } }))).rejects.toMatchObject({
      status: 401,
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("passes the caller's abort signal on", async () => {
    const calls: AbortSignal[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init.signal!);
        return json(200, { items: [], cursor: null });
      }),
    );
    const controller = new AbortController();
    await read(
      whistlesApi.whistle.$get({ query: { schoolId: "s1" } }, sending({ signal: controller.signal })),
    );
    expect(calls[0]).toBe(controller.signal);
  });
});

describe("the web's calls", () => {
  it("name their routes through the typed client: no file but the transport's own writes an API path by hand", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join, relative } = await import("node:path");
    const root = join(import.meta.dirname, "../..");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const handTyped = sources
      .filter((file) =>
        /\bapiRequest\s*[<(]|\bapiDownload\s*\(|\bfetchAllPages\s*[<(]/.test(
          readFileSync(join(root, file), "utf8"),
        ),
      )
      .map((file) => relative(root, join(root, file)));
    expect(sources.length).toBeGreaterThan(100);
    expect(handTyped).toEqual(["shared/api/api-client.ts"]);
  });
});
