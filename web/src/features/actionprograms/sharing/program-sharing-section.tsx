import { Button, Fieldset, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import {
  SHARE_RECIPIENT_KINDS,
  SHARE_RECIPIENTS_MAX,
  ShareRecipientSchema,
  stockholmDateOf,
  type ShareLink,
  type ShareRecipientKind,
} from "#shared/actionprograms/share-link.schema";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { Checkbox } from "../../../shared/ui/chakra-parts/checkbox";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { CloseIcon } from "../../../shared/ui/icons";
import { SectionCard } from "../../../shared/ui/section-card";
import { SelectField, TextField } from "../../../shared/ui/text-field";
import { KIND_IN_TEXT_KEYS, KIND_KEYS } from "./sharing-keys";
import { useProgramSharing, useRegisterAppeal, useRevokeShareLink, useShareProgram } from "./sharing.api";

/**
 * On a decided program's page: share it with guardians or the pupil (one mailed link each), its links (who, kind,
 * whether the recipient may appeal, valid until, opened, revoked) with revoking, and the appeal clock: the receipt
 * (the first opening by a recipient who may appeal: a guardian, or a pupil of 16 or more), "Överklagas senast"
 * (receipt + 3 weeks), and a registered appeal with the date to forward it to Överklagandenämnden.
 */
export function ProgramSharingSection({ program }: { program: ActionProgram }) {
  const { t, i18n } = useTranslation();
  const decided = program.status !== "draft";
  const sharing = useProgramSharing(program.id, decided);
  const [dialog, setDialog] = useState<"share" | "appeal" | null>(null);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const revoke = useRevokeShareLink(program.id);
  if (!decided) return null;

  const writes = program.myAccess !== "read";
  const day = (value: string) => formatDay(value, i18n.language);
  const clock = sharing.data?.clock;
  const now = new Date().toISOString();
  const stateOf = (link: ShareLink) =>
    link.revokedAt
      ? t("actionProgramSharing.staff.revokedOn", { date: day(link.revokedAt) })
      : link.expiresAt <= now
        ? t("actionProgramSharing.staff.expired")
        : t("actionProgramSharing.staff.active");
  const columns: DataColumn<ShareLink>[] = [
    { id: "email", header: t("actionProgramSharing.staff.email"), cell: (link) => link.email, primary: true },
    {
      id: "kind",
      header: t("actionProgramSharing.staff.kind"),
      cell: (link) => t(KIND_KEYS[link.kind]),
    },
    {
      id: "mayAppeal",
      header: t("actionProgramSharing.staff.mayAppeal"),
      cell: (link) =>
        t(
          link.mayAppeal
            ? "actionProgramSharing.staff.mayAppealYes"
            : "actionProgramSharing.staff.mayAppealNo",
        ),
    },
    { id: "expires", header: t("actionProgramSharing.staff.expires"), cell: (link) => day(link.expiresAt) },
    {
      id: "opened",
      header: t("actionProgramSharing.staff.opened"),
      cell: (link) =>
        link.firstOpenedAt
          ? t("actionProgramSharing.staff.openedTimes", {
              date: day(link.firstOpenedAt),
              count: link.openedCount,
            })
          : t("actionProgramSharing.staff.notOpened"),
    },
    { id: "state", header: t("actionProgramSharing.staff.state"), cell: stateOf },
    ...(writes
      ? [
          {
            id: "revoke",
            header: t("actionProgramSharing.staff.revoke"),
            cell: (link: ShareLink) =>
              link.revokedAt ? null : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t("actionProgramSharing.staff.revokeLabel", { email: link.email })}
                  onClick={() => setRevoking(link)}
                >
                  {t("actionProgramSharing.staff.revoke")}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <SectionCard
      title={t("actionProgramSharing.staff.title")}
      testId="program-sharing"
      actions={
        writes && program.status === "published" ? (
          <Button size="sm" variant="outline" onClick={() => setDialog("share")} data-testid="share-program">
            {t("actionProgramSharing.staff.share")}
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
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
          ) : sharing.data ? (
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
          ) : writes && sharing.data ? (
            <HStack>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog("appeal")}
                data-testid="register-appeal"
              >
                {t("actionProgramSharing.appeal.register")}
              </Button>
            </HStack>
          ) : null}
        </Stack>
        <DataTable
          caption={t("actionProgramSharing.staff.linksCaption")}
          columns={columns}
          rows={sharing.data?.links}
          getRowId={(link) => link.id}
          loading={sharing.isLoading}
          error={sharing.isError}
          onRetry={() => void sharing.refetch()}
          emptyText={t("actionProgramSharing.staff.noLinks")}
          framed={false}
        />
      </Stack>
      {dialog === "share" ? <ShareDialog programId={program.id} onClose={() => setDialog(null)} /> : null}
      {dialog === "appeal" ? (
        <AppealDialog
          programId={program.id}
          decidedAt={program.decidedAt ?? ""}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t("actionProgramSharing.staff.revokeTitle")}
        body={t("actionProgramSharing.staff.revokeBody")}
        confirmLabel={t("actionProgramSharing.staff.revoke")}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
}

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
function ShareDialog({ programId, onClose }: { programId: string; onClose: () => void }) {
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

/** The date an appeal arrived (today by default, never in the future nor before the decision). */
function AppealDialog({
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
  const [arrivedOn, setArrivedOn] = useState(today);
  const [submitted, setSubmitted] = useState(false);
  const register = useRegisterAppeal(programId, onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!arrivedOn) return;
    register.mutate({ arrivedOn });
  };
  return (
    <FormDialog
      open
      title={t("actionProgramSharing.appeal.registerTitle")}
      submitLabel={t("actionProgramSharing.appeal.register")}
      pending={register.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="appeal-dialog"
    >
      <Text fontSize="sm">{t("actionProgramSharing.appeal.registerLead")}</Text>
      <TextField
        type="date"
        label={t("actionProgramSharing.appeal.arrivedOn")}
        required
        min={decidedAt ? stockholmDateOf(decidedAt) : undefined}
        max={today}
        value={arrivedOn}
        onChange={(event) => setArrivedOn(event.currentTarget.value)}
        error={submitted && !arrivedOn ? t("actionProgramSharing.appeal.required") : undefined}
      />
    </FormDialog>
  );
}
