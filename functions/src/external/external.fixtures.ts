/** What the external page's tests send (external.access.ts, external-report.int.test.ts). */

/** A valid external report body (without the code): a pupil's report of a class chat. */
export const externalReportBody = {
  reporter: "PUPIL",
  victim: "Jag, i 8A",
  incidentDetails: "Några i klassen skriver elaka saker om mig i klasschatten varje kväll.",
  when: "2026-11-18T18:00:00.000Z",
  location: "Klasschatten",
  witness: "Alla i chatten",
  hasContactedSchool: "NO",
  hasContactedParents: "IDK",
} as const;
