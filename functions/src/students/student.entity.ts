import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

export const makeStudentEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "student", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        /** Lower-cased name, so lists come sorted by name from the index. */
        sortName: { type: "string", required: true },
        /** "" when the pupil has no class / no mentor (the indexes below are sparse on that). */
        classId: { type: "string", required: true },
        mentorId: { type: "string", required: true },
        /** Copy of the mentor's name, rewritten when the mentor renames (via the byMentor index). */
        mentorName: { type: "string" },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "STUDENT#${id}", ["id"]), sk: key("sk", "STUDENT", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#STUDENTS", ["schoolId"]),
          sk: key("gsi1sk", "${sortName}#${id}", ["sortName", "id"]),
        },
        byClass: {
          index: "gsi2",
          pk: key("gsi2pk", "CLASS#${classId}#STUDENTS", ["classId"]),
          sk: key("gsi2sk", "${sortName}#${id}", ["sortName", "id"]),
          condition: (attr: Record<string, unknown>) =>
            typeof attr.classId === "string" && attr.classId !== "",
        },
        byMentor: {
          index: "gsi3",
          pk: key("gsi3pk", "MENTOR#${mentorId}", ["mentorId"]),
          sk: key("gsi3sk", "STUDENT#${id}", ["id"]),
          condition: (attr: Record<string, unknown>) =>
            typeof attr.mentorId === "string" && attr.mentorId !== "",
        },
      },
    },
    config,
  );
export type StudentEntity = ReturnType<typeof makeStudentEntity>;

export const studentsEntities = entityGroup({ student: makeStudentEntity });
