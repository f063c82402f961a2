import { Badge, Box, Button, DataList, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { HiddenPart, Role } from "#shared/constants";
import { type MappingDetail } from "#shared/mappings/mapping.schema";
import { ApiError } from "../../../shared/api/api-error";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { formatDate } from "../../../shared/i18n/dates";
import { MAPPING_STATES, MAPPING_STATUS_KEYS } from "../../../shared/mappings/mapping-table";
import { ROUTES } from "../../../shared/routes";
import { ROUTE_ROLES } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormAlert } from "../../../shared/ui/form-alert";
import { NextStepPanel } from "../../../shared/ui/next-step";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextField } from "../../../shared/ui/text-field";
import { useDeleteMapping, useMapping, useRemindMapping, useUpdateMapping } from "../mappings.api";
import { AnswerForm } from "./answer-form";
import { Answers, Suggestions } from "./mapping-answers";
import { SmallLink } from "../../../shared/ui/small-link";
import { StatusBadge } from "../../../shared/ui/status-badge";

/**
 * A page that a later issue builds is offered only once the app has its route (its roles are listed) and the
 * school does not hide it: the wellbeing check and the absence form.
 */
const hasRoute = (name: string) => Object.hasOwn(ROUTE_ROLES, name);
const hides = (hidden: readonly HiddenPart[], parts: readonly HiddenPart[]) =>
  parts.every((part) => hidden.includes(part));

/** Where the reader's answers are written: the next step "answer" moves there. */
const ANSWER_SECTION = "mapping-answer";

/**
 * The reader's one next step on an active mapping: their own answers while they are asked and have not answered;
 * for whoever manages it, a reminder while someone has not answered, then marking the action program begun.
 */
type Primary = "answer" | "remind" | "markBegun" | null;
function primaryOf(detail: MappingDetail, userId: string): Primary {
  if (!detail.active) return null;
  const asked = detail.respondents.some((respondent) => respondent.id === userId);
  const answered = detail.answerSets.some((set) => set.answeredBy.id === userId);
  if (asked && !answered) return "answer";
  if (detail.access !== "manage") return null;
  if (detail.respondents.some((respondent) => !respondent.answered)) return "remind";
  return detail.actionProgramBegun ? null : "markBegun";
}

/** /actions/mapping?id=: one mapping, its answers per answerer and together, suggestions and what may be done. */
export function MappingView({ mappingId }: { mappingId: string }) {
  const { t } = useTranslation();
  const { schoolId, role, user } = useSession();
  const mapping = useMapping(schoolId ?? "", mappingId);
  const students = useStudents(schoolId);
  const { data: school } = useSchool(schoolId);
  if (mapping.isLoading) return <PageLoading />;
  if (!mapping.data) {
    const missing = mapping.error instanceof ApiError && mapping.error.status === 404;
    return (
      <Stack gap="4">
        <FormAlert status="error">
          {missing ? t("mappings.view.notFound") : t("errors.status.generic")}
        </FormAlert>
        <BackLink />
      </Stack>
    );
  }
  const detail = mapping.data;
  const pupil = students.data?.find((student) => student.id === detail.studentId);
  const hidden = school?.hiddenParts ?? [];
  const asked = detail.respondents.some((respondent) => respondent.id === user.id);
  const own = detail.answerSets.find((set) => set.answeredBy.id === user.id);
  const manage = detail.access === "manage";
  const scores = detail.combined ?? own?.scores ?? null;
  return (
    <>
      <PageHeader
        title={pupil?.name ?? t("mappings.view.unknownStudent")}
        description={t("mappings.title")}
        actions={<BackLink />}
      />
      <MappingNextStep detail={detail} primary={primaryOf(detail, user.id)} role={role} />
      <Stack gap="6" data-testid="mapping-view">
        <Facts detail={detail} manage={manage} role={role} primary={primaryOf(detail, user.id)} />
        {scores ? (
          <Suggestions
            scores={scores}
            studentId={detail.studentId}
            showCheckIn={hasRoute("checkIn") && !hides(hidden, ["CHECKINS"])}
            showAbsence={hasRoute("absence") && !hides(hidden, ["ABSENCEFORMS", "ABSENCEACTIONPROGRAMS"])}
          />
        ) : null}
        <SectionCard title={t("mappings.view.scores")} testId="mapping-answers">
          <Answers detail={detail} />
        </SectionCard>
        {asked && detail.active ? (
          <Box id={ANSWER_SECTION}>
            <SectionCard title={t("mappings.answer.title")}>
              <AnswerForm key={own?.answeredAt ?? "new"} mappingId={detail.id} own={own} />
            </SectionCard>
          </Box>
        ) : null}
      </Stack>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return <SmallLink to={ROUTES.mapping}>{t("mappings.view.back")}</SmallLink>;
}

/**
 * The mapping's next step (NextStepPanel): its status, who it waits on, the deadline, whether an action program has
 * begun, and the reader's one primary action.
 */
function MappingNextStep({ detail, primary, role }: { detail: MappingDetail; primary: Primary; role: Role }) {
  const { t } = useTranslation();
  const update = useUpdateMapping(detail.id);
  const remind = useRemindMapping(detail.id);
  const pending = detail.respondents.filter((respondent) => !respondent.answered);
  const toAnswers = () => {
    const section = document.getElementById(ANSWER_SECTION);
    section?.scrollIntoView({ block: "start" });
    section?.querySelector<HTMLElement>("select, input, textarea, button")?.focus();
  };
  const action =
    primary === "answer" ? (
      <Button colorPalette="brand" onClick={toAnswers}>
        {t("mappings.view.answerNow")}
      </Button>
    ) : primary === "remind" ? (
      <Button colorPalette="brand" loading={remind.isPending} onClick={() => remind.mutate()}>
        {t("mappings.view.remind")}
      </Button>
    ) : primary === "markBegun" ? (
      <Button
        colorPalette="brand"
        loading={update.isPending}
        onClick={() => update.mutate({ version: detail.version, role, actionProgramBegun: true })}
      >
        {t("mappings.nextStep.markBegun")}
      </Button>
    ) : null;
  return (
    <NextStepPanel
      status={
        <StatusBadge state={MAPPING_STATES[detail.status]} data-testid="mapping-status">
          {t(MAPPING_STATUS_KEYS[detail.status])}
        </StatusBadge>
      }
      waitsOn={
        detail.active && pending.length > 0 ? pending.map((respondent) => respondent.name).join(", ") : null
      }
      due={
        detail.active
          ? { date: detail.deadline, late: detail.status === "PASTDEADLINE" && pending.length > 0 }
          : null
      }
      extra={
        <Text fontSize="sm">
          {detail.actionProgramBegun ? t("mappings.nextStep.begun") : t("mappings.nextStep.notBegun")}
        </Text>
      }
      action={action}
    />
  );
}

/**
 * Deadline, who made it, who is asked and who has answered; for those who manage it: edit, remind, delete (the one
 * of them that is the next step stands in the next-step panel instead).
 */
function Facts({
  detail,
  manage,
  role,
  primary,
}: {
  detail: MappingDetail;
  manage: boolean;
  role: Role;
  primary: Primary;
}) {
  const { t } = useTranslation();
  const update = useUpdateMapping(detail.id);
  const remind = useRemindMapping(detail.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deadline, setDeadline] = useState(detail.deadline);
  const remove = useDeleteMapping(detail.id, () => {
    setDeleting(false);
    void navigate(ROUTES.mapping);
  });
  const pending = detail.respondents.filter((respondent) => !respondent.answered);
  const patch = (changes: { active?: boolean; actionProgramBegun?: boolean; deadline?: string }) =>
    update.mutate({ version: detail.version, role, ...changes });
  return (
    <SectionCard title={t("mappings.fields.mapping")}>
      <Stack gap="4">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.deadline")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(detail.deadline)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.createdBy")}</DataList.ItemLabel>
            <DataList.ItemValue>{detail.createdBy.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.respondents")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2" flexWrap="wrap">
                {detail.respondents.map((respondent) => (
                  <Badge key={respondent.id} colorPalette={respondent.answered ? "green" : "gray"}>
                    {t(
                      respondent.answered
                        ? "mappings.view.respondentAnswered"
                        : "mappings.view.respondentPending",
                      {
                        name: respondent.name,
                      },
                    )}
                  </Badge>
                ))}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {pending.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("mappings.view.waitingFor", {
              names: pending.map((respondent) => respondent.name).join(", "),
            })}
          </Text>
        ) : null}
        {manage ? (
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap">
              {detail.active && pending.length > 0 && primary !== "remind" ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={remind.isPending}
                  onClick={() => remind.mutate()}
                >
                  {t("mappings.view.remind")}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                loading={update.isPending}
                onClick={() => patch({ active: !detail.active })}
              >
                {detail.active ? t("mappings.view.archive") : t("mappings.view.activate")}
              </Button>
              {primary === "markBegun" ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  loading={update.isPending}
                  onClick={() => patch({ actionProgramBegun: !detail.actionProgramBegun })}
                >
                  {detail.actionProgramBegun
                    ? t("mappings.nextStep.markNotBegun")
                    : t("mappings.nextStep.markBegun")}
                </Button>
              )}
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                {t("mappings.view.delete")}
              </Button>
            </HStack>
            <HStack
              as="form"
              gap="2"
              align="flex-end"
              flexWrap="wrap"
              onSubmit={(event) => {
                event.preventDefault();
                if (deadline && deadline !== detail.deadline) patch({ deadline });
              }}
            >
              <TextField
                label={t("mappings.view.changeDeadline")}
                type="date"
                rootProps={{ maxWidth: "14rem" }}
                value={deadline}
                onChange={(event) => setDeadline(event.currentTarget.value)}
              />
              <Button type="submit" size="sm" variant="outline">
                {t("mappings.view.save")}
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t("mappings.view.deleteTitle")}
        body={t("mappings.view.deleteBody")}
        confirmLabel={t("mappings.view.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      />
    </SectionCard>
  );
}
