import type { Page } from "#shared/common.schema";
import type { SchoolSummary } from "#shared/schools/school.schema";
import { withConflict } from "../core/db-errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { schoolsEntities, type SchoolItem } from "./school.entity.js";
import { toSchoolSummary } from "./schools.mappers.js";

export type { SchoolItem };
type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

/** The fields a school change may set; the names a change may clear (null in the request). */
export type SchoolChanges = Partial<
  Pick<
    SchoolItem,
    | "name"
    | "hiddenParts"
    | "subscriptions"
    | "firstAndLastYear"
    | "teacherName"
    | "counselorName"
    | "counselorNamePlural"
  >
>;
export type SchoolNameField = "teacherName" | "counselorName" | "counselorNamePlural";

export async function getSchool(db: Db, id: string): Promise<SchoolItem | null> {
  const { data } = await schoolsEntities(db).school.get({ id }).go({ consistent: true });
  return data;
}

/** The school a code names (the external page), or null: one read of the code's guard item, one of the school. */
export async function getSchoolByCode(db: Db, code: string): Promise<SchoolItem | null> {
  const { data } = await schoolsEntities(db).schoolCode.get({ code }).go();
  return data ? getSchool(db, data.schoolId) : null;
}

/** Every school on the platform, a page at a time. */
export const listAllSchools = (db: Db, page: PageRequest): Promise<Page<SchoolSummary>> =>
  queryPage(schoolsEntities(db).school.query.all({}), page, toSchoolSummary);

/** The schools of one organization, a page at a time. */
export const listSchoolsOfOrganization = (
  db: Db,
  organizationId: string,
  page: PageRequest,
): Promise<Page<SchoolSummary>> =>
  queryPage(schoolsEntities(db).school.query.byOrganization({ organizationId }), page, toSchoolSummary);

/** Every school of one organization (its names: no two alike, schools.service.ts). */
export const allSchoolsOfOrganization = (db: Db, organizationId: string): Promise<SchoolItem[]> =>
  queryAll(schoolsEntities(db).school.query.byOrganization({ organizationId }));

/** Schools read by id (a member's own: a short, bounded list); missing ones are skipped. */
export async function getSchools(db: Db, ids: readonly string[]): Promise<SchoolItem[]> {
  const { data } = await schoolsEntities(db)
    .school.get(ids.map((id) => ({ id })))
    .go();
  return data;
}

/** Stores a new school with the guard item that keeps its code unique; a taken code answers 409 CONFLICT. */
export async function createSchoolWithCode(db: Db, school: SchoolItem): Promise<void> {
  await transact(schoolsEntities(db), (tx) => [
    tx.schoolCode.create({ code: school.code, schoolId: school.id }).commit(),
    tx.school.create(school).commit(),
  ]);
}

/** Changes a school if it is still at the version read; a stale version answers 409 CONFLICT. */
export async function saveSchoolChanges(
  db: Db,
  school: Pick<SchoolItem, "id" | "version">,
  changes: SchoolChanges,
  removals: SchoolNameField[],
  at: string,
): Promise<void> {
  let update = schoolsEntities(db)
    .school.patch({ id: school.id })
    .set({ ...changes, updatedAt: at })
    .add({ version: 1 });
  if (removals.length > 0) update = update.remove(removals);
  await withConflict(() =>
    update.where((attr, op) => op.eq(attr.version, school.version)).go({ response: "none" }),
  );
}

/** Deletes a school (at the version read) and frees its code, together. */
export async function deleteSchoolWithCode(
  db: Db,
  school: Pick<SchoolItem, "id" | "code" | "version">,
): Promise<void> {
  await transact(schoolsEntities(db), (tx) => [
    tx.school
      .delete({ id: school.id })
      .where((attr, op) => op.eq(attr.version, school.version))
      .commit(),
    tx.schoolCode.delete({ code: school.code }).commit(),
  ]);
}
