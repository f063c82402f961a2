import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreateTicketInput, TicketDetail } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { json } from "../../test/api-stub";
import { ticketKeys, useCreateTicket } from "./tickets.api";

afterEach(() => vi.unstubAllGlobals());

const body = {
  schoolId: "school-1",
  studentId: "pupil-1",
  title: "Oro",
  description: "",
  access: "PRIVATE",
} as unknown as CreateTicketInput;

function Create({ onCreated }: { onCreated: (answer: TicketDetail | { id: string }) => void }) {
  const create = useCreateTicket();
  return (
    <button type="button" onClick={() => create.mutate(body, { onSuccess: onCreated })}>
      skapa
    </button>
  );
}

describe("creating a ticket", () => {
  it("caches the answer as the ticket only when it is one, never an author's bare id", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json({ id: "t-9" }, 201))),
    );
    const answers: unknown[] = [];
    const { queryClient } = renderWithApp(<Create onCreated={(answer) => answers.push(answer)} />, {
      user: signedInUser(),
    });
    await userEvent.click(screen.getByRole("button", { name: "skapa" }));
    expect(await screen.findByText("Ärendet har skapats")).toBeInTheDocument();
    expect(answers).toEqual([{ id: "t-9" }]);
    expect(queryClient.getQueryData(ticketKeys.detail("t-9"))).toBeUndefined();
  }, 20_000);

  it("caches a full answer under the ticket's detail", async () => {
    const ticket = { id: "t-8", view: "full", title: "Oro" };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(ticket, 201))),
    );
    const { queryClient } = renderWithApp(<Create onCreated={() => {}} />, { user: signedInUser() });
    await userEvent.click(screen.getByRole("button", { name: "skapa" }));
    await vi.waitFor(() => expect(queryClient.getQueryData(ticketKeys.detail("t-8"))).toEqual(ticket));
  }, 20_000);
});
