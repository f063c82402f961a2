import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../session/session-store";
import { apiRequest, setUnauthenticatedHandler } from "./api-client";

/** Answers each fetch when told to, and records the Idempotency-Key and Authorization each call carried. */
function controlledFetch() {
  const calls: {
    key: string | null;
    resolve: (response: Response) => void;
    reject: (error: Error) => void;
  }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          calls.push({ key: new Headers(init.headers).get("Idempotency-Key"), resolve, reject });
        }),
    ),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the API client's writes", () => {
  beforeEach(() => sessionStore.setToken("header.e30.signature"));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clearToken();
  });

  it("sends one Idempotency-Key for the same write sent twice before an answer (a double click)", async () => {
    const calls = controlledFetch();
    const first = apiRequest("/comments", { method: "POST", body: { text: "Hej" } });
    const second = apiRequest("/comments", { method: "POST", body: { text: "Hej" } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    calls[0]!.resolve(json(201, { id: "1" }));
    calls[1]!.resolve(json(201, { id: "1" }));
    expect(await Promise.all([first, second])).toEqual([{ id: "1" }, { id: "1" }]);
  });

  it("keeps the key for a retry after the network failed, and starts a new one once answered", async () => {
    const calls = controlledFetch();
    const lost = apiRequest("/comments", { method: "POST", body: { text: "Igen" } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.reject(new TypeError("Failed to fetch"));
    await expect(lost).rejects.toMatchObject({ status: 0 });

    const retry = apiRequest("/comments", { method: "POST", body: { text: "Igen" } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBe(calls[0]!.key);
    calls[1]!.resolve(json(201, { id: "2" }));
    await retry;

    const onPurpose = apiRequest("/comments", { method: "POST", body: { text: "Igen" } });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
    calls[2]!.resolve(json(201, { id: "3" }));
    await onPurpose;
  });

  it("keeps the key when the API says the first of a double click is still running, so a third click is no new write", async () => {
    const calls = controlledFetch();
    const first = apiRequest("/comments", { method: "POST", body: { text: "Långsam" } });
    const second = apiRequest("/comments", { method: "POST", body: { text: "Långsam" } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve(
      json(409, { error: { code: "CONFLICT", reason: "requestInProgress", message: "Vänta" } }),
    );
    await expect(second).rejects.toMatchObject({ status: 409 });
    const third = apiRequest("/comments", { method: "POST", body: { text: "Långsam" } });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.key).toBe(calls[0]!.key);
    calls[0]!.resolve(json(201, { id: "4" }));
    calls[2]!.resolve(json(201, { id: "4" }));
    expect(await Promise.all([first, third])).toEqual([{ id: "4" }, { id: "4" }]);
  });

  it("gives different writes different keys, and reads none", async () => {
    const calls = controlledFetch();
    void apiRequest("/comments", { method: "POST", body: { text: "A" } });
    void apiRequest("/comments", { method: "POST", body: { text: "B" } });
    void apiRequest("/comments", {});
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[0]!.key).not.toBe(calls[1]!.key);
    expect(calls[2]!.key).toBeNull();
    for (const call of calls) call.resolve(json(200, {}));
  });

  it("ends the session only on a 401 that means 'not signed in', not on a wrong code", async () => {
    const ended = vi.fn();
    setUnauthenticatedHandler(ended);
    const calls = controlledFetch();
    const wrongCode = apiRequest("/auth/two-factor/confirm", { method: "POST", body: { code: "000000" } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve(json(401, { error: { code: "INVALID_TWO_FACTOR_CODE", message: "Koden är ogiltig" } }));
    await expect(wrongCode).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();

    const expired = apiRequest("/auth/me", {});
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve(json(401, { error: { code: "UNAUTHENTICATED", message: "Du är inte inloggad" } }));
    await expect(expired).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
