import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { AccessibilityStatementPage } from "./accessibility-statement-page";

afterEach(() => vi.unstubAllGlobals());

/** The API: the first `lost` sends never answer (a lost connection), the rest answer 202; each send is kept. */
function stubApi(lost: number) {
  const sent: { key: string | null; authorization: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({
        key: headers.get("Idempotency-Key"),
        authorization: headers.get("Authorization"),
        body: JSON.parse(String(init?.body)) as unknown,
      });
      if (sent.length <= lost) return Promise.reject(new TypeError("Failed to fetch"));
      return Promise.resolve(
        new Response(JSON.stringify({ ok: true }), {
          status: 202,
          headers: { "Content-Type": "application/json" },
        }),
      );
    }),
  );
  return sent;
}

async function write(text: string) {
  const field = screen.getByLabelText(/^Vad vill du berätta\?/);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe("accessibility feedback sent again", () => {
  it("a retry after a lost answer carries the same Idempotency-Key, so support gets it once", async () => {
    const sent = stubApi(1);
    renderWithApp(<AccessibilityStatementPage />);
    await write("Kontrasten är för låg");
    await userEvent.click(screen.getByRole("button", { name: "Skicka" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(await screen.findByRole("button", { name: "Skicka" }));
    expect(await screen.findByText("Tack! Vi har tagit emot dina synpunkter.")).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(sent.map((one) => one.authorization)).toEqual([null, null]);
  }, 15_000);

  it("another text after a lost answer is another feedback, with a new key", async () => {
    const sent = stubApi(1);
    renderWithApp(<AccessibilityStatementPage />);
    await write("Kontrasten är för låg");
    await userEvent.click(screen.getByRole("button", { name: "Skicka" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await write("Fokusramen syns inte");
    await userEvent.click(screen.getByRole("button", { name: "Skicka" }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  }, 15_000);
});
