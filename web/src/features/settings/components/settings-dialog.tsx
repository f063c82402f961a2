import { Button, Card, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import { z } from "zod";
import { EmailAddressSchema } from "#shared/common.schema";
import { UpdateOwnUserInputSchema } from "#shared/users/user.schema";
import { NOTIFICATION_CATEGORIES, SUB_ROLES, TEACHER_SUBJECTS } from "#shared/constants";
import { SUB_ROLE_KEYS } from "../../../shared/session/role-label";
import { useSession } from "../../../shared/session/session.api";
import { ChoiceCheckboxes } from "../../../shared/ui/choice-checkboxes";
import { CloseButton } from "../../../shared/ui/chakra-parts/close-button";
import { SelectField, TextField } from "../../../shared/ui/text-field";
import { useStartEmailVerification, useUpdateOwnSettings } from "../settings.api";
import { CATEGORY_KEYS, SUBJECT_KEYS } from "../settings-keys";
import { isApiError } from "../../../shared/api/api-error";
import {
  buildSettingsPayload,
  initialSettings,
  needsCurrentPassword,
  settingsFields,
  type SettingsValues,
} from "../settings-rules";
import { TwoFactorEnrolment } from "./two-factor-enrolment";
import { PasswordErrorDialog, YesNoSwitch } from "./settings-parts";
import { noneOr } from "../../../shared/forms/form-fields";
import { useDiscardGuard } from "../../../shared/hooks/use-discard-guard";

const own = UpdateOwnUserInputSchema.shape;

/**
 * The API's own-settings rules (shared schema); the form has the passwords as text ("" for none), the sub-role
 * select's none, and the email as typed. The password rule runs on Save (spec section 5).
 */
const SettingsFormSchema = UpdateOwnUserInputSchema.pick({
  name: true,
  notificationSetting: true,
  hiddenNotificationCategories: true,
  twoStepAuth: true,
  teacherSubjects: true,
}).extend({
  email: EmailAddressSchema,
  password: own.password.unwrap(),
  currentPassword: own.currentPassword.unwrap(),
  subRole: noneOr(z.enum(SUB_ROLES)),
});

/**
 * The settings dialog (spec section 2): name; email with a verify button while unverified; new password; role
 * select (counselors); notifications and the hidden categories; two-factor (with TWOSTEPAUTH); teaching subjects
 * (teachers); a verification status card; Close and Save.
 */
export default function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, role } = useSession();
  const save = useUpdateOwnSettings();
  const verify = useStartEmailVerification();
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isDirty },
  } = useForm<SettingsValues>({
    resolver: formResolver(SettingsFormSchema),
    defaultValues: initialSettings(user),
  });
  const notificationSetting = useWatch({ control, name: "notificationSetting" });
  const twoStepAuth = useWatch({ control, name: "twoStepAuth" });
  const email = useWatch({ control, name: "email" });
  const password = useWatch({ control, name: "password" });
  const fields = settingsFields(role, user, notificationSetting);
  const askCurrentPassword = needsCurrentPassword({ email, password, twoStepAuth }, user);

  const onSubmit = handleSubmit((values) => {
    const payload = buildSettingsPayload(values, user, role);
    if (!payload.ok) {
      if (payload.reason === "currentPassword") {
        setError(
          "currentPassword",
          { message: t("settings.currentPasswordRequired") },
          { shouldFocus: true },
        );
      } else {
        setPasswordError(values.password);
      }
      return;
    }
    save.mutate(payload.body, {
      onSuccess: onClose,
      onError: (error) => {
        // A wrong current password: said beside the field, in the server's words.
        if (isApiError(error) && error.issues.some((issue) => issue.path[0] === "currentPassword")) {
          setError("currentPassword", { message: error.message }, { shouldFocus: true });
        }
      },
    });
  });

  // Closing with unsaved edits asks before discarding them (the kit's guard, as every form dialog).
  const { onOpenChange, guard } = useDiscardGuard(isDirty, onClose);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            width="calc(100vw - 2rem)"
            maxWidth="36rem"
            minWidth="12rem"
            data-testid="settings-dialog"
          >
            <Dialog.Header>
              <Dialog.Title>{t("settings.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id="settings-form" noValidate onSubmit={(event) => void onSubmit(event)}>
                <Stack gap="5">
                  <TextField
                    label={t("settings.name")}
                    autoComplete="name"
                    required
                    maxChars={maxLengthOf(SettingsFormSchema.shape.name)}
                    error={fieldErrorText(errors.name, t)}
                    {...register("name")}
                  />
                  <Stack gap="2">
                    <TextField
                      label={t("settings.email")}
                      type="email"
                      autoComplete="email"
                      required
                      error={fieldErrorText(errors.email, t)}
                      {...register("email")}
                    />
                    {fields.verifyEmail ? (
                      <Button
                        size="sm"
                        variant="outline"
                        alignSelf="flex-start"
                        loading={verify.isPending}
                        onClick={() => verify.mutate(user.id)}
                      >
                        {t("settings.verifyEmail")}
                      </Button>
                    ) : null}
                  </Stack>
                  <TextField
                    label={t("settings.password")}
                    type="password"
                    autoComplete="new-password"
                    helperText={t("settings.passwordHelp")}
                    {...register("password")}
                  />
                  {askCurrentPassword ? (
                    <TextField
                      label={t("settings.currentPassword")}
                      type="password"
                      autoComplete="current-password"
                      required
                      helperText={t("settings.currentPasswordHelp")}
                      error={errors.currentPassword?.message}
                      {...register("currentPassword")}
                    />
                  ) : null}
                  {fields.subRole ? (
                    <SelectField
                      label={t("settings.subRole")}
                      placeholder={t("settings.subRoleNone")}
                      options={SUB_ROLES.map((subRole) => ({
                        value: subRole,
                        label: t(SUB_ROLE_KEYS[subRole]),
                      }))}
                      {...register("subRole")}
                    />
                  ) : null}
                  <Controller
                    control={control}
                    name="notificationSetting"
                    render={({ field }) => (
                      <YesNoSwitch
                        label={t("settings.notifications")}
                        help={t("settings.notificationsHelp")}
                        checked={field.value === "ENABLED"}
                        onChange={(checked) => field.onChange(checked ? "ENABLED" : "DISABLED")}
                      />
                    )}
                  />
                  {fields.hiddenCategories ? (
                    <Controller
                      control={control}
                      name="hiddenNotificationCategories"
                      render={({ field }) => (
                        <ChoiceCheckboxes
                          legend={t("settings.hiddenCategories")}
                          choices={NOTIFICATION_CATEGORIES.map((value) => ({
                            value,
                            label: t(CATEGORY_KEYS[value]),
                          }))}
                          value={field.value}
                          onChange={field.onChange}
                          name={field.name}
                          columns={{ base: 1, sm: 2 }}
                        />
                      )}
                    />
                  ) : null}
                  {fields.twoStep ? (
                    <Stack gap="3">
                      <Controller
                        control={control}
                        name="twoStepAuth"
                        render={({ field }) => (
                          <YesNoSwitch
                            label={t("settings.twoStep")}
                            help={t("settings.twoStepHelp")}
                            checked={field.value}
                            onChange={field.onChange}
                          />
                        )}
                      />
                      {twoStepAuth && !user.twoStepAuth ? <TwoFactorEnrolment /> : null}
                    </Stack>
                  ) : null}
                  {fields.subjects ? (
                    <Controller
                      control={control}
                      name="teacherSubjects"
                      render={({ field }) => (
                        <ChoiceCheckboxes
                          legend={t("settings.subjects")}
                          choices={TEACHER_SUBJECTS.map((value) => ({
                            value,
                            label: t(SUBJECT_KEYS[value]),
                          }))}
                          value={field.value}
                          onChange={field.onChange}
                          name={field.name}
                          columns={{ base: 1, sm: 2 }}
                        />
                      )}
                    />
                  ) : null}
                  <Card.Root size="sm" variant="subtle" data-testid="verification-status">
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{t("settings.status.title")}</Text>
                      <Text fontSize="sm" role="status">
                        {user.emailverified
                          ? t("settings.status.verified")
                          : verify.data?.started
                            ? t("settings.status.linkSent", { email: user.email })
                            : t("settings.status.notVerified")}
                      </Text>
                      {fields.twoStep ? (
                        <Text fontSize="sm">
                          {user.twoStepAuth
                            ? t("settings.status.twoStepOn")
                            : t("settings.status.twoStepOff")}
                        </Text>
                      ) : null}
                    </Card.Body>
                  </Card.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("common.actions.close")}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form="settings-form" colorPalette="brand" loading={save.isPending}>
                {t("common.actions.save")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
            <PasswordErrorDialog password={passwordError} onClose={() => setPasswordError(null)} />
            {guard}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
