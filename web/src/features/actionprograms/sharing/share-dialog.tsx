import { Button, Fieldset, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  SHARE_RECIPIENT_KINDS,
  SHARE_RECIPIENTS_MAX,
  ShareRecipientSchema,
  type ShareRecipientKind,
} from "#shared/actionprograms/share-link.schema";
import { Checkbox } from "../../../shared/ui/chakra-parts/checkbox";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { CloseIcon } from "../../../shared/ui/icons";
import { SelectField, TextField } from "../../../shared/ui/text-field";
import { KIND_KEYS } from "./sharing-keys";
import { useShareProgram } from "./sharing.api";

interface RecipientRow {
  key: number;
  email: string;
  kind: ShareRecipientKind;
  /** For a pupil: "Eleven har fyllt 16 år" (unticked: the pupil may not appeal, an opening starts no clock). */
  sixteenOrOlder: boolean;
}

const newRow = (key: number): RecipientRow => ({ key, email: "", kind: "GUARDIAN", sixteenOrOlder: false });

/** The body's recipient: the age answer goes with a pupil only (the API refuses it for a guardian). */
const recipientOf = (row: RecipientRow) =>
  row.kind === "STUDENT"
    ? { email: row.email.trim(), kind: row.kind, sixteenOrOlder: row.sixteenOrOlder }
    : { email: row.email.trim(), kind: row.kind };

/**
 * Email addresses, each a guardian or the pupil; a bad one says "Ange en giltig e-postadress" and nothing is sent.
 * For a pupil the sharer says whether the pupil is 16 or older: only then may the pupil appeal, and the pupil's
 * first opening counts as the receipt.
 */
export function ShareDialog({ programId, onClose }: { programId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const helpId = useId();
  const [rows, setRows] = useState<RecipientRow[]>([newRow(0)]);
  const [submitted, setSubmitted] = useState(false);
  const share = useShareProgram(programId, onClose);
  const valid = (row: RecipientRow) => ShareRecipientSchema.safeParse(recipientOf(row)).success;
  const change = (key: number, patch: Partial<RecipientRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!rows.every(valid)) return;
    share.mutate({
      actionProgramId: programId,
      recipients: rows.map(recipientOf),
    });
  };
  return (
    <FormDialog
      open
      title={t("actionProgramSharing.staff.shareTitle")}
      submitLabel={t("actionProgramSharing.staff.send")}
      pending={share.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="share-dialog"
    >
      <Text fontSize="sm">{t("actionProgramSharing.staff.shareLead")}</Text>
      {rows.map((row, index) => (
        <Fieldset.Root key={row.key} gap="2" borderWidth="1px" rounded="md" p="3">
          <Fieldset.Legend fontSize="sm">
            {t("actionProgramSharing.staff.recipient", { number: index + 1 })}
          </Fieldset.Legend>
          <TextField
            type="email"
            autoComplete="off"
            label={t("actionProgramSharing.staff.email")}
            required
            value={row.email}
            onChange={(event) => change(row.key, { email: event.currentTarget.value })}
            error={submitted && !valid(row) ? t("actionProgramSharing.staff.invalidEmail") : undefined}
            data-testid={`share-email-${index}`}
          />
          <HStack align="end" gap="2">
            <SelectField
              label={t("actionProgramSharing.staff.kind")}
              options={SHARE_RECIPIENT_KINDS.map((kind) => ({
                value: kind,
                label: t(KIND_KEYS[kind]),
              }))}
              value={row.kind}
              onChange={(event) => change(row.key, { kind: event.currentTarget.value as ShareRecipientKind })}
              data-testid={`share-kind-${index}`}
            />
            {rows.length > 1 ? (
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t("actionProgramSharing.staff.removeRecipient", { number: index + 1 })}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
          </HStack>
          {row.kind === "STUDENT" ? (
            <Stack gap="1">
              <Checkbox.Root
                checked={row.sixteenOrOlder}
                onCheckedChange={(details) => change(row.key, { sixteenOrOlder: details.checked === true })}
                data-testid={`share-sixteen-${index}`}
              >
                <Checkbox.HiddenInput aria-describedby={`${helpId}-${row.key}`} />
                <Checkbox.Control />
                <Checkbox.Label>{t("actionProgramSharing.staff.sixteenOrOlder")}</Checkbox.Label>
              </Checkbox.Root>
              <Text id={`${helpId}-${row.key}`} fontSize="xs" color="fg.muted">
                {t("actionProgramSharing.staff.sixteenOrOlderHelp")}
              </Text>
            </Stack>
          ) : null}
        </Fieldset.Root>
      ))}
      {rows.length < SHARE_RECIPIENTS_MAX ? (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              setRows((current) => [...current, newRow(Math.max(...current.map((row) => row.key)) + 1)])
            }
          >
            {t("actionProgramSharing.staff.addRecipient")}
          </Button>
        </HStack>
      ) : null}
    </FormDialog>
  );
}
