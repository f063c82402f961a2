import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { StudentInvestigations } from "./student-investigations";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

const student = {
  id: "pupil-1",
  schoolId: "school-1",
  name: "Alva Andersson",
  classId: null,
  mentor: null,
} as Student;
const school = (hiddenParts: School["hiddenParts"] = []) =>
  ({ id: "school-1", hiddenParts }) as unknown as School;

function stubList() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      urls.push(String(input));
      return Promise.resolve(
        json({
          items: [
            {
              id: "inv-1",
              studentId: "pupil-1",
              status: "PUBLISHED",
              outcome: "PROGRAM",
              createdAt: "2026-11-01T08:00:00.000Z",
            },
          ],
          cursor: null,
        }),
      );
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the pupil page's investigations", () => {
  it("lists the pupil's investigations from the role's listing, each linking to it", async () => {
    const urls = stubList();
    renderWithApp(<StudentInvestigations student={student} school={school()} />, { user: signedInUser() });
    expect(await screen.findByText("Åtgärdsprogram behövs")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Pedagogisk utredning/ })).toHaveAttribute(
      "href",
      "/actions/investigation?id=inv-1",
    );
    expect(urls[0]).toContain("/investigations/teacher/school/school-1?");
    expect(urls[0]).toContain("studentId=pupil-1");
    // A teacher cannot start one.
    expect(screen.queryByRole("link", { name: "Ny utredning" })).toBeNull();
  });

  it("is not there when the school hides INVESTIGATIONS, nor for an admin, and reads nothing then", () => {
    const urls = stubList();
    const hidden = renderWithApp(
      <StudentInvestigations student={student} school={school(["INVESTIGATIONS"])} />,
      {
        user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
      },
    );
    expect(screen.queryByTestId("student-investigations")).toBeNull();
    hidden.unmount();
    renderWithApp(<StudentInvestigations student={student} school={school()} />, {
      user: signedInUser({ roles: ["ADMIN"], role: "ADMIN" }),
    });
    expect(screen.queryByTestId("student-investigations")).toBeNull();
    expect(urls).toEqual([]);
  });
});
