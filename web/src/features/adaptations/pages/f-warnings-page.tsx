import { Badge, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { adaptationsPath, studentPath } from "../../../shared/routes";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { PageHeader } from "../../../shared/ui/page-header";
import { PupilSelect } from "../../../shared/ui/pickers";
import { useDeleteFWarning, useFWarningList } from "../adaptations.api";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { mayManage } from "../../../shared/pupil-actions/pupil-action-keys";
import { FWarningDialog } from "../components/fwarning-dialog";

/**
 * /actions/f-and-f-warnings: the school's F and F-warnings the caller may see, newest first, filtered by pupil.
 * Each offers "make an extra adaptation": the adaptation form for the same pupil and course. `?id=` (a notification,
 * the pupil page's chain) lists that one, its form open for those who may edit it.
 */
export function FWarningsPage() {
  const { t, i18n } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  const [params, setParams] = useSearchParams();
  const studentFilter = params.get("studentId") ?? "";
  const onlyId = params.get("id") ?? undefined;
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const query = useFWarningList(schoolId, studentFilter || undefined, 25, { id: onlyId });
  const list = usePagedRows(query);
  const [creating, setCreating] = useState(params.get("new") === "1");
  const [editing, setEditing] = useState<FWarning | null>(null);
  const linked = onlyId ? query.data?.pages[0]?.items.find((item) => item.id === onlyId) : undefined;
  const [linkOpened, setLinkOpened] = useState<string | null>(null);
  // The linked one's form opens once it is read, for those who may edit it; others see its row.
  if (linked && linkOpened !== linked.id) {
    setLinkOpened(linked.id);
    if (mayManage(linked)) setEditing(linked);
  }
  const showAll = () => {
    const next = new URLSearchParams(params);
    next.delete("id");
    setParams(next, { replace: true });
  };
  const [removing, setRemoving] = useState<FWarning | null>(null);
  const remove = useDeleteFWarning(() => setRemoving(null));
  const studentById = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student])),
    [students.data],
  );
  const kind = (row: FWarning) =>
    t(row.isWarning ? "adaptations.fWarning.kind.warning" : "adaptations.fWarning.kind.f");

  const columns: DataColumn<FWarning>[] = [
    {
      id: "student",
      header: t("adaptations.fWarning.fields.student"),
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
      id: "kind",
      header: t("adaptations.fWarning.fields.kind"),
      cell: (row) => <Badge colorPalette={row.isWarning ? "orange" : "red"}>{kind(row)}</Badge>,
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
      cell: (row) =>
        `${formatDay(row.startDate, i18n.language)} – ${formatDay(row.plannedEndDate, i18n.language)}`,
    },
    {
      id: "actions",
      header: t("adaptations.fWarning.fields.actions"),
      cell: (row) => (
        <HStack gap="2" flexWrap="wrap">
          <Button asChild size="xs" variant="outline" colorPalette="brand" data-testid="make-adaptation">
            <RouterLink
              to={adaptationsPath({
                create: true,
                studentId: row.studentId,
                subject: row.course,
                fWarningId: row.id,
              })}
            >
              {t("adaptations.fWarning.makeAdaptation")}
            </RouterLink>
          </Button>
          {mayManage(row) ? (
            <>
              <Button size="xs" variant="outline" onClick={() => setEditing(row)} data-testid="edit-fwarning">
                {t("common.actions.edit")}
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(row)}>
                {t("common.actions.delete")}
              </Button>
            </>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("adaptations.fWarning.title")}
        description={schoolSummary?.name}
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)} data-testid="new-fwarning">
            {t("adaptations.fWarning.new")}
          </Button>
        }
      />
      <Stack gap="4">
        <HStack role="search" aria-label={t("adaptations.fWarning.fields.student")}>
          <PupilSelect
            label={t("adaptations.fWarning.fields.student")}
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
          <HStack gap="3" flexWrap="wrap" data-testid="fwarning-linked">
            <Text color="fg.muted">{t("adaptations.fWarning.linkedOne")}</Text>
            <Button size="xs" variant="outline" onClick={showAll}>
              {t("adaptations.adaptation.showAll")}
            </Button>
          </HStack>
        ) : null}
        <DataTable
          caption={t("adaptations.fWarning.caption")}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => row.id}
          loading={list.loading}
          error={list.error}
          onRetry={list.retry}
          emptyText={onlyId ? t("adaptations.adaptation.linkedMissing") : t("adaptations.fWarning.empty")}
          paging={list.paging}
        />
      </Stack>
      {creating && school && students.data ? (
        <FWarningDialog
          school={school}
          students={students.data}
          studentId={studentFilter || undefined}
          onClose={() => {
            setCreating(false);
            if (params.has("new")) {
              const next = new URLSearchParams(params);
              next.delete("new");
              setParams(next, { replace: true });
            }
          }}
        />
      ) : null}
      {editing && school && students.data ? (
        <FWarningDialog
          school={school}
          students={students.data}
          warning={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t("adaptations.fWarning.removeTitle")}
        body={t("adaptations.fWarning.removeBody")}
        confirmLabel={t("common.actions.delete")}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

export { FWarningsPage as Component };
