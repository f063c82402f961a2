import { Button } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import type { School } from "#shared/schools/school.schema";
import { HEAD_DECISION_KEYS } from "../../../shared/actionprograms/action-program-keys";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { formatDate } from "../../../shared/i18n/dates";

/** A program's dated items that someone answers for: its follow-ups and its evaluations. */
interface ProgramItem {
  id: string;
  date: string;
  responsibleId: string | null;
}

/** What the section reads its rows from (the item's list query). */
interface ItemsQuery<T> {
  data: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export const nameIn = (school: School, id: string | null) =>
  (id && school.users.find((member) => member.id === id)?.name) || "–";

/**
 * The follow-ups or the evaluations of a program as a section of its document: a table (cards on a phone) with the
 * date and the responsible staff member first, then the item's own columns, and a button to add one for those who
 * may.
 */
export function ProgramItemsSection<T extends ProgramItem>({
  school,
  query,
  onAdd,
  texts,
  testIds,
  columns,
}: {
  school: School;
  query: ItemsQuery<T>;
  onAdd: (() => void) | null;
  texts: { title: string; add: string; empty: string };
  testIds: { section: string; add: string };
  /** The item's own columns, after its date and its responsible. */
  columns: DataColumn<T>[];
}) {
  const { t } = useTranslation();
  const all: DataColumn<T>[] = [
    {
      id: "date",
      header: t("actionPrograms.fields.date"),
      cell: (row) => formatDate(row.date),
      primary: true,
    },
    {
      id: "responsible",
      header: t("actionPrograms.fields.responsibleStaff"),
      cell: (row) => nameIn(school, row.responsibleId),
    },
    ...columns,
  ];
  return (
    <SectionCard
      title={texts.title}
      testId={testIds.section}
      actions={
        onAdd ? (
          <Button size="sm" variant="outline" onClick={onAdd} data-testid={testIds.add}>
            {texts.add}
          </Button>
        ) : null
      }
    >
      <DataTable
        caption={texts.title}
        columns={all}
        {...queryRows(query, query.data)}
        getRowId={(row) => row.id}
        emptyText={texts.empty}
        framed={false}
      />
    </SectionCard>
  );
}

/** A follow-up's own columns: what was found and whether the actions worked. */
export const followUpColumns = (t: TFunction): DataColumn<FollowUp>[] => [
  { id: "summary", header: t("actionPrograms.fields.summary"), cell: (row) => row.summary || "–" },
  {
    id: "functionedWell",
    header: t("actionPrograms.fields.functionedWell"),
    cell: (row) => t(row.functionedWell ? "actionPrograms.view.yes" : "actionPrograms.view.no"),
  },
];

/** An evaluation's own columns: what helped, what troubled, what changes, and the head's decision. */
export const evaluationColumns = (t: TFunction): DataColumn<Evaluation>[] => [
  {
    id: "successFactors",
    header: t("actionPrograms.fields.successFactors"),
    cell: (row) => row.successFactors || "–",
  },
  { id: "troubles", header: t("actionPrograms.fields.troubles"), cell: (row) => row.troubles || "–" },
  { id: "changes", header: t("actionPrograms.fields.changes"), cell: (row) => row.changes || "–" },
  {
    id: "headDecision",
    header: t("actionPrograms.fields.headDecision"),
    cell: (row) => (row.headDecision ? t(HEAD_DECISION_KEYS[row.headDecision]) : "–"),
  },
];
