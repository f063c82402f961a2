import { Badge, Button, DataList, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { HiddenPart, Role } from "#shared/constants";
import { type MappingDetail } from "#shared/mappings/mapping.schema";
import { ApiError } from "../../../shared/api/api-error";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { MAPPING_STATUS_KEYS } from "../../../shared/mappings/mapping-table";
import { ROUTES } from "../../../shared/routes";
import { ROUTE_ROLES } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormAlert } from "../../../shared/ui/form-alert";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextField } from "../../../shared/ui/text-field";
import { useDeleteMapping, useMapping, useRemindMapping, useUpdateMapping } from "../mappings.api";
import { AnswerForm } from "./answer-form";
import { Answers, Suggestions } from "./mapping-answers";
import { SmallLink } from "../../../shared/ui/small-link";

/**
 * A page that a later issue builds is offered only once the app has its route (its roles are listed) and the
 * school does not hide it: the wellbeing check and the absence form.
 */
const hasRoute = (name: string) => Object.hasOwn(ROUTE_ROLES, name);
const hides = (hidden: readonly HiddenPart[], parts: readonly HiddenPart[]) =>
  parts.every((part) => hidden.includes(part));

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
      <Stack gap="6" data-testid="mapping-view">
        <Facts detail={detail} manage={manage} role={role} />
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
          <SectionCard title={t("mappings.answer.title")}>
            <AnswerForm key={own?.answeredAt ?? "new"} mappingId={detail.id} own={own} />
          </SectionCard>
        ) : null}
      </Stack>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return <SmallLink to={ROUTES.mapping}>{t("mappings.view.back")}</SmallLink>;
}

/** Deadline, status, who is asked and who has answered; for those who manage it: edit, remind, delete. */
function Facts({ detail, manage, role }: { detail: MappingDetail; manage: boolean; role: Role }) {
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
            <DataList.ItemLabel>{t("mappings.fields.status")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge data-testid="mapping-status">{t(MAPPING_STATUS_KEYS[detail.status])}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.deadline")}</DataList.ItemLabel>
            <DataList.ItemValue>{detail.deadline}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.createdBy")}</DataList.ItemLabel>
            <DataList.ItemValue>{detail.createdBy.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.nextStep")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {detail.actionProgramBegun ? t("mappings.nextStep.begun") : t("mappings.nextStep.notBegun")}
            </DataList.ItemValue>
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
              {detail.active && pending.length > 0 ? (
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
