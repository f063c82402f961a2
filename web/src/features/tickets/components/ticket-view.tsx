import { Box, Button, DataList, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { SMILEY_EMOJI, SMILEYS } from "#shared/tickets/ticket.constants";
import { mayDo } from "#shared/tickets/ticket.policy";
import {
  StepSummarySchema,
  type FullTicket,
  type TicketDetail,
  type TimelineTicket,
} from "#shared/tickets/ticket.schema";
import { ApiError } from "../../../shared/api/api-error";
import { useStudents } from "../../../shared/data/students.api";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { ROUTES, studentPath } from "../../../shared/routes";
import { formatDateTime, smileyLabel, stepLabel, ticketState } from "../../../shared/tickets/ticket-labels";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormAlert } from "../../../shared/ui/form-alert";
import { PencilIcon, TrashIcon } from "../../../shared/ui/icons";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { SectionCard } from "../../../shared/ui/section-card";
import { showSuccess } from "../../../shared/ui/snackbar";
import {
  TicketConflictContext,
  useAddFeedback,
  useDeleteTicket,
  useEditStepSummary,
  useTicket,
} from "../tickets.api";
import { ActivityFeed } from "./activity-feed";
import { EditTicketDialog } from "./edit-ticket-dialog";
import { InlineTextEdit } from "./inline-text-edit";
import { NextStepButton, StepMoves, useStepMove } from "./step-moves";
import { ArchivedNotice, Details, ReminderButton } from "./ticket-details";
import { Entry, EntrySection, entryForm } from "./ticket-entries";
import { TicketHeader } from "./ticket-header";
import { SmallLink } from "../../../shared/ui/small-link";
import { StatusBadge } from "../../../shared/ui/status-badge";

/** One ticket: the full page from read access up, the simplified timeline below (spec section 4). */
export function TicketView({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const ticket = useTicket(ticketId);
  const [conflict, setConflict] = useState(false);
  const missing = ticket.error instanceof ApiError && [400, 403, 404].includes(ticket.error.status);
  // A failed background refresh keeps what is on screen; a ticket gone or out of reach never stays shown.
  if (ticket.error && (missing || !ticket.data)) {
    return (
      <>
        <BackLink />
        <PageHeader
          title={missing ? t("tickets.view.notFound") : t("errors.page.otherTitle")}
          description={missing ? t("tickets.view.notFoundText") : t("errors.page.otherText")}
        />
      </>
    );
  }
  if (!ticket.data) return <PageLoading />;
  return (
    <TicketConflictContext.Provider value={setConflict}>
      <BackLink />
      {ticket.data.view === "full" ? (
        <FullTicketView ticket={ticket.data} conflict={conflict} />
      ) : (
        <TimelineView ticket={ticket.data} />
      )}
    </TicketConflictContext.Provider>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link asChild color="brand.fg" fontSize="sm" mb="3" display="inline-block">
      <RouterLink to={ROUTES.tickets}>{t("tickets.view.back")}</RouterLink>
    </Link>
  );
}

/** The pupil's name (from the school's pupil list, already loaded by the list page), linked to their page. */
function StudentName({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const students = useStudents(ticket.schoolId);
  const name = students.data?.find((student) => student.id === ticket.studentId)?.name;
  if (!name) return <>{t("tickets.view.unknownStudent")}</>;
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={studentPath(ticket.studentId)}>{name}</RouterLink>
    </Link>
  );
}

function Lead({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <HStack as="span" gap="2" flexWrap="wrap">
      <span>
        {t("tickets.fields.student")}: <StudentName ticket={ticket} />
      </span>
      <StatusBadge state={ticketState(ticket)} data-testid="ticket-step">
        {stepLabel(ticket.currentStep)}
      </StatusBadge>
    </HStack>
  );
}

function FullTicketView({ ticket, conflict }: { ticket: FullTicket; conflict: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const remove = useDeleteTicket(ticket.id, () => void navigate(ROUTES.tickets));
  // After archiving: the new state is announced at once, and once the page shows it, its notice is scrolled to and
  // focused (a keyboard user's archive button is gone).
  const archivedNow = useRef(false);
  const notice = useRef<HTMLDivElement>(null);
  const stepMove = useStepMove(ticket, () => {
    archivedNow.current = true;
    setAnnouncement(`${t("tickets.archived.title")}. ${t("tickets.archived.text")}`);
  });
  useEffect(() => {
    if (!ticket.archived || !archivedNow.current) return;
    archivedNow.current = false;
    notice.current?.scrollIntoView?.({ block: "center" });
    notice.current?.focus({ preventScroll: true });
  }, [ticket.archived]);
  const open = !ticket.archived;
  const may = (operation: Parameters<typeof mayDo>[1]) => mayDo(ticket.myAccess, operation);
  const mayMove = may("moveStep");
  return (
    <>
      <TicketHeader
        title={ticket.title}
        lead={<Lead ticket={ticket} />}
        current={ticket.currentStep}
        primary={mayMove ? <NextStepButton ticket={ticket} stepMove={stepMove} /> : null}
        actions={
          <>
            <ReminderButton ticket={ticket} />
            {open && may("editText") ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="edit-ticket">
                <PencilIcon />
                {t("common.actions.edit")}
              </Button>
            ) : null}
            {may("delete") ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                <TrashIcon />
                {t("common.actions.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <Box srOnly role="status" aria-live="polite" data-testid="ticket-announcement">
        {announcement}
      </Box>
      <Stack gap="6">
        {conflict ? <FormAlert status="error">{t("tickets.conflict")}</FormAlert> : null}
        {ticket.archived ? <ArchivedNotice ref={notice} ticket={ticket} /> : null}
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="6">
          <Stack gap="6" minWidth="0">
            <SectionCard title={t("tickets.fields.description")}>
              <Text whiteSpace="pre-wrap" data-testid="ticket-description">
                {ticket.description}
              </Text>
            </SectionCard>
            <ActivityFeed ticket={ticket} />
            <FeedbackList ticket={ticket} />
          </Stack>
          <Stack gap="6" minWidth="0">
            {mayMove ? <StepMoves ticket={ticket} stepMove={stepMove} /> : null}
            <Details ticket={ticket} />
            <StepHistory ticket={ticket} />
          </Stack>
        </Grid>
      </Stack>
      {editing ? (
        <EditTicketDialog
          ticket={ticket}
          onClose={() => setEditing(false)}
          onSaved={(updated) => {
            setEditing(false);
            if (!updated) {
              showSuccess("tickets.accessLost");
              void navigate(ROUTES.tickets);
            }
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t("tickets.delete.title")}
        body={t("tickets.delete.body")}
        confirmLabel={t("common.actions.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

/** Each step the ticket entered, oldest first, with who moved it, when, and its summary (editable while open). */
function StepHistory({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const editSummary = useEditStepSummary(ticket.id);
  const maySummarise = !ticket.archived && mayDo(ticket.myAccess, "editStepSummary");
  return (
    <SectionCard title={t("tickets.steps.history")} testId="step-history">
      <Stack as="ol" gap="4" listStyleType="none">
        {ticket.steps.map((step) => (
          <Stack as="li" key={step.id} gap="1" borderLeftWidth="3px" borderColor="brand.solid" pl="3">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Heading as="h3" size="sm">
                {stepLabel(step.status)}
              </Heading>
              {maySummarise ? (
                <InlineTextEdit
                  value={step.summary}
                  label={t("tickets.steps.summaryLabel")}
                  editLabel={t("tickets.steps.editSummary", { step: stepLabel(step.status) })}
                  pending={editSummary.isPending}
                  allowEmpty
                  maxChars={maxLengthOf(StepSummarySchema)}
                  onSave={(summary, done) =>
                    editSummary.mutate({ id: step.id, summary, version: step.version }, { onSuccess: done })
                  }
                />
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t("tickets.steps.movedBy", {
                name: step.createdBy.name,
                date: formatDateTime(step.createdAt),
              })}
            </Text>
            {step.summary ? <Text whiteSpace="pre-wrap">{step.summary}</Text> : null}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

function FeedbackList({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const give = useAddFeedback(ticket.id);
  const mayGive = !ticket.archived && mayDo(ticket.myAccess, "feedback");
  return (
    <EntrySection
      title={t("tickets.feedback.title")}
      testId="ticket-feedback"
      actions={<SmallLink to={ROUTES.feedback}>{t("tickets.feedback.all")}</SmallLink>}
      emptyText={t("tickets.feedback.empty")}
      count={ticket.feedback.length}
      form={entryForm(mayGive, give, {
        label: t("tickets.feedback.new"),
        submitLabel: t("tickets.feedback.add"),
        testId: "feedback-form",
      })}
    >
      {ticket.feedback.map((entry) => (
        <Entry key={entry.id} name={entry.author.name} createdAt={entry.createdAt} text={entry.text}>
          {entry.reactions.length > 0 ? (
            <HStack as="ul" gap="3" mt="1" listStyleType="none" flexWrap="wrap">
              {SMILEYS.map((smiley) => {
                const count = entry.reactions.filter((reaction) => reaction.smiley === smiley).length;
                if (count === 0) return null;
                return (
                  <Text as="li" key={smiley} fontSize="sm">
                    <span aria-hidden="true">{SMILEY_EMOJI[smiley]}</span> {smileyLabel(smiley)}: {count}
                  </Text>
                );
              })}
            </HStack>
          ) : null}
        </Entry>
      ))}
    </EntrySection>
  );
}

/**
 * The simplified timeline: which steps, when, who reported and who is responsible; nothing of the content, except
 * that the reader who reported the matter reads what they wrote.
 */
function TimelineView({ ticket }: { ticket: TimelineTicket }) {
  const { t } = useTranslation();
  return (
    <>
      <TicketHeader
        title={t("tickets.view.timelineTitle")}
        lead={<Lead ticket={ticket} />}
        current={ticket.currentStep}
        actions={<ReminderButton ticket={ticket} />}
      />
      <Stack gap="6">
        <Text>{t("tickets.view.timelineText")}</Text>
        {ticket.ownReport ? (
          <SectionCard title={t("tickets.view.ownReport")} testId="own-report">
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {ticket.ownReport.title}
              </Heading>
              <Text whiteSpace="pre-wrap">{ticket.ownReport.description}</Text>
            </Stack>
          </SectionCard>
        ) : null}
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="6">
          <SectionCard title={t("tickets.steps.history")} testId="step-history">
            <Stack as="ol" gap="3" listStyleType="none">
              {ticket.steps.map((step) => (
                <Stack as="li" key={step.id} gap="0" borderLeftWidth="3px" borderColor="brand.solid" pl="3">
                  <Heading as="h3" size="sm">
                    {stepLabel(step.status)}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(step.createdAt)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </SectionCard>
          <SectionCard title={t("tickets.details.title")}>
            <DataList.Root orientation="vertical" gap="3">
              <DataList.Item>
                <DataList.ItemLabel>{t("tickets.fields.owner")}</DataList.ItemLabel>
                <DataList.ItemValue>{ticket.owner?.name ?? t("tickets.owner.none")}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t("tickets.fields.notifier")}</DataList.ItemLabel>
                <DataList.ItemValue>{ticket.notifier.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t("tickets.fields.created")}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(ticket.createdAt)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </SectionCard>
        </Grid>
      </Stack>
    </>
  );
}
