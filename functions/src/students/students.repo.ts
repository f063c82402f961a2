import type { EntityItem } from "electrodb";
import type { Student } from "#shared/students/student.schema";
import type { Db } from "../db/db.js";
import { studentsEntities, type StudentEntity } from "./student.entity.js";

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

export async function getStudent(db: Db, id: string): Promise<StudentItem | null> {
  const { data } = await studentsEntities(db).student.get({ id }).go({ consistent: true });
  return data;
}

/** Sort key for lists ordered by name (Swedish collation is close enough for å, ä, ö at this granularity). */
export const sortNameOf = (name: string) => name.toLocaleLowerCase("sv");
