import { Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ROUTES } from "../../../shared/routes";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { useDeleteActionProgram, useUpdateActionProgram } from "../action-programs.api";
import { STATUS_KEYS } from "../../../shared/actionprograms/action-program-keys";
import { ProgramEditorDialog } from "../components/program-editor-dialog";
import { ProgramList } from "../components/program-list";
import { EvaluationDialog, FollowUpDialog } from "../components/item-dialogs";
import { ProgramSharingSection } from "../sharing/program-sharing-section";
import { DecisionDocumentButton, ProgramDocument } from "../components/program-document";
import { useActionProgram } from "../program.api";

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
            <DecisionDocumentButton program={item} />
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
            {published && item.mayDecide ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog("edit")}
                data-testid="program-correct"
              >
                {t("actionPrograms.editor.correct")}
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
      <ProgramDocument
        program={item}
        school={school}
        student={student}
        onAddFollowUp={published && writes ? () => setDialog("followUp") : null}
        onAddEvaluation={published && writes ? () => setDialog("evaluation") : null}
        sharing={<ProgramSharingSection program={item} />}
      />
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

export { ActionProgramsPage as Component };
