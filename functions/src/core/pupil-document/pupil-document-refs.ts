import type { Page } from "#shared/common.schema";
import type { ReasonKey } from "#shared/messages";
import type { Db } from "../../db/db.js";
import type { AnyEntity } from "../../db/entities.js";
import { queryPage } from "../pagination.js";
import {
  PUPIL_DOCUMENT_KINDS,
  pupilDocumentEntities,
  type PupilDocumentKind,
} from "./pupil-document-ref.entity.js";

/**
 * The per-pupil index (pupil-document-ref.entity.ts): the refs a pupil document keeps, the writes a domain's
 * transaction carries for them, and the reads by pupil.
 */

export { PUPIL_DOCUMENT_KINDS, type PupilDocumentKind } from "./pupil-document-ref.entity.js";

export interface PupilDocumentRef {
  studentId: string;
  kind: PupilDocumentKind;
  schoolId: string;
  createdAt: string;
  documentId: string;
}

/** The refs a document keeps: one per pupil it names (most documents name one). */
export const pupilRefsOf = (
  kind: PupilDocumentKind,
  document: { id: string; schoolId: string; createdAt: string },
  studentIds: readonly string[],
): PupilDocumentRef[] =>
  studentIds.map((studentId) => ({
    studentId,
    kind,
    schoolId: document.schoolId,
    createdAt: document.createdAt,
    documentId: document.id,
  }));

/** The ref of a document about one pupil. */
export const pupilRefOf = (
  kind: PupilDocumentKind,
  document: { id: string; schoolId: string; createdAt: string; studentId: string },
): PupilDocumentRef => pupilRefsOf(kind, document, [document.studentId])[0]!;

/** What a change of a document's pupils writes: the refs of pupils it no longer names out, of new ones in. */
export function pupilRefChanges(before: readonly PupilDocumentRef[], after: readonly PupilDocumentRef[]) {
  return {
    removed: before.filter((ref) => !after.some((kept) => kept.studentId === ref.studentId)),
    added: after.filter((ref) => !before.some((kept) => kept.studentId === ref.studentId)),
  };
}

/**
 * A domain's entities with the per-pupil index beside them, for one transaction that writes the document and its
 * refs (`tx.pupilDocumentRef.put(ref)`, `.delete(ref)`).
 */
export const withPupilRefs = <E extends Record<string, AnyEntity>>(db: Db, entities: E) => ({
  ...entities,
  ...pupilDocumentEntities(db),
});

/**
 * The documents the pupil has, every kind and school: one consistent query of the pupil's refs (kind and school
 * only), read to the end. A ref and its document are written in one transaction, so a document just made or
 * removed counts at once.
 */
export async function pupilDocumentsHeld(
  db: Db,
  studentId: string,
): Promise<Pick<PupilDocumentRef, "kind" | "schoolId">[]> {
  const { data } = await pupilDocumentEntities(db)
    .pupilDocumentRef.query.byPupil({ studentId })
    .go({ pages: "all", consistent: true, attributes: ["kind", "schoolId"] });
  return data;
}

/** Does the pupil have a document of this kind (at the school, when given)? One read of at most one ref. */
export async function pupilHasDocument(
  db: Db,
  filter: { studentId: string; kind: PupilDocumentKind; schoolId?: string | undefined },
): Promise<boolean> {
  const { pupilDocumentRef } = pupilDocumentEntities(db);
  const query = filter.schoolId
    ? pupilDocumentRef.query.byPupil({
        studentId: filter.studentId,
        kind: filter.kind,
        schoolId: filter.schoolId,
      })
    : pupilDocumentRef.query.byPupil({ studentId: filter.studentId, kind: filter.kind });
  const { data } = await query.go({ limit: 1, consistent: true });
  return data.length > 0;
}

/**
 * One page of the pupil's refs of one kind at the school, newest first (read consistently: see
 * pupilDocumentsHeld). The caller reads the documents by id.
 */
export function listPupilRefsPage(
  db: Db,
  filter: { studentId: string; kind: PupilDocumentKind; schoolId: string },
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<PupilDocumentRef>> {
  const query = pupilDocumentEntities(db).pupilDocumentRef.query.byPupil(filter);
  return queryPage(
    { go: (options) => query.go({ ...options, order: "desc", consistent: true }) },
    page,
    (ref): PupilDocumentRef => ref,
  );
}

/**
 * What holds a pupil back from deletion, by kind of document, in the order the first found is named. A pupil's
 * tickets are student-health records that the school must keep or close on purpose: deleting the pupil would leave
 * them without a name and out of every pupil's page, so those who manage them delete them first. Likewise the
 * pupil's pedagogical investigations (the documented basis of decisions about support), and the rest of the support
 * chain and reports. Action programs and violation reports count at the pupil's school only; every other kind
 * wherever it is (as each domain's own check did). A new kind of pupil document adds its reason here.
 */
export const DELETION_BLOCKERS: Record<
  PupilDocumentKind,
  { reason: ReasonKey; atPupilsSchoolOnly: boolean }
> = {
  ticket: { reason: "pupilHasTickets", atPupilsSchoolOnly: false },
  investigation: { reason: "pupilHasInvestigations", atPupilsSchoolOnly: false },
  actionProgram: { reason: "pupilHasActionPrograms", atPupilsSchoolOnly: true },
  adaptation: { reason: "pupilHasAdaptations", atPupilsSchoolOnly: false },
  fWarning: { reason: "pupilHasFWarnings", atPupilsSchoolOnly: false },
  mapping: { reason: "pupilHasMappings", atPupilsSchoolOnly: false },
  violation: { reason: "pupilHasViolations", atPupilsSchoolOnly: true },
};

/**
 * Why the pupil may not be deleted (the reason of the first kind of document found, in the order of
 * PUPIL_DOCUMENT_KINDS), or undefined when nothing holds them: one query of the pupil's refs.
 */
export async function pupilDeletionBlocker(
  db: Db,
  pupil: { id: string; schoolId: string },
): Promise<ReasonKey | undefined> {
  const held = await pupilDocumentsHeld(db, pupil.id);
  const blocking = PUPIL_DOCUMENT_KINDS.find((kind) =>
    held.some(
      (ref) =>
        ref.kind === kind && (!DELETION_BLOCKERS[kind].atPupilsSchoolOnly || ref.schoolId === pupil.schoolId),
    ),
  );
  return blocking ? DELETION_BLOCKERS[blocking].reason : undefined;
}
