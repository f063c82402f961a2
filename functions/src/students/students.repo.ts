import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { Student } from "#shared/students/student.schema";
import { isConditionFailure, withConflict } from "../core/db-errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { studentsEntities, type StudentEntity } from "./student.entity.js";

/** The students domain's reads and writes: the only code of the domain that touches the pupil entity. */

export type StudentItem = EntityItem<StudentEntity>;

export function toStudent(item: StudentItem): Student {
  return {
    id: item.id,
    name: item.name,
    schoolId: item.schoolId,
    classId: item.classId || null,
    mentor: item.mentorId ? { id: item.mentorId, name: item.mentorName ?? "" } : null,
    version: item.version,
  };
}

/** Sort key for lists ordered by name (Swedish collation is close enough for å, ä, ö at this granularity). */
export const sortNameOf = (name: string) => name.toLocaleLowerCase("sv");

export async function getStudent(db: Db, id: string): Promise<StudentItem | null> {
  const { data } = await studentsEntities(db).student.get({ id }).go({ consistent: true });
  return data;
}

/**
 * One batch read of up to 100 by id: the items found, and the keys DynamoDB left unprocessed (read them again).
 * `consistent`: strongly consistent reads.
 */
export const getStudents = (db: Db, keys: { id: string }[], options: { consistent?: boolean } = {}) =>
  studentsEntities(db)
    .student.get(keys)
    .go(options.consistent ? { consistent: true } : {});

/**
 * One page of pupils by name: a class's when `classId` is given, else the school's. The class index is not
 * narrowed to the school: the caller filters by school.
 */
export function listStudentsPage(
  db: Db,
  where: { schoolId: string; classId?: string | undefined },
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<StudentItem>> {
  const { student } = studentsEntities(db);
  const query = where.classId
    ? student.query.byClass({ classId: where.classId })
    : student.query.bySchool({ schoolId: where.schoolId });
  return queryPage(query, page, (item) => item);
}

/** Does the school have any pupil (a school with pupils cannot be deleted)? */
export async function schoolHasPupils(db: Db, schoolId: string): Promise<boolean> {
  const { data } = await studentsEntities(db).student.query.bySchool({ schoolId }).go({ limit: 1 });
  return data.length > 0;
}

/** Does the class have any pupil (a class with pupils cannot be deleted)? */
export async function classHasPupils(db: Db, classId: string): Promise<boolean> {
  const { data } = await studentsEntities(db).student.query.byClass({ classId }).go({ limit: 1 });
  return data.length > 0;
}

/** A new pupil at version 1; no class and no mentor are stored as "" (the sparse indexes leave them out). */
export async function createStudentItem(
  db: Db,
  fields: {
    id: string;
    schoolId: string;
    organizationId: string;
    name: string;
    classId: string | null;
    mentor: { id: string; name: string } | null;
    at: string;
  },
): Promise<StudentItem> {
  const { data } = await studentsEntities(db)
    .student.create({
      id: fields.id,
      schoolId: fields.schoolId,
      organizationId: fields.organizationId,
      name: fields.name,
      sortName: sortNameOf(fields.name),
      classId: fields.classId ?? "",
      mentorId: fields.mentor?.id ?? "",
      ...(fields.mentor ? { mentorName: fields.mentor.name } : {}),
      createdAt: fields.at,
      updatedAt: fields.at,
      version: 1,
    })
    .go();
  return data;
}

/**
 * Writes a pupil's name and class (null: no class) on the version read and answers the pupil as stored; a pupil
 * changed or deleted since answers 409 CONFLICT.
 */
export async function updateStudentItem(
  db: Db,
  existing: StudentItem,
  changes: { name: string; classId: string | null },
  at: string,
): Promise<StudentItem> {
  const { data } = await withConflict(() =>
    studentsEntities(db)
      .student.patch({ id: existing.id })
      .set({
        name: changes.name,
        sortName: sortNameOf(changes.name),
        // Every composite of the sparse class index is written together (ElectroDB keeps index and item in step).
        classId: changes.classId ?? "",
        updatedAt: at,
      })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Sets (or with null removes) a pupil's mentor on the version read; a stale version answers 409 CONFLICT. */
export async function setStudentMentorItem(
  db: Db,
  existing: StudentItem,
  mentor: { id: string; name: string } | null,
  at: string,
): Promise<StudentItem> {
  const { student } = studentsEntities(db);
  const { data } = await withConflict(() =>
    (mentor
      ? student
          .patch({ id: existing.id })
          .set({ mentorId: mentor.id, mentorName: mentor.name, updatedAt: at })
      : student.patch({ id: existing.id }).set({ mentorId: "", updatedAt: at }).remove(["mentorName"])
    )
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Deletes the pupil on the version read; a pupil changed since answers 409 CONFLICT. */
export async function deleteStudentItem(db: Db, existing: StudentItem): Promise<void> {
  await withConflict(() =>
    studentsEntities(db)
      .student.delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go(),
  );
}

/** A person left the school: they are no longer the mentor of its pupils. */
export async function clearMentorAtSchool(
  db: Db,
  userId: string,
  schoolId: string,
  at: string,
): Promise<void> {
  const { student } = studentsEntities(db);
  for (const pupil of await queryAll(student.query.byMentor({ mentorId: userId }))) {
    if (pupil.schoolId !== schoolId) continue;
    // Only while they are still the pupil's mentor: the index may lag behind a new mentor or a retry's earlier run.
    try {
      await student
        .patch({ id: pupil.id })
        .set({ mentorId: "", updatedAt: at })
        .remove(["mentorName"])
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.mentorId, userId))
        .go({ response: "none" });
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
}

/** A mentor was renamed: the name copied onto the pupils they mentor follows. */
export async function renameMentor(db: Db, userId: string, name: string): Promise<void> {
  const { student } = studentsEntities(db);
  let cursor: string | null = null;
  do {
    const page: { data: { id: string }[]; cursor: string | null } = await student.query
      .byMentor({ mentorId: userId })
      .go({ cursor, limit: 100, attributes: ["id"] });
    for (const pupil of page.data) {
      await student.patch({ id: pupil.id }).set({ mentorName: name }).go({ response: "none" });
    }
    cursor = page.cursor;
  } while (cursor);
}
