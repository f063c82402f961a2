import type { EntityItem } from "electrodb";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { Db } from "../db/db.js";
import { classesEntities, type ClassEntity } from "./class.entity.js";

export type ClassItem = EntityItem<ClassEntity>;

export function toClass(item: ClassItem): SchoolClass {
  return {
    id: item.id,
    name: item.name,
    schoolId: item.schoolId,
    mentors: item.mentors,
    teachers: item.teachers,
    archived: item.status === "ARCHIVED",
    version: item.version,
  };
}

export async function getClass(db: Db, id: string): Promise<ClassItem | null> {
  const { data } = await classesEntities(db).class.get({ id }).go({ consistent: true });
  return data;
}

/**
 * The school-year roll-over of one class name: a leading year number goes up by one ("7A" -> "8A", "9 B" ->
 * "10 B"). Answers null for a name without a leading year (such a class keeps its name) and "archive" when the
 * next year is past the school's last year.
 */
export function nextYearName(name: string, lastYear: number | null): string | null | "archive" {
  const match = /^(\d{1,2})(.*)$/.exec(name.trim());
  if (!match) return null;
  const next = Number(match[1]) + 1;
  if (lastYear !== null && next > lastYear) return "archive";
  return `${next}${match[2]}`;
}
