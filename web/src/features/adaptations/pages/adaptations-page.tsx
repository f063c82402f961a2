import { Badge, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import {
  PupilDocumentListPage,
  pupilColumn,
  useDocumentActions,
} from "../../../shared/pupil-documents/pupil-document-list-page";
import {
  usePupilDocumentList,
  usePupilDocumentRows,
} from "../../../shared/pupil-documents/use-pupil-document-list";
import { actionsColumn } from "../../../shared/ui/data-table/columns";
import type { DataColumn } from "../../../shared/ui/data-table/data-table";
import { useAdaptationList, useDeleteAdaptation } from "../adaptations.api";
import { CATEGORY_KEYS, mayEditAdaptation, mayManage } from "../../../shared/pupil-actions/pupil-action-keys";
import { AdaptationDialog } from "../components/adaptation-dialog";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { FeedbackDialog } from "../components/feedback-dialog";
import { StatusBadge } from "../../../shared/ui/status-badge";

/**
 * /actions/adaptations: the school's extra adaptations the caller may see, newest first, filtered by pupil
 * (`?studentId=`); those past their review date with no feedback are flagged. `?new=1` opens the form, prefilled
 * from `studentId`, `subject` and `fWarningId` (the F-warnings page's "make an adaptation"). `?id=` (a notification,
 * the pupil page's chain) lists that one adaptation with its feedback open.
 */
export function AdaptationsPage() {
  const { t, i18n } = useTranslation();
  const page = usePupilDocumentList<Adaptation, { feedback: Adaptation }>({
    createParams: ["subject", "fWarningId"],
  });
  const { dialogs, school, students, params } = page;
  const list = usePupilDocumentRows(
    useAdaptationList(page.schoolId, page.studentId, 25, { id: page.linkedId }),
    page.linkedId,
    // The linked adaptation's feedback opens once it is read (its list row stays for edit and delete).
    (linked) => dialogs.open("feedback", linked),
  );
  const actions = useDocumentActions<Adaptation>(dialogs);
  const remove = useDeleteAdaptation(dialogs.close);
  const staffName = useMemo(
    () => new Map((school?.users ?? []).map((user) => [user.id, user.name])),
    [school?.users],
  );
  const prefill = {
    studentId: params.get("studentId") ?? undefined,
    subject: params.get("subject") ?? undefined,
    fWarningId: params.get("fWarningId") ?? undefined,
  };
  const editing = dialogs.item("edit");
  const feedbackOf = dialogs.item("feedback");

  const columns: DataColumn<Adaptation>[] = [
    pupilColumn(page, t("adaptations.adaptation.fields.student")),
    {
      id: "subjects",
      header: t("adaptations.adaptation.fields.subjects"),
      cell: (row) => row.subjects.join(", "),
    },
    {
      id: "what",
      header: t("adaptations.adaptation.fields.categories"),
      cell: (row) => (
        <Stack gap="1">
          <Text>{row.categories.map((category) => t(CATEGORY_KEYS[category])).join(", ")}</Text>
          {row.description ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {row.description}
            </Text>
          ) : null}
          {row.fWarningId ? (
            <Badge variant="outline" alignSelf="flex-start">
              {t("adaptations.adaptation.fromWarning")}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "responsible",
      header: t("adaptations.adaptation.fields.responsible"),
      cell: (row) =>
        row.responsible.length === 0
          ? t("adaptations.adaptation.nobody")
          : row.responsible.map((id) => staffName.get(id) ?? "–").join(", "),
    },
    {
      id: "dates",
      header: t("adaptations.adaptation.fields.reviewDate"),
      cell: (row) => (
        <Stack gap="1">
          <Text>{formatDay(row.reviewDate, i18n.language)}</Text>
          {row.followUpDue ? (
            <StatusBadge
              state="late"
              alignSelf="flex-start"
              title={t("adaptations.adaptation.followUpDueHelp")}
            >
              {t("adaptations.adaptation.followUpDue")}
            </StatusBadge>
          ) : null}
        </Stack>
      ),
    },
    actionsColumn(
      t("adaptations.adaptation.fields.actions"),
      (row) => [
        {
          label: t("adaptations.feedback.open", { count: row.feedback.length }),
          testId: "open-feedback",
          onClick: () => dialogs.open("feedback", row),
        },
        mayEditAdaptation(row) && actions.edit(row, "edit-adaptation"),
        mayManage(row) && actions.remove(row),
        // Feedback stays a button; editing and removing are in the row's menu, so the table fits 1440 px.
      ],
      { inline: 1 },
    ),
  ];

  return (
    <PupilDocumentListPage
      page={page}
      rows={list}
      columns={columns}
      texts={{
        title: t("adaptations.adaptation.title"),
        intro: t("adaptations.adaptation.description"),
        create: t("adaptations.adaptation.new"),
        pupil: t("adaptations.adaptation.fields.student"),
        linkedOne: t("adaptations.adaptation.linkedOne"),
        caption: t("adaptations.adaptation.caption"),
        empty: t("adaptations.adaptation.empty"),
        removeTitle: t("adaptations.adaptation.removeTitle"),
        removeBody: t("adaptations.adaptation.removeBody"),
      }}
      testIds={{ create: "new-adaptation", linked: "adaptation-linked" }}
      removal={{ pending: remove.isPending, remove: (adaptation) => remove.mutate(adaptation.id) }}
    >
      {dialogs.isOpen("create") && school && students ? (
        <AdaptationDialog school={school} students={students} prefill={prefill} onClose={page.closeCreate} />
      ) : null}
      {editing && school && students ? (
        <AdaptationDialog school={school} students={students} adaptation={editing} onClose={dialogs.close} />
      ) : null}
      {feedbackOf ? <FeedbackDialog adaptation={feedbackOf} onClose={dialogs.close} /> : null}
    </PupilDocumentListPage>
  );
}

export { AdaptationsPage as Component };
