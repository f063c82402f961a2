import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TICKET_STEPS, type TicketStep } from "#shared/tickets/ticket.constants";
import { allowedTransitions } from "#shared/tickets/ticket.policy";
import { StepSummarySchema, type FullTicket } from "#shared/tickets/ticket.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { stepLabel } from "../../../shared/tickets/ticket-labels";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { ArrowRightIcon } from "../../../shared/ui/icons";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextareaField } from "../../../shared/ui/text-field";
import { useMoveStep } from "../tickets.api";

/** Moving the ticket, shared by the header's next-step button and the move card (which holds the summary). */
export function useStepMove(ticket: FullTicket, onArchived: () => void) {
  const move = useMoveStep(ticket.id);
  const [summary, setSummary] = useState("");
  // A summary over the schema's limit shows its error in the move card and moves nothing (it is never cut).
  const summaryFits = StepSummarySchema.safeParse(summary).success;
  const go = (status: TicketStep, after?: () => void) =>
    summaryFits &&
    move.mutate(
      { status, version: ticket.version, ...(summary.trim() ? { summary: summary.trim() } : {}) },
      {
        onSuccess: () => {
          setSummary("");
          after?.();
          if (status === "ARCHIVE") onArchived();
        },
      },
    );
  return { move, summary, setSummary, go };
}

export type StepMove = ReturnType<typeof useStepMove>;

/** The one step forward the policy allows from here (none at the end or when archived). */
export function nextStep(ticket: FullTicket): TicketStep | undefined {
  if (ticket.archived) return undefined;
  const at = TICKET_STEPS.indexOf(ticket.currentStep);
  return allowedTransitions(ticket.currentStep).find(
    (step) => step !== "ARCHIVE" && TICKET_STEPS.indexOf(step) > at,
  );
}

/** The page's primary action: 'Nästa steg: X', with the summary written in the move card. */
export function NextStepButton({ ticket, stepMove }: { ticket: FullTicket; stepMove: StepMove }) {
  const { t } = useTranslation();
  const step = nextStep(ticket);
  if (!step) return null;
  const { move, go } = stepMove;
  return (
    <Button
      colorPalette="brand"
      size="sm"
      loading={move.isPending && move.variables.status === step}
      onClick={() => go(step)}
      data-testid={`move-to-${step}`}
    >
      {t("tickets.steps.forward", { step: stepLabel(step) })}
      <ArrowRightIcon />
    </Button>
  );
}

/** The other moves: a summary for the step moved to, one step back, or straight to closing and archiving. */
export function StepMoves({ ticket, stepMove }: { ticket: FullTicket; stepMove: StepMove }) {
  const { t } = useTranslation();
  const [archiving, setArchiving] = useState(false);
  if (ticket.archived) return null;
  const { move, summary, setSummary, go } = stepMove;
  const at = TICKET_STEPS.indexOf(ticket.currentStep);
  const back = allowedTransitions(ticket.currentStep).filter(
    (step) => step !== "ARCHIVE" && TICKET_STEPS.indexOf(step) < at,
  );
  const mayArchive = allowedTransitions(ticket.currentStep).includes("ARCHIVE");
  return (
    <SectionCard title={t("tickets.steps.move")} testId="step-moves">
      <Stack gap="3">
        <TextareaField
          label={t("tickets.steps.summary")}
          helperText={t("tickets.steps.summaryHelp")}
          rows={3}
          maxChars={maxLengthOf(StepSummarySchema)}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
        />
        <Stack gap="2">
          {back.map((step) => (
            <Button
              key={step}
              size="sm"
              variant="outline"
              loading={move.isPending && move.variables.status === step}
              onClick={() => go(step)}
              data-testid={`move-to-${step}`}
            >
              {t("tickets.steps.backward", { step: stepLabel(step) })}
            </Button>
          ))}
          {mayArchive ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setArchiving(true)}
              data-testid="archive-ticket"
            >
              {t("tickets.steps.archive")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={archiving}
        title={t("tickets.steps.archiveTitle")}
        body={t("tickets.steps.archiveBody")}
        confirmLabel={t("tickets.steps.archive")}
        pending={move.isPending}
        onConfirm={() => go("ARCHIVE", () => setArchiving(false))}
        onClose={() => setArchiving(false)}
      />
    </SectionCard>
  );
}
