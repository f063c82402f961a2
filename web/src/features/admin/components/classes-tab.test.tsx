import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClassNameSchema } from "#shared/classes/class.schema";
import type { School } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json } from "../../../test/api-stub";
import { ClassesTab } from "./classes-tab";

const school = { id: "school-1", name: "Ekskolan", firstAndLastYear: [7, 9] } as School;
afterEach(() => vi.unstubAllGlobals());

describe("ClassesTab's class name", () => {
  it("a name longer than the shared schema allows says 'Högst N tecken', keeps the text and sends nothing", async () => {
    const writes: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if ((init?.method ?? "GET") !== "GET") writes.push(String(input));
        return Promise.resolve(json({ items: [], cursor: null }));
      }),
    );
    const user = signedInUser({ roles: ["ADMIN"], role: "ADMIN" });
    renderWithApp(<ClassesTab school={school} />, { user });
    await userEvent.click(await screen.findByRole("button", { name: "Ny klass" }));
    const dialog = await screen.findByRole("dialog", { name: "Ny klass" });
    const max = ClassNameSchema.maxLength!;
    const name = within(dialog).getByLabelText(/^Klassens namn/);
    await userEvent.click(name);
    await userEvent.paste("9".repeat(5000));
    expect(name).toHaveValue("9".repeat(5000));
    await userEvent.click(within(dialog).getByRole("button", { name: "Skapa" }));
    expect(await within(dialog).findAllByText(`Högst ${max} tecken`)).not.toHaveLength(0);
    expect(within(dialog).queryByText("Det här fältet är obligatoriskt")).toBeNull();
    expect(within(dialog).getByTestId("char-count")).toHaveTextContent(/5\s000 \/ 40/);
    expect(writes).toEqual([]);
  }, 15_000);

  it("an empty name is still required", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json({ items: [], cursor: null }))),
    );
    const user = signedInUser({ roles: ["ADMIN"], role: "ADMIN" });
    renderWithApp(<ClassesTab school={school} />, { user });
    await userEvent.click(await screen.findByRole("button", { name: "Ny klass" }));
    const dialog = await screen.findByRole("dialog", { name: "Ny klass" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Skapa" }));
    expect(await within(dialog).findByText("Det här fältet är obligatoriskt")).toBeInTheDocument();
  });
});

describe("ClassesTab's roll-over to a new school year", () => {
  it("sends the active classes as shown, so a stale tab's roll-over is refused instead of moving them twice", async () => {
    const classes = [
      {
        id: "c-7a",
        name: "7A",
        schoolId: "school-1",
        mentors: [],
        teachers: [],
        archived: false,
        version: 3,
      },
      { id: "c-9b", name: "9B", schoolId: "school-1", mentors: [], teachers: [], archived: true, version: 5 },
    ];
    const writes: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? "GET";
        if (method === "GET") return Promise.resolve(json({ items: classes, cursor: null }));
        writes.push({ url: String(input), method, body: JSON.parse(String(init?.body)) as unknown });
        return Promise.resolve(json({ items: [], cursor: null }));
      }),
    );
    const user = signedInUser({ roles: ["ADMIN"], role: "ADMIN" });
    renderWithApp(<ClassesTab school={school} />, { user });
    expect(await screen.findByText("7A")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Nytt läsår" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Nytt läsår" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: "/api/classes/upgrade/school-1",
      method: "PATCH",
      body: { classes: [{ id: "c-7a", version: 3 }] },
    });
  }, 15_000);
});
