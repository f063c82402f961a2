import { Badge, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { studentPath } from "../../../shared/routes";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { PageHeader } from "../../../shared/ui/page-header";
import { PupilSelect } from "../../../shared/ui/pickers";
import { useAdaptationList, useDeleteAdaptation } from "../adaptations.api";
import { CATEGORY_KEYS, mayEditAdaptation, mayManage } from "../../../shared/pupil-actions/pupil-action-keys";
import { AdaptationDialog } from "../components/adaptation-dialog";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { FeedbackDialog } from "../components/feedback-dialog";

/**
 * /actions/adaptations: the school's extra adaptations the caller may see, newest first, filtered by pupil
 * (`?studentId=`); those past their review date with no feedback are flagged. `?new=1` opens the form, prefilled
 * from `studentId`, `subject` and `fWarningId` (the F-warnings page's "make an adaptation"). `?id=` (a notification,
 * the pupil page's chain) lists that one adaptation with its feedback open.
 */
export function AdaptationsPage() {
  const { t, i18n } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  const [params, setParams] = useSearchParams();
  const studentFilter = params.get("studentId") ?? "";
  const onlyId = params.get("id") ?? undefined;
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const query = useAdaptationList(schoolId, studentFilter || undefined, 25, { id: onlyId });
  const list = usePagedRows(query);
  const linked = onlyId ? query.data?.pages[0]?.items.find((item) => item.id === onlyId) : undefined;
  const [linkOpened, setLinkOpened] = useState<string | null>(null);
  const [creating, setCreating] = useState(params.get("new") === "1");
  const [editing, setEditing] = useState<Adaptation | null>(null);
  const [feedbackOf, setFeedbackOf] = useState<Adaptation | null>(null);
  const [removing, setRemoving] = useState<Adaptation | null>(null);
  const remove = useDeleteAdaptation(() => setRemoving(null));
  const studentById = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student])),
    [students.data],
  );
  const staffName = useMemo(
    () => new Map((school?.users ?? []).map((user) => [user.id, user.name])),
    [school?.users],
  );
  const prefill = {
    studentId: params.get("studentId") ?? undefined,
    subject: params.get("subject") ?? undefined,
    fWarningId: params.get("fWarningId") ?? undefined,
  };
  // The linked adaptation's feedback opens once it is read (its list row stays for edit and delete).
  if (linked && linkOpened !== linked.id) {
    setLinkOpened(linked.id);
    setFeedbackOf(linked);
  }
  const showAll = () => {
    const next = new URLSearchParams(params);
    next.delete("id");
    setParams(next, { replace: true });
  };
  const closeCreate = () => {
    setCreating(false);
    if (params.has("new")) {
      const next = new URLSearchParams(params);
      for (const key of ["new", "subject", "fWarningId"]) next.delete(key);
      setParams(next, { replace: true });
    }
  };

  const columns: DataColumn<Adaptation>[] = [
    {
      id: "student",
      header: t("adaptations.adaptation.fields.student"),
      primary: true,
      cell: (row) => (
        <Link asChild color="brand.fg">
          <RouterLink to={studentPath(row.studentId)}>
            {studentById.get(row.studentId)?.name ?? t("adaptations.adaptation.unknownStudent")}
          </RouterLink>
        </Link>
      ),
    },
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
            <Badge colorPalette="orange" alignSelf="flex-start">
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
            <Badge
              colorPalette="red"
              alignSelf="flex-start"
              title={t("adaptations.adaptation.followUpDueHelp")}
            >
              {t("adaptations.adaptation.followUpDue")}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "actions",
      header: t("adaptations.adaptation.fields.actions"),
      cell: (row) => (
        <HStack gap="2" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={() => setFeedbackOf(row)} data-testid="open-feedback">
            {t("adaptations.feedback.open", { count: row.feedback.length })}
          </Button>
          {mayEditAdaptation(row) ? (
            <Button size="xs" variant="outline" onClick={() => setEditing(row)} data-testid="edit-adaptation">
              {t("common.actions.edit")}
            </Button>
          ) : null}
          {mayManage(row) ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(row)}>
              {t("common.actions.delete")}
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("adaptations.adaptation.title")}
        description={schoolSummary?.name}
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => setCreating(true)}
            data-testid="new-adaptation"
          >
            {t("adaptations.adaptation.new")}
          </Button>
        }
      />
      <Stack gap="4">
        <Text color="fg.muted">{t("adaptations.adaptation.description")}</Text>
        <HStack role="search" aria-label={t("adaptations.adaptation.fields.student")}>
          <PupilSelect
            label={t("adaptations.adaptation.fields.student")}
            placeholder={t("adaptations.adaptation.allStudents")}
            pupils={students.data ?? []}
            size="sm"
            rootProps={{ width: { base: "full", sm: "16rem" } }}
            value={studentFilter}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.currentTarget.value) next.set("studentId", event.currentTarget.value);
              else next.delete("studentId");
              setParams(next, { replace: true });
            }}
            data-testid="filter-student"
          />
        </HStack>
        {onlyId ? (
          <HStack gap="3" flexWrap="wrap" data-testid="adaptation-linked">
            <Text color="fg.muted">{t("adaptations.adaptation.linkedOne")}</Text>
            <Button size="xs" variant="outline" onClick={showAll}>
              {t("adaptations.adaptation.showAll")}
            </Button>
          </HStack>
        ) : null}
        <DataTable
          caption={t("adaptations.adaptation.caption")}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => row.id}
          loading={list.loading}
          error={list.error}
          onRetry={list.retry}
          emptyText={onlyId ? t("adaptations.adaptation.linkedMissing") : t("adaptations.adaptation.empty")}
          paging={list.paging}
        />
      </Stack>
      {creating && school && students.data ? (
        <AdaptationDialog school={school} students={students.data} prefill={prefill} onClose={closeCreate} />
      ) : null}
      {editing && school && students.data ? (
        <AdaptationDialog
          school={school}
          students={students.data}
          adaptation={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {feedbackOf ? <FeedbackDialog adaptation={feedbackOf} onClose={() => setFeedbackOf(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t("adaptations.adaptation.removeTitle")}
        body={t("adaptations.adaptation.removeBody")}
        confirmLabel={t("common.actions.delete")}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

export { AdaptationsPage as Component };
