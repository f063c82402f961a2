import { describe, expect, it } from "vitest";
import { documentIndexes } from "./attributes.js";

describe("a pupil document's keys", () => {
  it("are its kind's own by id, its school's and its pupil's, each newest first", () => {
    const indexes = documentIndexes("NOTE", "NOTES");
    expect([indexes.byId.pk.template, indexes.byId.sk.template]).toEqual(["NOTE#${id}", "NOTE"]);
    expect(indexes.bySchool).toMatchObject({
      index: "gsi1",
      pk: { field: "gsi1pk", template: "SCHOOL#${schoolId}#NOTES", composite: ["schoolId"] },
      sk: { field: "gsi1sk", template: "${createdAt}#${id}", composite: ["createdAt", "id"] },
    });
    expect(indexes.byStudent).toMatchObject({
      index: "gsi2",
      pk: { field: "gsi2pk", template: "STUDENT#${studentId}#NOTES", composite: ["studentId"] },
      sk: { field: "gsi2sk", template: "${createdAt}#${id}", composite: ["createdAt", "id"] },
    });
  });
});
