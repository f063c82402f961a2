import { INVESTIGATION_STAFF_ROLES } from "#shared/investigations/investigation.policy";
import { missingToPublish, type BasedOnRef } from "#shared/investigations/investigation.schema";
import { badRequest } from "../core/errors.js";
import type { RequestContext } from "../core/request-context.js";
import { getAdaptation } from "../adaptations/index.js";
import { getFWarning } from "../fwarnings/index.js";
import { getMapping } from "../mappings/index.js";
import { listMembers } from "../users/index.js";
import { outcomeOf } from "./investigations.mappers.js";
import type { InvestigationItem } from "./investigations.repo.js";

/**
 * The checks of what an investigation's body names, before it is stored: contributors on the school's staff, the
 * records it rests on at its school and about its pupil, and what publishing needs. Each answers 400 naming the
 * field.
 */

/** Who may be named a contributor: staff of the school who work with pupils' investigations (not admins). */
const CONTRIBUTOR_ROLES: readonly string[] = [...INVESTIGATION_STAFF_ROLES, "TEACHER"];

/** Contributors must be teachers or student-health staff of the school; each is kept once. */
export async function contributorIds(
  ctx: RequestContext,
  schoolId: string,
  refs: { id: string }[] | undefined,
): Promise<string[] | undefined> {
  if (!refs) return undefined;
  const ids = [...new Set(refs.map((ref) => ref.id))];
  if (ids.length === 0) return ids;
  const staff = new Set(
    (await listMembers(ctx.deps.db, schoolId))
      .filter((member) => member.roles.some((role) => CONTRIBUTOR_ROLES.includes(role)))
      .map((member) => member.userId),
  );
  if (ids.some((id) => !staff.has(id))) throw badRequest("notOnStaff", ["contributors"]);
  return ids;
}

/** Reads the record a basis names, through its domain's port: its school and pupil, or null when missing. */
async function basisRecord(ctx: RequestContext, ref: BasedOnRef) {
  const { db } = ctx.deps;
  if (ref.kind === "ADAPTATION") return getAdaptation(db, ref.id);
  if (ref.kind === "FWARNING") return getFWarning(db, ref.id);
  return getMapping(db, ref.id);
}

/**
 * What the investigation rests on (mappings, adaptations, F-warnings) must exist at its school and be about its
 * pupil, else 400 naming the reason; each is kept once, in the order given.
 */
export async function basedOnRefs(
  ctx: RequestContext,
  doc: { schoolId: string; studentId: string },
  refs: BasedOnRef[] | undefined,
): Promise<BasedOnRef[] | undefined> {
  if (!refs) return undefined;
  const seen = new Set<string>();
  const unique = refs.filter((ref) => {
    const key = `${ref.kind}#${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const records = await Promise.all(unique.map((ref) => basisRecord(ctx, ref)));
  records.forEach((record, index) => {
    if (!record || record.schoolId !== doc.schoolId) throw badRequest("basedOnMissing", ["basedOn", index]);
    if (record.studentId !== doc.studentId) throw badRequest("basedOnOtherStudent", ["basedOn", index]);
  });
  return unique;
}

/** Publishing needs an outcome, and "no program" its reason: 400 naming the missing field. */
export function assertPublishable(doc: { outcome: InvestigationItem["outcome"]; noProgramReason: string }) {
  const missing = missingToPublish({ outcome: outcomeOf(doc), noProgramReason: doc.noProgramReason });
  if (missing === "outcome") throw badRequest("investigationOutcomeRequired", ["outcome"]);
  if (missing === "noProgramReason")
    throw badRequest("investigationNoProgramReasonRequired", ["noProgramReason"]);
}
