import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { studentPath } from "../routes";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { linkColumn, type RowAction } from "../ui/data-table/columns";
import { DataTable, type DataColumn } from "../ui/data-table/data-table";
import { FilterBar } from "../ui/filter-combobox";
import { PageHeader } from "../ui/page-header";
import { PupilFilter } from "../ui/pickers";
import type { PupilDocument, PupilDocumentList, PupilDocumentRows } from "./use-pupil-document-list";

/** What the layout reads of the page's state (`usePupilDocumentList`), whatever dialogs of its own the page adds. */
export type PupilDocumentListView<T extends PupilDocument> = Pick<
  PupilDocumentList<T, Record<never, never>>,
  "schoolSummary" | "students" | "studentId" | "setStudentId" | "linkedId" | "showAll"
> & {
  dialogs: {
    open: (kind: "create") => void;
    confirmFor: (
      kind: "remove",
      action: (document: T) => void,
    ) => { open: boolean; onClose: () => void; onConfirm: () => void };
  };
};

/** A page's own words, from its catalogue (the words every such page says are the kit's, `lists.pupilDocuments`). */
export interface PupilDocumentListTexts {
  title: string;
  /** The lead under the header, if the page has one. */
  intro?: string;
  /** The new-document button. */
  create: string;
  /** The pupil filter's label, which also names the filter bar (a search landmark). */
  pupil: string;
  /** Said above the list while it shows the one document a link asked for. */
  linkedOne: string;
  caption: string;
  empty: string;
  removeTitle: string;
  removeBody: string;
}

/**
 * The pupil column every pupil-document list starts with: the pupil's name linking to the pupil page, the card's
 * heading on a phone.
 */
export function pupilColumn<T extends PupilDocument>(
  page: { pupilName: (studentId: string) => string },
  header: string,
): DataColumn<T> {
  return {
    ...linkColumn<T>({
      id: "student",
      header,
      to: (row) => studentPath(row.studentId),
      text: (row) => page.pupilName(row.studentId),
    }),
    primary: true,
  };
}

/**
 * The row actions every pupil-document list offers, opening the page's dialogs: the document's form (`edit`) and
 * its removal, asked first (`remove`). The page says which rows allow each.
 */
export function useDocumentActions<T extends PupilDocument>(dialogs: {
  open: (kind: "edit" | "remove", document: T) => void;
}) {
  const { t } = useTranslation();
  return {
    edit: (document: T, testId: string): RowAction => ({
      label: t("common.actions.edit"),
      testId,
      onClick: () => dialogs.open("edit", document),
    }),
    remove: (document: T): RowAction => ({
      label: t("common.actions.delete"),
      colorPalette: "red",
      onClick: () => dialogs.open("remove", document),
    }),
  };
}

/**
 * A list page of pupil documents: the header with its new-document button, the pupil filter (from the URL), the
 * notice while a link narrows the list to one document, the table (cards on a phone, "Visa fler", its empty state)
 * and the confirmation before a removal. The page's own dialogs come as `children`, opened through `page.dialogs`.
 */
export function PupilDocumentListPage<T extends PupilDocument>({
  page,
  rows,
  columns,
  texts,
  testIds,
  removal,
  children,
}: {
  page: PupilDocumentListView<T>;
  rows: PupilDocumentRows<T>;
  columns: readonly DataColumn<T>[];
  texts: PupilDocumentListTexts;
  testIds: { create: string; linked: string };
  /** Removing the document the confirmation is open for; the mutation closes it when done. */
  removal: { pending: boolean; remove: (document: T) => void };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { dialogs } = page;
  return (
    <>
      <PageHeader
        title={texts.title}
        description={page.schoolSummary?.name}
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => dialogs.open("create")}
            data-testid={testIds.create}
          >
            {texts.create}
          </Button>
        }
      />
      <Stack gap="4">
        {texts.intro ? <Text color="fg.muted">{texts.intro}</Text> : null}
        <FilterBar label={texts.pupil}>
          <PupilFilter
            label={texts.pupil}
            placeholder={t("lists.pupilDocuments.allPupils")}
            pupils={page.students ?? []}
            value={page.studentId}
            onChange={page.setStudentId}
            testId="filter-student"
          />
        </FilterBar>
        {page.linkedId ? (
          <HStack gap="3" flexWrap="wrap" data-testid={testIds.linked}>
            <Text color="fg.muted">{texts.linkedOne}</Text>
            <Button size="xs" variant="outline" onClick={page.showAll}>
              {t("lists.pupilDocuments.showAll")}
            </Button>
          </HStack>
        ) : null}
        <DataTable
          caption={texts.caption}
          columns={columns}
          {...rows}
          getRowId={(row) => row.id}
          // A linked document missing is gone, or not the caller's to read.
          emptyText={page.linkedId ? t("lists.pupilDocuments.linkedMissing") : texts.empty}
        />
      </Stack>
      {children}
      <ConfirmDialog
        title={texts.removeTitle}
        body={texts.removeBody}
        confirmLabel={t("common.actions.delete")}
        pending={removal.pending}
        {...dialogs.confirmFor("remove", removal.remove)}
      />
    </>
  );
}
