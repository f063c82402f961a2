import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HiddenPart, Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { changeLanguage } from "../i18n/i18n";
import { renderWithApp, signedInUser } from "../../test/render";
import { json } from "../../test/api-stub";
import { SupportChainSection } from "./support-chain-section";

const student = {
  id: "pupil-1",
  name: "Alva Andersson",
  schoolId: "school-1",
  classId: null,
  mentor: null,
} as Student;
const school = (hiddenParts: HiddenPart[] = []) => ({ id: "school-1", hiddenParts }) as unknown as School;

const warning = {
  id: "w-1",
  studentId: "pupil-1",
  isWarning: true,
  course: "Engelska 5",
  reason: "Saknar inlämningar",
  startDate: "2026-11-01",
};
const adaptation = {
  id: "a-1",
  studentId: "pupil-1",
  subjects: ["Engelska"],
  categories: ["EXTRA_TIME"],
  description: "",
  startDate: "2026-11-03",
  reviewDate: "2026-12-01",
  followUpDue: false,
  feedback: [
    { id: "f-1", authorName: "Tove Lärare", text: "Fungerar bra", createdAt: "2026-11-10T09:00:00.000Z" },
  ],
};
const mapping = {
  id: "m-1",
  studentId: "pupil-1",
  deadline: "2026-11-20",
  respondents: [
    { id: "u-1", name: "Tove Lärare", answered: true },
    { id: "u-2", name: "Cecilia Kurator", answered: false },
  ],
  createdAt: "2026-11-12T08:00:00.000Z",
};
const investigation = {
  id: "i-1",
  studentId: "pupil-1",
  status: "PUBLISHED",
  outcome: "PROGRAM",
  createdAt: "2026-11-21T08:00:00.000Z",
};

/** Each list answers its one item; every URL asked is kept. */
function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const items = url.includes("/f-and-f-warnings/")
        ? [warning]
        : url.includes("/adaptions/")
          ? [adaptation]
          : url.includes("/mappings/")
            ? [mapping]
            : url.includes("/investigations/")
              ? [investigation]
              : [];
      return Promise.resolve(json({ items, cursor: null }));
    }),
  );
  return urls;
}

const render = (role: Role, hiddenParts: HiddenPart[] = []) =>
  renderWithApp(<SupportChainSection student={student} school={school(hiddenParts)} />, {
    user: signedInUser({ roles: [role], role }),
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage("sv");
});

describe("the pupil page's support chain", () => {
  it("tells warnings, adaptations with their feedback, mappings and investigations in time order, each a link to it", async () => {
    const urls = serve();
    render("COUNSELOR");
    const section = await screen.findByTestId("student-support-chain");
    expect(within(section).getByRole("heading", { name: "Stödkedjan" })).toBeInTheDocument();
    await within(section).findByText("Pedagogisk utredning");
    const links = within(section)
      .getAllByRole("listitem")
      .map((item) => within(item).getAllByRole("link")[0]!);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["F-varning i Engelska 5", "/actions/f-and-f-warnings?id=w-1"],
      ["Extra anpassning i Engelska", "/actions/adaptations?id=a-1"],
      ["Återkoppling från Tove Lärare", "/actions/adaptations?id=a-1"],
      ["Kartläggning, sista svarsdag 20 nov. 2026", "/actions/mapping?id=m-1"],
      ["Pedagogisk utredning", "/actions/investigation?id=i-1"],
    ]);
    expect(within(section).getByText("1 av 2 har svarat")).toBeInTheDocument();
    expect(within(section).getByText("Publicerad")).toBeInTheDocument();
    // Student health reads the school's investigation listing, narrowed to the pupil.
    expect(urls.find((url) => url.includes("/investigations/"))).toContain(
      "/investigations/school/school-1?",
    );
    expect(urls.every((url) => url.includes("studentId=pupil-1"))).toBe(true);
    expect(within(section).getByRole("link", { name: "Ny utredning" })).toHaveAttribute(
      "href",
      "/actions/investigation?studentId=pupil-1&new=1",
    );
  });

  it("keeps an adaptation's feedback under the adaptation, even when it came after the next item in time", async () => {
    const lateFeedback = {
      ...adaptation,
      feedback: [
        {
          id: "f-2",
          authorName: "Cecilia Kurator",
          text: "Behövs fortfarande",
          createdAt: "2026-11-25T09:00:00.000Z",
        },
        { id: "f-1", authorName: "Tove Lärare", text: "Fungerar bra", createdAt: "2026-11-10T09:00:00.000Z" },
      ],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        const items = url.includes("/adaptions/")
          ? [lateFeedback]
          : url.includes("/investigations/")
            ? [investigation]
            : [];
        return Promise.resolve(json({ items, cursor: null }));
      }),
    );
    render("COUNSELOR");
    const section = await screen.findByTestId("student-support-chain");
    await within(section).findByText("Pedagogisk utredning");
    const titles = within(section)
      .getAllByRole("listitem")
      .map((item) => within(item).getAllByRole("link")[0]!.textContent);
    expect(titles).toEqual([
      "Extra anpassning i Engelska",
      "Återkoppling från Tove Lärare",
      "Återkoppling från Cecilia Kurator",
      "Pedagogisk utredning",
    ]);
    // The feedback is a list inside the adaptation's entry, so a screen reader hears it as the adaptation's.
    const adaptationEntry = within(section).getAllByRole("listitem")[0]!;
    expect(within(adaptationEntry).getAllByRole("listitem")).toHaveLength(2);
  });

  it("a teacher reads the teacher listing of investigations and is not offered a new one", async () => {
    const urls = serve();
    render("TEACHER");
    const section = await screen.findByTestId("student-support-chain");
    await within(section).findByText("Pedagogisk utredning");
    expect(urls.find((url) => url.includes("/investigations/"))).toContain(
      "/investigations/teacher/school/school-1?",
    );
    expect(within(section).queryByRole("link", { name: "Ny utredning" })).toBeNull();
  });

  it("leaves out, and reads nothing for, what the school hides; nothing at all when it hides every part", async () => {
    const urls = serve();
    const { unmount } = render("COUNSELOR", ["ADAPTATIONS", "INVESTIGATIONS"]);
    const section = await screen.findByTestId("student-support-chain");
    await within(section).findByText("F-varning i Engelska 5");
    await within(section).findByText("Kartläggning, sista svarsdag 20 nov. 2026");
    expect(within(section).queryByText("Extra anpassning i Engelska")).toBeNull();
    expect(within(section).queryByText("Pedagogisk utredning")).toBeNull();
    expect(urls.some((url) => url.includes("/adaptions/") || url.includes("/investigations/"))).toBe(false);
    unmount();
    urls.length = 0;
    render("COUNSELOR", ["ADAPTATIONS", "INVESTIGATIONS", "MAPPINGS", "FANDFWARNINGS"]);
    expect(screen.queryByTestId("student-support-chain")).toBeNull();
    expect(urls).toEqual([]);
  });

  it("says so in English when the pupil has nothing in the chain", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json({ items: [], cursor: null }))),
    );
    await changeLanguage("en");
    render("COUNSELOR");
    expect(
      await screen.findByText(
        "No F-warnings, extra adaptations, mappings or investigations that you can see",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Support chain" })).toBeInTheDocument();
  });
});
