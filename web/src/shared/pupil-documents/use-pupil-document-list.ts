import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Page } from "#shared/common.schema";
import { useSchool } from "../data/schools.api";
import { useStudents } from "../data/students.api";
import { useDialogs } from "../hooks/use-dialogs";
import { textParam, useListState } from "../hooks/use-list-state";
import { usePagedRows } from "../hooks/use-paged-rows";
import { useSession } from "../session/session.api";

/** A document about one pupil, as its list page needs it. */
export interface PupilDocument {
  id: string;
  studentId: string;
}

/**
 * The dialogs of a pupil-document list, one open at a time: a new document, editing one, removing one (asked
 * first), and `Extra`, a page's own (e.g. `{ feedback: Adaptation }`).
 */
export type PupilDocumentDialogs<T, Extra> = { create: true; edit: T; remove: T } & Extra;

/** `?studentId=` narrows the list to one pupil; `?id=` (a notification's or the pupil page's link) to one document. */
const FILTERS = { studentId: textParam(), id: textParam() };

/**
 * The state of a list page of pupil documents (adaptations, F-warnings): the school and its pupils, the pupil filter
 * and the linked document from the URL, and the page's dialogs. `?new=1` opens the new-document dialog as the page
 * loads; closing it drops `new` and `createParams` (what the link prefilled) from the URL, the pupil filter staying.
 */
export function usePupilDocumentList<
  T extends PupilDocument,
  Extra extends Record<string, unknown> = Record<never, never>,
>({ createParams = [] }: { createParams?: readonly string[] } = {}) {
  const { t } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  const { filters, setFilter, params, clearParam } = useListState(FILTERS);
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const dialogs = useDialogs<PupilDocumentDialogs<T, Extra>>(params.get("new") === "1" ? "create" : null);
  const names = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student.name])),
    [students.data],
  );
  const createParamsKey = createParams.join("\n");
  const closeDialogs = dialogs.close;
  const closeCreate = useCallback(() => {
    closeDialogs();
    if (params.has("new")) clearParam("new", ...createParamsKey.split("\n").filter(Boolean));
  }, [closeDialogs, params, clearParam, createParamsKey]);
  return {
    schoolId,
    schoolSummary,
    school,
    /** The school's pupils, once read. */
    students: students.data,
    /** The pupil the list is narrowed to (`?studentId=`), if any. */
    studentId: filters.studentId,
    /** Narrows the list to one pupil ("" for every pupil), in the URL in place of the current entry. */
    setStudentId: (value: string) => setFilter("studentId", value),
    /** The one document a link asked for (`?id=`), if any. */
    linkedId: filters.id,
    /** Leaves the linked document for the whole list. */
    showAll: () => clearParam("id"),
    /** The page's search parameters (what a link prefills for a new document). */
    params,
    /** A pupil's name, or "Okänd elev" for one the school's list does not hold. */
    pupilName: (studentId: string) => names.get(studentId) ?? t("lists.pupilDocuments.unknownPupil"),
    dialogs,
    closeCreate,
  };
}

/** What `usePupilDocumentList` gives a page. */
export type PupilDocumentList<T extends PupilDocument, Extra extends Record<string, unknown>> = ReturnType<
  typeof usePupilDocumentList<T, Extra>
>;

/**
 * The list's rows as `usePagedRows` reads them ("Visa fler" for the next page). The document a link asked for
 * (`linkedId`) is handed to `onLinked` once, when the first page brings it (to open its dialog); its row stays.
 */
export function usePupilDocumentRows<T extends PupilDocument>(
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>,
  linkedId: string | undefined,
  onLinked?: (document: T) => void,
) {
  const rows = usePagedRows(query);
  const linked = linkedId ? query.data?.pages[0]?.items.find((item) => item.id === linkedId) : undefined;
  const [opened, setOpened] = useState<string | null>(null);
  if (linked && opened !== linked.id) {
    setOpened(linked.id);
    onLinked?.(linked);
  }
  return rows;
}

/** What `usePupilDocumentRows` gives the table. */
export type PupilDocumentRows<T> = ReturnType<typeof usePagedRows<T>>;
