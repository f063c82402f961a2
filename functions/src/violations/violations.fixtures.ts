/**
 * A valid violation report's create body (spec section 3) about `victimStudentId` at `schoolId`, student health's
 * only: for tests that need a report to exist and care nothing for what it says (a null victim: no pupil named).
 */
export const violationReportBody = (schoolId: string, victimStudentId: string | null) => ({
  access: "COUNSELOR",
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "Elev i 7A",
  incidentDetails: "Knuffades på rasten.",
  when: "2026-11-20T09:15:00.000Z",
  location: "Skolgården",
  witness: "Rastvakten",
  hasContactedSchool: "YES",
  hasContactedParents: "IDK",
  whoContacted: "Mentor",
  victimStudentId,
  schoolId,
});
