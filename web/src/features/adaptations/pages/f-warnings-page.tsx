import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import {
  PupilDocumentListPage,
  pupilColumn,
  useDocumentActions,
} from "../../../shared/pupil-documents/pupil-document-list-page";
import {
  usePupilDocumentList,
  usePupilDocumentRows,
} from "../../../shared/pupil-documents/use-pupil-document-list";
import { adaptationsPath } from "../../../shared/routes";
import { actionsColumn } from "../../../shared/ui/data-table/columns";
import type { DataColumn } from "../../../shared/ui/data-table/data-table";
import { useDeleteFWarning, useFWarningList } from "../adaptations.api";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { mayManage } from "../../../shared/pupil-actions/pupil-action-keys";
import { FWarningDialog } from "../components/fwarning-dialog";
import { StatusBadge } from "../../../shared/ui/status-badge";

/**
 * /actions/f-and-f-warnings: the school's F and F-warnings the caller may see, newest first, filtered by pupil.
 * Each offers "make an extra adaptation": the adaptation form for the same pupil and course. `?id=` (a notification,
 * the pupil page's chain) lists that one, its form open for those who may edit it.
 */
export function FWarningsPage() {
  const { t, i18n } = useTranslation();
  const page = usePupilDocumentList<FWarning>();
  const { dialogs, school, students } = page;
  const list = usePupilDocumentRows(
    useFWarningList(page.schoolId, page.studentId, 25, { id: page.linkedId }),
    page.linkedId,
    // The linked one's form opens once it is read, for those who may edit it; others see its row.
    (linked) => {
      if (mayManage(linked)) dialogs.open("edit", linked);
    },
  );
  const actions = useDocumentActions<FWarning>(dialogs);
  const remove = useDeleteFWarning(dialogs.close);
  const editing = dialogs.item("edit");
  const kind = (row: FWarning) =>
    t(row.isWarning ? "adaptations.fWarning.kind.warning" : "adaptations.fWarning.kind.f");

  const columns: DataColumn<FWarning>[] = [
    pupilColumn(page, t("adaptations.fWarning.fields.student")),
    {
      id: "kind",
      header: t("adaptations.fWarning.fields.kind"),
      // A warning waits on the pupil's work; an F is the course's end passed without a pass.
      cell: (row) => <StatusBadge state={row.isWarning ? "waiting" : "late"}>{kind(row)}</StatusBadge>,
    },
    { id: "course", header: t("adaptations.fWarning.fields.course"), cell: (row) => row.course },
    {
      id: "reason",
      header: t("adaptations.fWarning.fields.reason"),
      cell: (row) => (
        <Stack gap="1">
          <Text lineClamp={3}>{row.reason}</Text>
          {row.feedback ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {row.feedback}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "dates",
      header: t("adaptations.fWarning.fields.plannedEndDate"),
      cell: (row) => formatDay(row.plannedEndDate, i18n.language),
      cellProps: { whiteSpace: "nowrap" },
    },
    actionsColumn(
      t("adaptations.fWarning.fields.actions"),
      (row) => [
        {
          label: t("adaptations.fWarning.makeAdaptation"),
          colorPalette: "brand",
          testId: "make-adaptation",
          to: adaptationsPath({
            create: true,
            studentId: row.studentId,
            subject: row.course,
            fWarningId: row.id,
          }),
        },
        mayManage(row) && actions.edit(row, "edit-fwarning"),
        mayManage(row) && actions.remove(row),
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
        title: t("adaptations.fWarning.title"),
        create: t("adaptations.fWarning.new"),
        pupil: t("adaptations.fWarning.fields.student"),
        linkedOne: t("adaptations.fWarning.linkedOne"),
        caption: t("adaptations.fWarning.caption"),
        empty: t("adaptations.fWarning.empty"),
        removeTitle: t("adaptations.fWarning.removeTitle"),
        removeBody: t("adaptations.fWarning.removeBody"),
      }}
      testIds={{ create: "new-fwarning", linked: "fwarning-linked" }}
      removal={{ pending: remove.isPending, remove: (warning) => remove.mutate(warning) }}
    >
      {dialogs.isOpen("create") && school && students ? (
        <FWarningDialog
          school={school}
          students={students}
          studentId={page.studentId}
          onClose={page.closeCreate}
        />
      ) : null}
      {editing && school && students ? (
        <FWarningDialog school={school} students={students} warning={editing} onClose={dialogs.close} />
      ) : null}
    </PupilDocumentListPage>
  );
}

export { FWarningsPage as Component };
