import { Badge } from "@chakra-ui/react";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MappingSummary } from "#shared/mappings/mapping.schema";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { MappingTable } from "../mappings/mapping-table";
import { TicketTable } from "../tickets/ticket-table";
import { STATUS_PALETTE, STATUS_STATES, StatusBadge } from "./status-badge";

const mapping = (id: string, status: MappingSummary["status"]): MappingSummary =>
  ({
    id,
    schoolId: "school-1",
    studentId: "pupil-1",
    status,
    deadline: "2026-12-02",
    createdBy: { id: "c", name: "Cecilia Kurator" },
    respondents: [],
    formerAnswered: 0,
    active: true,
    actionProgramBegun: false,
    createdAt: "2026-11-18T09:00:00.000Z",
  }) as unknown as MappingSummary;

const ticket = (id: string, archived: boolean): TicketSummary =>
  ({
    view: "full",
    id,
    schoolId: "school-1",
    studentId: "pupil-1",
    title: `Ärende ${id}`,
    access: "COUNSELOR",
    owner: null,
    notifier: { id: "n", name: "Henrik Rektor" },
    currentStep: "REPORT",
    status: archived ? "archived" : "ongoing",
    archived,
    createdAt: "2026-11-02T09:00:00.000Z",
    updatedAt: "2026-11-02T09:00:00.000Z",
    version: 1,
  }) as TicketSummary;

const user = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" });

/** A state's badge as each feature draws it: the element carrying the state and its class (the palette). */
const badgeIn = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest(".chakra-badge")!;

describe("one badge palette for every state", () => {
  it("gives each state its own colour, late always red", () => {
    expect(STATUS_PALETTE).toEqual({
      new: "blue",
      inProgress: "brand",
      waiting: "orange",
      late: "red",
      done: "green",
      archived: "gray",
    });
    expect(new Set(STATUS_STATES.map((state) => STATUS_PALETTE[state])).size).toBe(STATUS_STATES.length);
  });

  it("draws a state's badge as Chakra's subtle badge of the state's colour", () => {
    renderWithApp(
      <>
        {STATUS_STATES.map((state) => (
          <StatusBadge key={state} state={state}>
            {`state ${state}`}
          </StatusBadge>
        ))}
        {STATUS_STATES.map((state) => (
          <Badge key={state} colorPalette={STATUS_PALETTE[state]} variant="subtle">
            {`palette ${state}`}
          </Badge>
        ))}
      </>,
    );
    for (const state of STATUS_STATES) {
      const badge = screen.getByText(`state ${state}`);
      expect(badge).toHaveAttribute("data-status", state);
      expect(badge.className).toBe(screen.getByText(`palette ${state}`).className);
    }
  });

  it("an archived ticket and an archived mapping agree, and an ongoing one differs from both", async () => {
    renderWithApp(
      <>
        <MappingTable
          caption="Kartläggningar"
          rows={[mapping("m-2", "ONGOING"), mapping("m-3", "ARCHIVED")]}
          emptyText="Inga"
          studentById={new Map()}
        />
        <TicketTable
          caption="Ärenden"
          rows={[ticket("t-1", true), ticket("t-2", false)]}
          emptyText="Inga"
          studentById={new Map()}
        />
      </>,
      { user },
    );
    const mappings = await screen.findByTestId("mapping-table");
    const archivedMapping = badgeIn(mappings, "Arkiverad");
    const ongoingMapping = badgeIn(mappings, "Pågående");
    const tickets = screen.getAllByRole("table").find((table) => table !== mappings)!;
    const [archivedTicket, ongoingTicket] = within(tickets)
      .getAllByText("Skickad")
      .map((text) => text.closest(".chakra-badge")!);
    expect(archivedTicket).toHaveAttribute("data-status", "archived");
    expect(archivedTicket!.className).toBe(archivedMapping.className);
    expect(ongoingTicket).toHaveAttribute("data-status", "inProgress");
    expect(ongoingTicket!.className).toBe(ongoingMapping.className);
    expect(ongoingTicket!.className).not.toBe(archivedTicket!.className);
  });
});
