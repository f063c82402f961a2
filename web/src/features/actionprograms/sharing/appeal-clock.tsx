import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import {
  RegisterAppealInputSchema,
  stockholmDateOf,
  type AppealClock as AppealClockState,
} from "#shared/actionprograms/share-link.schema";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { DateField } from "../../../shared/ui/text-field";
import { KIND_IN_TEXT_KEYS } from "./sharing-keys";
import { useRegisterAppeal } from "./sharing.api";

/**
 * The appeal clock on a decided program's page: the receipt (the first opening by a recipient who may appeal),
 * "Överklagas senast" (receipt + 3 weeks), and a registered appeal with the date to forward it to
 * Överklagandenämnden, or the button that registers one. `clock` is undefined while the sharing loads.
 */
export function AppealClock({
  clock,
  writes,
  onRegister,
}: {
  clock: AppealClockState | undefined;
  writes: boolean;
  onRegister: () => void;
}) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <Stack gap="1" data-testid="appeal-clock">
      {clock?.receivedAt ? (
        <>
          <Text fontWeight="semibold" data-testid="appeal-deadline">
            {t("actionProgramSharing.appeal.deadline", { date: day(clock.appealBy!) })}
          </Text>
          <Text fontSize="sm">
            {t("actionProgramSharing.appeal.receivedBy", {
              date: day(clock.receivedAt),
              kind: t(KIND_IN_TEXT_KEYS[clock.receivedByKind ?? "GUARDIAN"]),
              email: clock.receivedByEmail ?? "",
            })}
          </Text>
        </>
      ) : clock ? (
        <Text fontSize="sm" color="fg.muted">
          {t("actionProgramSharing.appeal.notReceived")}
        </Text>
      ) : null}
      {clock?.appealArrivedOn ? (
        <>
          <Text fontSize="sm">
            {t("actionProgramSharing.appeal.arrived", {
              date: day(clock.appealArrivedOn),
              name: clock.appealRegisteredByName ?? "",
            })}
          </Text>
          <Text fontWeight="semibold" data-testid="appeal-forward-by">
            {t("actionProgramSharing.appeal.forwardBy", { date: day(clock.forwardBy!) })}
          </Text>
        </>
      ) : writes && clock ? (
        <HStack>
          <Button size="sm" variant="outline" onClick={onRegister} data-testid="register-appeal">
            {t("actionProgramSharing.appeal.register")}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** The date an appeal arrived (today by default, never in the future nor before the decision). */
export function AppealDialog({
  programId,
  decidedAt,
  onClose,
}: {
  programId: string;
  decidedAt: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const today = stockholmDateOf(new Date());
  const register = useRegisterAppeal(programId, onClose);
  const { dateField, dialog } = useSchemaForm(RegisterAppealInputSchema, {
    defaultValues: { arrivedOn: today },
    toBody: (values) => values,
    mutation: register,
  });
  return (
    <FormDialog
      open
      title={t("actionProgramSharing.appeal.registerTitle")}
      submitLabel={t("actionProgramSharing.appeal.register")}
      form={dialog}
      onClose={onClose}
      testId="appeal-dialog"
    >
      <Text fontSize="sm">{t("actionProgramSharing.appeal.registerLead")}</Text>
      <DateField
        label={t("actionProgramSharing.appeal.arrivedOn")}
        {...dateField("arrivedOn", {
          min: decidedAt ? stockholmDateOf(decidedAt) : undefined,
          max: today,
        })}
      />
    </FormDialog>
  );
}
