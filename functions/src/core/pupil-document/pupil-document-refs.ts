import type { Page } from "#shared/common.schema";
import { REASON_KEYS, type ReasonKey } from "#shared/messages";
import type { Db } from "../../db/db.js";
import type { AnyEntity } from "../../db/entities.js";
import { queryPage } from "../pagination.js";
import { pupilDocumentEntities } from "./pupil-document-ref.entity.js";

/**
 * The per-pupil index (pupil-document-ref.entity.ts): the refs a pupil document keeps, the writes a domain's
 * transaction carries for them, and the reads by pupil.
 */

/**
 * A kind of document about a pupil, as its domain defines it (`definePupilDocument`, beside its entity): its name in
 * the per-pupil index, and what it means for the pupil's deletion. A pupil's tickets are student-health records
 * that the school must keep or close on purpose: deleting the pupil would leave them without a name and out of
 * every pupil's page, so those who manage them delete them first; likewise the pedagogical investigations (the
 * documented basis of decisions about support), and the rest of the support chain and reports.
 */
export interface PupilDocumentKind {
  /** The kind's name in the index ("ticket", "mapping"): unique, and never changed once documents exist. */
  kind: string;
  /** What the deletion check names while the pupil has one ("pupilHasTickets"). */
  deletionReason: ReasonKey;
  /** Only a document at the pupil's own school holds back the deletion (action programs, violation reports). */
  blocksAtPupilsSchoolOnly: boolean;
}

/** A domain's kind of pupil document (see PupilDocumentKind). */
export const definePupilDocument = (kind: PupilDocumentKind): PupilDocumentKind => kind;

export interface PupilDocumentRef {
  studentId: string;
  kind: string;
  schoolId: string;
  createdAt: string;
  documentId: string;
  deletionReason: ReasonKey;
  blocksAtPupilsSchoolOnly: boolean;
}

/** The refs a document keeps: one per pupil it names (most documents name one). */
export const pupilRefsOf = (
  kind: PupilDocumentKind,
  document: { id: string; schoolId: string; createdAt: string },
  studentIds: readonly string[],
): PupilDocumentRef[] =>
  studentIds.map((studentId) => ({
    studentId,
    kind: kind.kind,
    schoolId: document.schoolId,
    createdAt: document.createdAt,
    documentId: document.id,
    deletionReason: kind.deletionReason,
    blocksAtPupilsSchoolOnly: kind.blocksAtPupilsSchoolOnly,
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
): Promise<Pick<PupilDocumentRef, "kind" | "schoolId" | "deletionReason" | "blocksAtPupilsSchoolOnly">[]> {
  const { data } = await pupilDocumentEntities(db)
    .pupilDocumentRef.query.byPupil({ studentId })
    .go({
      pages: "all",
      consistent: true,
      attributes: ["kind", "schoolId", "deletionReason", "blocksAtPupilsSchoolOnly"],
    });
  return data.map((ref) => ({ ...ref, deletionReason: ref.deletionReason as ReasonKey }));
}

/** Does the pupil have a document of this kind (at the school, when given)? One read of at most one ref. */
export async function pupilHasDocument(
  db: Db,
  filter: { studentId: string; kind: PupilDocumentKind; schoolId?: string | undefined },
): Promise<boolean> {
  const { pupilDocumentRef } = pupilDocumentEntities(db);
  const { studentId, kind } = { studentId: filter.studentId, kind: filter.kind.kind };
  const query = filter.schoolId
    ? pupilDocumentRef.query.byPupil({ studentId, kind, schoolId: filter.schoolId })
    : pupilDocumentRef.query.byPupil({ studentId, kind });
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
  const query = pupilDocumentEntities(db).pupilDocumentRef.query.byPupil({
    ...filter,
    kind: filter.kind.kind,
  });
  return queryPage(
    { go: (options) => query.go({ ...options, order: "desc", consistent: true }) },
    page,
    (ref): PupilDocumentRef => ({ ...ref, deletionReason: ref.deletionReason as ReasonKey }),
  );
}

/**
 * Why the pupil may not be deleted, or undefined when nothing holds them: one query of the pupil's refs. Each ref
 * says what it blocks (its kind's `deletionReason`, at any school or only at the pupil's own). When several kinds
 * block, the one named is the first in the catalogue's order of reasons (tickets first, then investigations, action
 * programs, adaptations, F-warnings, mappings and violation reports), so the school is told one thing at a time.
 */
export async function pupilDeletionBlocker(
  db: Db,
  pupil: { id: string; schoolId: string },
): Promise<ReasonKey | undefined> {
  const held = await pupilDocumentsHeld(db, pupil.id);
  const blocking = new Set(
    held
      .filter((ref) => !ref.blocksAtPupilsSchoolOnly || ref.schoolId === pupil.schoolId)
      .map((ref) => ref.deletionReason),
  );
  return REASON_KEYS.find((reason) => blocking.has(reason));
}
