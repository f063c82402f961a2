import { Badge, Button, DataList, HStack, Link, List, Stack, Tabs, Text } from "@chakra-ui/react";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Student } from "#shared/students/student.schema";
import type { School } from "#shared/schools/school.schema";
import type { Page } from "#shared/common.schema";
import {
  ACTION_PROGRAM_FILTERS,
  type ActionProgram,
  type Evaluation,
  type FollowUp,
  type ProgramAction,
} from "#shared/actionprograms/action-program.schema";
import { apiRequest } from "../../../shared/api/api-client";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import { oneOfOrParam, textParam, useListState } from "../../../shared/hooks/use-list-state";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { actionProgramPath, ROUTES, studentPath } from "../../../shared/routes";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { linkColumn } from "../../../shared/ui/data-table/columns";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { PupilSelect } from "../../../shared/ui/pickers";
import { SectionCard } from "../../../shared/ui/section-card";
import {
  actionProgramKeys,
  useActionPrograms,
  useDeleteActionProgram,
  useEvaluations,
  useFollowUps,
  useUpdateActionProgram,
} from "../action-programs.api";
import {
  FILTER_KEYS,
  HEAD_DECISION_KEYS,
  HISTORY_KEYS,
  STATUS_KEYS,
} from "../../../shared/actionprograms/action-program-keys";
import { ProgramEditorDialog } from "../components/program-editor-dialog";
import { EvaluationDialog, FollowUpDialog } from "../components/item-dialogs";
import { ProgramSharingSection } from "../sharing/program-sharing-section";

/**
 * /actions/action-program: the school's action programs, ongoing or archived, filtered by pupil, and the editor of
 * a new draft. With `?id=` (a link, the calendar or a notification) it shows that program: its text, the actions
 * table, the decision, its follow-ups, evaluations and history.
 */
export function ActionProgramsPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  return id ? <ProgramView key={id} id={id} /> : <ProgramList />;
}

const FILTERS = {
  status: oneOfOrParam(ACTION_PROGRAM_FILTERS, "ongoing"),
  studentId: textParam(),
};

const dateOf = (value: string | null) => (value ? value.slice(0, 10) : "–");

function ProgramList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, schoolId, schoolSummary } = useSession();
  const list = useListState(FILTERS, { transient: ["new"] });
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", role));
  const programs = usePagedRows(useActionPrograms(schoolId, list.filters));
  const [creating, setCreating] = useState(list.params.get("new") === "1");
  const studentById = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student])),
    [students.data],
  );
  const columns = useProgramColumns(studentById);

  return (
    <>
      <PageHeader
        title={t("actionPrograms.title")}
        description={schoolSummary?.name}
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => setCreating(true)}
            data-testid="new-action-program"
          >
            {t("actionPrograms.new")}
          </Button>
        }
      />
      <Stack gap="4">
        <HStack
          as="form"
          role="search"
          aria-label={t("actionPrograms.filters.label")}
          gap="3"
          flexWrap="wrap"
        >
          <PupilSelect
            label={t("actionPrograms.fields.student")}
            placeholder={t("actionPrograms.filters.allStudents")}
            pupils={students.data ?? []}
            size="sm"
            rootProps={{ width: { base: "full", sm: "14rem" } }}
            value={list.filters.studentId ?? ""}
            onChange={(event) => list.setFilter("studentId", event.currentTarget.value)}
            data-testid="program-filter-student"
          />
        </HStack>
        <Tabs.Root
          value={list.filters.status}
          onValueChange={(details) => list.setFilter("status", details.value)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List>
            {ACTION_PROGRAM_FILTERS.map((value) => (
              <Tabs.Trigger key={value} value={value} data-testid={`programs-tab-${value}`}>
                {t(FILTER_KEYS[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ACTION_PROGRAM_FILTERS.map((value) => (
            <Tabs.Content key={value} value={value}>
              <DataTable
                caption={t("actionPrograms.list.caption", { status: t(FILTER_KEYS[value]) })}
                columns={columns}
                rows={programs.rows}
                getRowId={(row) => row.id}
                loading={programs.loading}
                error={programs.error}
                onRetry={programs.retry}
                emptyText={t("actionPrograms.list.empty")}
                paging={programs.paging}
                rowHref={(row) => actionProgramPath(row.id)}
                testId="action-programs-table"
                rowTestId="action-program-row"
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
      {creating && school && students.data ? (
        <ProgramEditorDialog
          program={null}
          school={school}
          students={students.data}
          teams={teams.data ?? []}
          role={role}
          studentId={list.filters.studentId}
          onClose={() => {
            setCreating(false);
            if (list.params.has("new")) list.clearParam("new");
          }}
          onSaved={(program) => void navigate(actionProgramPath(program.id))}
        />
      ) : null}
    </>
  );
}

function useProgramColumns(studentById: Map<string, Student>): DataColumn<ActionProgram>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        ...linkColumn<ActionProgram>({
          id: "student",
          header: t("actionPrograms.fields.student"),
          to: (row) => actionProgramPath(row.id),
          text: (row) => studentById.get(row.studentId)?.name ?? t("actionPrograms.list.unknownStudent"),
          bold: true,
        }),
        primary: true,
      },
      {
        id: "status",
        header: t("actionPrograms.fields.status"),
        cell: (row) => (
          <Badge colorPalette={row.status === "published" ? "green" : "gray"}>
            {t(STATUS_KEYS[row.status])}
          </Badge>
        ),
      },
      {
        id: "followUpDate",
        header: t("actionPrograms.fields.followUpDate"),
        cell: (row) => dateOf(row.followUpDate),
      },
      {
        id: "evaluationDate",
        header: t("actionPrograms.fields.evaluationDate"),
        cell: (row) => dateOf(row.evaluationDate),
      },
      {
        id: "decided",
        header: t("actionPrograms.fields.decided"),
        cell: (row) => (row.decidedAt ? `${row.decidedByName ?? ""}, ${dateOf(row.decidedAt)}` : "–"),
      },
    ],
    [t, studentById],
  );
}

/**
 * One program, read from the school's list (the API answers lists only: GET /action-program/{schoolId}), every
 * page until it is found.
 */
function useActionProgram(schoolId: string | null, id: string) {
  return useQuery({
    queryKey: [...actionProgramKeys.all, "one", schoolId ?? "", id],
    queryFn: async ({ signal }) => {
      let cursor: string | null = null;
      do {
        const search: string = new URLSearchParams({
          limit: "100",
          ...(cursor ? { cursor } : {}),
        }).toString();
        const page: Page<ActionProgram> = await apiRequest<Page<ActionProgram>>(
          `/action-program/${encodeURIComponent(schoolId!)}?${search}`,
          { signal },
        );
        const found = page.items.find((item) => item.id === id);
        if (found) return found;
        cursor = page.cursor;
      } while (cursor);
      return null;
    },
    enabled: schoolId !== null,
  });
}

type Dialog = "edit" | "publish" | "archive" | "delete" | "followUp" | "evaluation" | null;

function ProgramView({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, schoolId, user } = useSession();
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", role));
  const program = useActionProgram(schoolId, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const update = useUpdateActionProgram(id, close);
  const remove = useDeleteActionProgram(id, () => void navigate(ROUTES.actionProgram));

  if (program.isLoading || !school) return <PageLoading />;
  if (!program.data) {
    return (
      <>
        <PageHeader title={t("actionPrograms.title")} />
        <Text>{t("actionPrograms.view.notFound")}</Text>
      </>
    );
  }
  const item = program.data;
  const student = students.data?.find((pupil) => pupil.id === item.studentId);
  const writes = item.myAccess !== "read";
  const manages = item.myAccess === "manage";
  const draft = item.status === "draft";
  const published = item.status === "published";

  return (
    <>
      <PageHeader
        title={t("actionPrograms.view.title", { name: student?.name ?? "" })}
        description={t(STATUS_KEYS[item.status])}
        actions={
          <HStack gap="2" flexWrap="wrap">
            {draft && writes ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog("edit")}
                data-testid="program-edit"
              >
                {t("actionPrograms.view.edit")}
              </Button>
            ) : null}
            {draft && item.mayDecide ? (
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => setDialog("publish")}
                data-testid="program-publish"
              >
                {t("actionPrograms.view.publish")}
              </Button>
            ) : null}
            {published && manages ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog("archive")}
                data-testid="program-archive"
              >
                {t("actionPrograms.view.archive")}
              </Button>
            ) : null}
            {draft && manages ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog("delete")}>
                {t("actionPrograms.view.delete")}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <Stack gap="6">
        <ProgramDetails program={item} school={school} student={student} />
        <ActionsTable actions={item.actions} />
        <ProgramSharingSection program={item} />
        <FollowUpsSection
          program={item}
          school={school}
          onAdd={published && writes ? () => setDialog("followUp") : null}
        />
        <EvaluationsSection
          program={item}
          school={school}
          onAdd={published && writes ? () => setDialog("evaluation") : null}
        />
        <SectionCard title={t("actionPrograms.history.title")} testId="program-history">
          <List.Root gap="1" ps="4">
            {item.history.map((entry, index) => (
              <List.Item key={index}>
                {t("actionPrograms.history.entry", {
                  event: t(HISTORY_KEYS[entry.event]),
                  by: entry.byName,
                  at: dateOf(entry.at),
                })}
                {entry.fields.length > 0
                  ? ` ${t("actionPrograms.history.fields", { fields: entry.fields.join(", ") })}`
                  : null}
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>
      </Stack>
      {dialog === "edit" && students.data ? (
        <ProgramEditorDialog
          program={item}
          school={school}
          students={students.data}
          teams={teams.data ?? []}
          role={role}
          onClose={close}
          onSaved={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === "publish"}
        title={t("actionPrograms.view.publishTitle")}
        body={t("actionPrograms.view.publishBody")}
        confirmLabel={t("actionPrograms.view.publish")}
        pending={update.isPending}
        onConfirm={() => update.mutate({ version: item.version, status: "published" })}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === "archive"}
        title={t("actionPrograms.view.archiveTitle")}
        body={t("actionPrograms.view.archiveBody")}
        confirmLabel={t("actionPrograms.view.archive")}
        pending={update.isPending}
        onConfirm={() => update.mutate({ version: item.version, status: "archived" })}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("actionPrograms.view.deleteTitle")}
        body={t("actionPrograms.view.deleteBody")}
        confirmLabel={t("actionPrograms.view.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        onClose={close}
      />
      {dialog === "followUp" ? (
        <FollowUpDialog program={item} school={school} userId={user.id} onClose={close} />
      ) : null}
      {dialog === "evaluation" ? (
        <EvaluationDialog program={item} school={school} userId={user.id} onClose={close} />
      ) : null}
    </>
  );
}

const nameIn = (school: School, id: string | null) =>
  (id && school.users.find((member) => member.id === id)?.name) || "–";

function ProgramDetails({
  program,
  school,
  student,
}: {
  program: ActionProgram;
  school: School;
  student?: Student | undefined;
}) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? "actionPrograms.view.yes" : "actionPrograms.view.no");
  const rows: [string, ReactNode][] = [
    [
      t("actionPrograms.fields.student"),
      student ? (
        <Link asChild color="brand.fg">
          <RouterLink to={studentPath(student.id)}>{student.name}</RouterLink>
        </Link>
      ) : (
        "–"
      ),
    ],
    [t("actionPrograms.fields.specialNeeds"), program.specialNeeds || "–"],
    [t("actionPrograms.fields.decisionMaker"), nameIn(school, program.decisionMakerId)],
    [
      t("actionPrograms.fields.decided"),
      program.decidedAt ? `${program.decidedByName ?? ""}, ${dateOf(program.decidedAt)}` : "–",
    ],
    [t("actionPrograms.fields.followUpDate"), dateOf(program.followUpDate)],
    [t("actionPrograms.fields.evaluationDate"), dateOf(program.evaluationDate)],
    [t("actionPrograms.fields.place"), program.place || "–"],
    [t("actionPrograms.fields.attendees"), program.attendees.join(", ") || "–"],
    [t("actionPrograms.fields.studentInvolved"), yesNo(program.studentInvolved)],
    [t("actionPrograms.fields.guardianInvolved"), yesNo(program.guardianInvolved)],
    [t("actionPrograms.fields.studentInformedOn"), dateOf(program.studentInformedOn)],
    [t("actionPrograms.fields.guardiansInformedOn"), dateOf(program.guardiansInformedOn)],
  ];
  return (
    <SectionCard title={t("actionPrograms.view.details")} testId="program-details">
      <DataList.Root orientation={{ base: "vertical", md: "horizontal" }} gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SectionCard>
  );
}

function ActionsTable({ actions }: { actions: ProgramAction[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<ProgramAction & { index: number }>[] = [
    { id: "action", header: t("actionPrograms.fields.action"), cell: (row) => row.action, primary: true },
    { id: "timespan", header: t("actionPrograms.fields.timespan"), cell: (row) => row.timespan || "–" },
    { id: "followUp", header: t("actionPrograms.fields.followUp"), cell: (row) => row.followUp || "–" },
    {
      id: "responsible",
      header: t("actionPrograms.fields.responsible"),
      cell: (row) => row.responsible || "–",
    },
  ];
  return (
    <SectionCard title={t("actionPrograms.fields.actions")} testId="program-actions">
      <DataTable
        caption={t("actionPrograms.fields.actions")}
        columns={columns}
        rows={actions.map((action, index) => ({ ...action, index }))}
        getRowId={(row) => String(row.index)}
        emptyText={t("actionPrograms.view.noActions")}
        framed={false}
      />
    </SectionCard>
  );
}

function FollowUpsSection({
  program,
  school,
  onAdd,
}: {
  program: ActionProgram;
  school: School;
  onAdd: (() => void) | null;
}) {
  const { t } = useTranslation();
  const followUps = useFollowUps(program.schoolId, { actionProgramId: program.id });
  const columns: DataColumn<FollowUp>[] = [
    { id: "date", header: t("actionPrograms.fields.date"), cell: (row) => row.date, primary: true },
    {
      id: "responsible",
      header: t("actionPrograms.fields.responsibleStaff"),
      cell: (row) => nameIn(school, row.responsibleId),
    },
    { id: "summary", header: t("actionPrograms.fields.summary"), cell: (row) => row.summary },
    {
      id: "functionedWell",
      header: t("actionPrograms.fields.functionedWell"),
      cell: (row) => t(row.functionedWell ? "actionPrograms.view.yes" : "actionPrograms.view.no"),
    },
  ];
  return (
    <SectionCard
      title={t("actionPrograms.followUps.title")}
      testId="program-follow-ups"
      actions={
        onAdd ? (
          <Button size="sm" variant="outline" onClick={onAdd} data-testid="add-follow-up">
            {t("actionPrograms.followUps.new")}
          </Button>
        ) : null
      }
    >
      <DataTable
        caption={t("actionPrograms.followUps.title")}
        columns={columns}
        rows={followUps.data}
        getRowId={(row) => row.id}
        loading={followUps.isLoading}
        error={followUps.isError}
        onRetry={() => void followUps.refetch()}
        emptyText={t("actionPrograms.followUps.empty")}
        framed={false}
      />
    </SectionCard>
  );
}

function EvaluationsSection({
  program,
  school,
  onAdd,
}: {
  program: ActionProgram;
  school: School;
  onAdd: (() => void) | null;
}) {
  const { t } = useTranslation();
  const evaluations = useEvaluations(program.schoolId, { actionProgramId: program.id });
  const columns: DataColumn<Evaluation>[] = [
    { id: "date", header: t("actionPrograms.fields.date"), cell: (row) => row.date, primary: true },
    {
      id: "responsible",
      header: t("actionPrograms.fields.responsibleStaff"),
      cell: (row) => nameIn(school, row.responsibleId),
    },
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
  return (
    <SectionCard
      title={t("actionPrograms.evaluations.title")}
      testId="program-evaluations"
      actions={
        onAdd ? (
          <Button size="sm" variant="outline" onClick={onAdd} data-testid="add-evaluation">
            {t("actionPrograms.evaluations.new")}
          </Button>
        ) : null
      }
    >
      <DataTable
        caption={t("actionPrograms.evaluations.title")}
        columns={columns}
        rows={evaluations.data}
        getRowId={(row) => row.id}
        loading={evaluations.isLoading}
        error={evaluations.isError}
        onRetry={() => void evaluations.refetch()}
        emptyText={t("actionPrograms.evaluations.empty")}
        framed={false}
      />
    </SectionCard>
  );
}

export { ActionProgramsPage as Component };
