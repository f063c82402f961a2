import { Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { missingForDecision, type PublishRequiredField } from "#shared/actionprograms/action-program.schema";
import { isApiError } from "../../../shared/api/api-error";
import { serverFieldErrors } from "../../../shared/forms/server-issues";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ROUTES } from "../../../shared/routes";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { NextStepPanel } from "../../../shared/ui/next-step";
import { stockholmDateOf } from "#shared/dates";
import { programStep } from "../components/program-next-step";
import { useDeleteActionProgram, useUpdateActionProgram } from "../action-programs.api";
import { PROGRAM_STATES, STATUS_KEYS } from "../../../shared/actionprograms/action-program-keys";
import { StatusBadge } from "../../../shared/ui/status-badge";
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

/** A status's badge colour. */

type Dialog = "edit" | "publish" | "archive" | "delete" | "followUp" | "evaluation" | null;

/** A field's label, for the server's reason about it; a field the page does not know shows the reason alone. */
const FIELD_LABEL_KEYS = {
  specialNeeds: "actionPrograms.fields.specialNeeds",
  actions: "actionPrograms.fields.actions",
  followUpDate: "actionPrograms.fields.followUpDate",
  evaluationDate: "actionPrograms.fields.evaluationDate",
  place: "actionPrograms.fields.place",
  attendees: "actionPrograms.fields.attendees",
  studentInformedOn: "actionPrograms.fields.studentInformedOn",
  guardiansInformedOn: "actionPrograms.fields.guardiansInformedOn",
} as const;
const labelKeyOf = (field: string) =>
  (FIELD_LABEL_KEYS as Partial<Record<string, (typeof FIELD_LABEL_KEYS)[keyof typeof FIELD_LABEL_KEYS]>>)[
    field
  ];

/** What a decision lacks, each named ("Utvärderingsdatum saknas"); the keys are written out, never built. */
const MISSING_KEYS = {
  specialNeeds: "actionPrograms.decisionNeeds.specialNeeds",
  actions: "actionPrograms.decisionNeeds.actions",
  followUpDate: "actionPrograms.decisionNeeds.followUpDate",
  evaluationDate: "actionPrograms.decisionNeeds.evaluationDate",
} as const satisfies Record<PublishRequiredField, string>;

function ProgramView({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, schoolId, user } = useSession();
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", role));
  const program = useActionProgram(schoolId, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The reasons the editor opens with, by field: what a decision lacks, or why the server refused it.
  const [editorErrors, setEditorErrors] = useState<Record<string, string>>({});
  // The server's reasons for a refused decision, by field, until the program is edited.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const close = () => {
    setDialog(null);
    setEditorErrors({});
  };
  const saved = () => {
    close();
    setRefused({});
  };
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
  // A decision needs the needs, an action and both dates (the server's rule): say what is missing before any
  // confirm step, so the confirm dialog is never one that must fail.
  const lacks = draft && item.mayDecide ? missingForDecision(item) : [];
  const labelled = (field: string, message: string) => {
    const key = labelKeyOf(field);
    return key ? `${t(key)}: ${message}` : message;
  };
  const fillIn = () => {
    setEditorErrors({
      ...Object.fromEntries(lacks.map((field) => [field, t("actionPrograms.decisionNeeds.fieldReason")])),
      ...refused,
    });
    setDialog("edit");
  };
  // Each thing that stands in the decision's way: what the shared rule finds missing, and the server's reasons.
  const obstacles = [
    ...lacks.map((field) => ({ field, text: t(MISSING_KEYS[field]) })),
    ...Object.entries(refused)
      .filter(([field]) => !(lacks as string[]).includes(field))
      .map(([field, message]) => ({ field, text: labelled(field, message) })),
  ];
  const step = programStep(item, stockholmDateOf(new Date()));
  const decisionMaker = school.users.find((user) => user.id === item.decisionMakerId)?.name;
  const decide = () =>
    update.mutate(
      { version: item.version, status: "published" },
      {
        // Refused after all (changed meanwhile): the server's reasons, named on the page at their fields and
        // in the editor the page offers.
        onError: (error) => {
          const reasons = serverFieldErrors(error);
          if (!isApiError(error) || error.status !== 400 || Object.keys(reasons).length === 0) return;
          setRefused(reasons);
          setDialog(null);
        },
      },
    );

  return (
    <>
      <PageHeader
        title={t("actionPrograms.view.title", { name: student?.name ?? "" })}
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
      <NextStepPanel
        testId="program-next-step"
        blockersTestId="program-decision-missing"
        status={<StatusBadge state={PROGRAM_STATES[item.status]}>{t(STATUS_KEYS[item.status])}</StatusBadge>}
        waitsOn={
          step.kind === "decide"
            ? (decisionMaker ?? t("actionPrograms.nextStep.decisionMaker"))
            : step.kind === "none"
              ? null
              : item.createdByName
        }
        due={step.kind === "followUp" || step.kind === "evaluate" ? step.due : null}
        blockers={obstacles.map(({ field, text }) => ({ key: field, text }))}
        blockersTitle={t("actionPrograms.decisionNeeds.title")}
        action={
          step.kind === "decide" && item.mayDecide ? (
            obstacles.length === 0 ? (
              <Button colorPalette="brand" onClick={() => setDialog("publish")} data-testid="program-publish">
                {t("actionPrograms.view.publish")}
              </Button>
            ) : writes ? (
              <Button colorPalette="brand" onClick={fillIn} data-testid="program-fill-missing">
                {t("actionPrograms.decisionNeeds.fillIn")}
              </Button>
            ) : (
              <Text fontSize="sm" maxWidth="20rem">
                {t("actionPrograms.decisionNeeds.askEditor")}
              </Text>
            )
          ) : step.kind === "followUp" && published && writes ? (
            <Button
              colorPalette="brand"
              onClick={() => setDialog("followUp")}
              data-testid="program-next-follow-up"
            >
              {t("actionPrograms.nextStep.writeFollowUp")}
            </Button>
          ) : step.kind === "evaluate" && published && writes ? (
            <Button
              colorPalette="brand"
              onClick={() => setDialog("evaluation")}
              data-testid="program-next-evaluation"
            >
              {t("actionPrograms.nextStep.writeEvaluation")}
            </Button>
          ) : null
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
          initialErrors={editorErrors}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === "publish"}
        title={t("actionPrograms.view.publishTitle")}
        body={t("actionPrograms.view.publishBody")}
        confirmLabel={t("actionPrograms.view.publish")}
        pending={update.isPending}
        onConfirm={decide}
        // The editor opening over a refused decision closes this dialog: that must not close the editor too.
        onClose={() => setDialog((current) => (current === "publish" ? null : current))}
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
