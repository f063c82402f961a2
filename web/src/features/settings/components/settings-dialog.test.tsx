import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedInUser } from "#shared/users/user.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, stubFetch } from "../../../test/api-stub";
import SettingsDialog from "./settings-dialog";

function renderDialog(user: SignedInUser) {
  const onClose = vi.fn();
  const view = renderWithApp(<SettingsDialog open onClose={onClose} />, { user });
  return { ...view, onClose };
}

function mockFetch(respond: (url: string, init: RequestInit) => Response) {
  return stubFetch((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(String(input), init ?? {})),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SettingsDialog", () => {
  it("shows a teacher name, email, password, notifications, hidden categories, subjects and the status card", async () => {
    renderDialog(signedInUser());
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue("Tove Lärare");
    expect(within(dialog).getByLabelText(/^E-postadress/)).toHaveValue("teacher@demo.test");
    expect(within(dialog).getByLabelText("Nytt lösenord")).toHaveValue("");
    expect(within(dialog).getByRole("group", { name: "Undervisningsämnen" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Dölj notiser om" })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Roll")).toBeNull();
    expect(within(dialog).queryByText(/Tvåstegsverifiering:/)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Verifiera e-postadressen" })).toBeNull();
    expect(within(dialog).getByText("Din e-postadress är verifierad.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Spara" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("button", { name: "Stäng" }).length).toBeGreaterThan(0);
  });

  it("gives a counselor the role select and no subjects; two-factor with TWOSTEPAUTH; verify while unverified", async () => {
    renderDialog(
      signedInUser({
        roles: ["COUNSELOR"],
        role: "COUNSELOR",
        subRole: "SCHOOLNURSE",
        teacherSubjects: [],
        twoStepAuthAvailable: true,
        emailverified: false,
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    expect(within(dialog).getByLabelText("Roll")).toHaveValue("SCHOOLNURSE");
    expect(within(dialog).queryByRole("group", { name: "Undervisningsämnen" })).toBeNull();
    expect(within(dialog).getByText("Tvåstegsverifiering: Nej")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Verifiera e-postadressen" })).toBeInTheDocument();
    expect(within(dialog).getByText("Din e-postadress är inte verifierad.")).toBeInTheDocument();
  });

  it("hides the notification categories when notifications are turned off", async () => {
    renderDialog(signedInUser());
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    await userEvent.click(within(dialog).getByText("Notiser: Ja"));
    expect(within(dialog).getByText("Notiser: Nej")).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Dölj notiser om" })).toBeNull();
  });

  it("shows the password rule in an error dialog and sends nothing", async () => {
    const fetchMock = mockFetch(() => json({}));
    renderDialog(signedInUser());
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    await userEvent.type(within(dialog).getByLabelText("Nytt lösenord"), "lösenord");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    const alert = await screen.findByRole("alertdialog", { name: "Ogiltigt lösenord" });
    expect(alert).toHaveTextContent("Lösenordet måste innehålla minst 1 versal, 1 gemen och 1 siffra");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves with PATCH /user, without an empty password, and closes", async () => {
    const user = signedInUser();
    const fetchMock = mockFetch((_url, init) => json({ ...user, ...JSON.parse(String(init.body)) }));
    const { onClose } = renderDialog(user);
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    const name = within(dialog).getByLabelText(/^Namn/);
    await userEvent.clear(name);
    await userEvent.type(name, "Tove Ny");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Matematik" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user");
    expect(init?.method).toBe("PATCH");
    expect(new Headers(init?.headers).get("X-Active-Role")).toBe("TEACHER");
    expect(JSON.parse(String(init?.body))).toEqual({
      id: user.id,
      name: "Tove Ny",
      email: "teacher@demo.test",
      notificationSetting: "ENABLED",
      twoStepAuth: false,
      hiddenNotificationCategories: [],
      teacherSubjects: ["Svenska", "Matematik"],
      version: 3,
    });
    expect(await screen.findByText("Inställningarna har sparats")).toBeInTheDocument();
  });

  it("requires a name and a valid email", async () => {
    const fetchMock = mockFetch(() => json({}));
    renderDialog(signedInUser());
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    await userEvent.clear(within(dialog).getByLabelText(/^Namn/));
    const email = within(dialog).getByLabelText(/^E-postadress/);
    await userEvent.clear(email);
    await userEvent.type(email, "inte-en-adress");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(await within(dialog).findByText("Det här fältet är obligatoriskt")).toBeInTheDocument();
    expect(within(dialog).getByText("Ange en giltig e-postadress")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks before discarding unsaved edits when closed, and closes at once without edits", async () => {
    const { onClose } = renderDialog(signedInUser());
    const dialog = await screen.findByRole("dialog", { name: "Inställningar" });
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Stäng" })[0]!);
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();

    await userEvent.type(within(dialog).getByLabelText(/^Namn/), " Andersson");
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Stäng" })[0]!);
    const ask = await screen.findByRole("alertdialog", { name: "Stänga utan att spara?" });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole("button", { name: "Avbryt" }));
    await waitFor(() => expect(ask).toHaveAttribute("data-state", "closed"));
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue("Tove Lärare Andersson");
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.keyboard("{Escape}");
    const again = await screen.findByRole("alertdialog", { name: "Stänga utan att spara?" });
    await userEvent.click(within(again).getByRole("button", { name: "Stäng utan att spara" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
