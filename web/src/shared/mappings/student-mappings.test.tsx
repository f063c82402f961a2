import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { StudentMappings } from "./student-mappings";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

const student = {
  id: "pupil-1",
  name: "Alva Andersson",
  schoolId: "school-1",
  classId: null,
  mentor: null,
} as Student;
const schoolWith = (hiddenParts: string[]) =>
  ({ id: "school-1", name: "Ekskolan", hiddenParts }) as unknown as School;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the pupil page's mappings", () => {
  it("lists the pupil's mappings for staff who work with them", async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ items: [], cursor: null })));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<StudentMappings student={student} school={schoolWith([])} role="TEACHER" />, {
      user: signedInUser(),
    });
    expect(await screen.findByText("Eleven har inga kartläggningar som du kan se")).toBeInTheDocument();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("/mappings/school-1?studentId=pupil-1");
  });

  it("is hidden when the school hides MAPPINGS, and for roles without mappings; nothing is read", () => {
    const fetch = vi.fn(() => Promise.resolve(json({ items: [], cursor: null })));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<StudentMappings student={student} school={schoolWith(["MAPPINGS"])} role="TEACHER" />, {
      user: signedInUser(),
    });
    renderWithApp(<StudentMappings student={student} school={schoolWith([])} role="ADMIN" />, {
      user: signedInUser({ roles: ["ADMIN"] }),
    });
    expect(screen.queryByTestId("student-mappings")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
