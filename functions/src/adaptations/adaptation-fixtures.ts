import type { AdaptationItem } from "./adaptations.repo.js";
import { createAdaptationItem } from "./adaptations.repo.js";
import type { Db } from "../db/db.js";

/**
 * Test and demo helper: an adaptation written straight to the table (no request, no audit). By default about
 * `studentId`, written by someone who is no user, with nobody responsible and no feedback.
 */
export async function storeAdaptation(
  db: Db,
  fields: {
    id: string;
    schoolId: string;
    organizationId: string;
    studentId: string;
  } & Partial<AdaptationItem>,
): Promise<AdaptationItem> {
  const at = fields.createdAt ?? new Date().toISOString();
  return createAdaptationItem(db, {
    subjects: ["Matematik"],
    categories: ["EXTRA_TIME"],
    description: "",
    responsible: [],
    authorId: "author-not-a-user",
    authorName: "Tidigare lärare",
    startDate: at.slice(0, 10),
    reviewDate: at.slice(0, 10),
    fWarningId: "",
    feedback: [],
    updatedAt: at,
    version: 1,
    ...fields,
    createdAt: at,
  });
}
