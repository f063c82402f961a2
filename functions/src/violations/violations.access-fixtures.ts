import type { ViolationAccessLevel } from "#shared/violations/violation.schema";
import {
  app,
  ek,
  ekStudent,
  tokenOf,
  type Expect,
  type SignedInActor,
} from "../../../tests/helpers/domain-tests/index.js";

/**
 * What the violations' access rows act on and expect (violations.access.ts and
 * violation-investigations.access-rows.ts): a report's create body, reports and other items made through the API,
 * and the management expectation.
 *
 * Unless a row says otherwise, the target is a fresh report at Ekskolan by T (a teacher), access COUNSELOR, about
 * Ekskolan's first pupil. So T is the author (write), C, H and M manage it, O (the owner) sees its chain only, A
 * (an admin) and everyone outside the school do not know it exists.
 */

/** A valid create body (spec section 3). */
export const reportBody = (
  access: ViolationAccessLevel = "COUNSELOR",
  choice: { accessUsers?: { id: string }[]; classes?: { id: string }[] } = {},
) => ({
  access,
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "En elev i 7A",
  incidentDetails: "Kallades fula saker i korridoren.",
  when: "2026-11-20T09:15:00.000Z",
  location: "Korridoren vid matsalen",
  witness: "Två elever",
  hasContactedSchool: "IDK",
  hasContactedParents: "IDK",
  whoContacted: "",
  victimStudentId: ekStudent(),
  schoolId: ek(),
  participatingStudents: [],
  ...choice,
});

export async function post<T>(actor: SignedInActor, path: string, body: unknown): Promise<T> {
  const res = await app().request("POST", path, { token: await tokenOf(actor), body });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh report through the API, by `author` (default T), answering its id. */
export const report = async (
  author: SignedInActor = "T",
  access: ViolationAccessLevel = "COUNSELOR",
  choice: Parameters<typeof reportBody>[1] = {},
) => (await post<{ id: string }>(author, "/api/violations", reportBody(access, choice))).id;

/** Managing T's report: T (its author) and O (the owner) 403, everyone else 404 unless the row names them. */
export const MANAGE: Expect = { anon: 401, T: 403, O: 403, default: 404 };
