import { Badge, Box, Button, DataList, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { SMILEY_EMOJI, SMILEYS, TICKET_STEPS, type TicketStep } from "#shared/tickets/ticket.constants";
import { allowedTransitions, mayDo, mayOwnTickets } from "#shared/tickets/ticket.policy";
import {
  StepSummarySchema,
  TicketTextSchema,
  type FullTicket,
  type TicketDetail,
  type TimelineTicket,
} from "#shared/tickets/ticket.schema";
import { ApiError } from "../../../shared/api/api-error";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useSession } from "../../../shared/session/session.api";
import { Alert } from "../../../shared/ui/chakra-parts/alert";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormAlert } from "../../../shared/ui/form-alert";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { SectionCard } from "../../../shared/ui/section-card";
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import { showSuccess } from "../../../shared/ui/snackbar";
import { accessLabel, formatDateTime, smileyLabel, stepLabel } from "../../../shared/tickets/ticket-labels";
import {
  TicketConflictContext,
  useAddComment,
  useAddDecision,
  useAddFeedback,
  useDeleteMessage,
  useDeleteTicket,
  useEditComment,
  useEditStepSummary,
  useMoveStep,
  useSendMessage,
  useSendReminder,
  useTicket,
  useUpdateTicket,
} from "../tickets.api";
import { EditTicketDialog } from "./edit-ticket-dialog";
import { InlineTextEdit } from "./inline-text-edit";
import { TextEntryForm } from "./text-entry-form";
import { Entry, EntrySection, entryForm } from "./ticket-entries";
import { ROUTES, studentPath } from "../../../shared/routes";
import { maxLengthOf } from "../../../shared/forms/form-fields";

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
      <Badge colorPalette={ticket.archived ? "gray" : "brand"} data-testid="ticket-step">
        {stepLabel(ticket.currentStep)}
      </Badge>
    </HStack>
  );
}

function FullTicketView({ ticket, conflict }: { ticket: FullTicket; conflict: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTicket(ticket.id, () => void navigate(ROUTES.tickets));
  const open = !ticket.archived;
  const may = (operation: Parameters<typeof mayDo>[1]) => mayDo(ticket.myAccess, operation);
  const mayMove = may("moveStep");
  return (
    <>
      <PageHeader
        title={ticket.title}
        description={<Lead ticket={ticket} />}
        actions={
          <>
            <ReminderButton ticket={ticket} />
            {open && may("editText") ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="edit-ticket">
                {t("common.actions.edit")}
              </Button>
            ) : null}
            {may("delete") ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                {t("common.actions.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="6">
        {conflict ? <FormAlert status="error">{t("tickets.conflict")}</FormAlert> : null}
        {ticket.archived ? <ArchivedNotice ticket={ticket} /> : null}
        <StepProgress current={ticket.currentStep} />
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="6">
          <Stack gap="6" minWidth="0">
            <SectionCard title={t("tickets.fields.description")}>
              <Text whiteSpace="pre-wrap" data-testid="ticket-description">
                {ticket.description}
              </Text>
            </SectionCard>
            <StepHistory ticket={ticket} />
            <Messages ticket={ticket} />
            <Decisions ticket={ticket} />
            <FeedbackList ticket={ticket} />
          </Stack>
          <Stack gap="6" minWidth="0">
            <Details ticket={ticket} />
            {mayMove ? <StepMoves ticket={ticket} /> : null}
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

function ArchivedNotice({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const move = useMoveStep(ticket.id);
  const mayReopen = mayDo(ticket.myAccess, "moveStep");
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("tickets.archived.title")}</Alert.Title>
        <Alert.Description>{t("tickets.archived.text")}</Alert.Description>
      </Alert.Content>
      {mayReopen ? (
        <Button
          size="sm"
          variant="outline"
          loading={move.isPending}
          onClick={() => move.mutate({ status: "FEEDBACK", version: ticket.version })}
          data-testid="reopen-ticket"
        >
          {t("tickets.archived.reopen")}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

function stepState(index: number, at: number): "done" | "current" | "todo" {
  if (index < at) return "done";
  return index === at ? "current" : "todo";
}

/** The seven steps in order, the current one marked for sight and for screen readers (aria-current). */
function StepProgress({ current }: { current: TicketStep }) {
  const { t } = useTranslation();
  const at = TICKET_STEPS.indexOf(current);
  return (
    <Box
      as="ol"
      aria-label={t("tickets.steps.progress")}
      display="flex"
      flexWrap="wrap"
      gap="2"
      listStyleType="none"
      data-testid="step-progress"
    >
      {TICKET_STEPS.map((step, index) => {
        const state = stepState(index, at);
        return (
          <Box
            as="li"
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            px="3"
            py="1"
            rounded="full"
            fontSize="sm"
            borderWidth="1px"
            borderColor={state === "todo" ? "border" : "brand.solid"}
            bg={state === "current" ? "brand.solid" : state === "done" ? "brand.subtle" : "bg"}
            color={state === "current" ? "brand.contrast" : "fg"}
            fontWeight={state === "current" ? "bold" : "normal"}
          >
            {index + 1}. {stepLabel(step)}
            {state === "done" ? <VisuallyHiddenText>{t("tickets.steps.done")}</VisuallyHiddenText> : null}
          </Box>
        );
      })}
    </Box>
  );
}

function VisuallyHiddenText({ children }: { children: ReactNode }) {
  return (
    <Box as="span" srOnly>
      {" "}
      ({children})
    </Box>
  );
}

/** Each step the ticket entered, newest last, with its summary and comments; comments go on the current step. */
function StepHistory({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const comment = useAddComment(ticket.id);
  const editComment = useEditComment(ticket.id);
  const editSummary = useEditStepSummary(ticket.id);
  const latest = ticket.steps.at(-1);
  const mayComment = !ticket.archived && mayDo(ticket.myAccess, "comment");
  const maySummarise = !ticket.archived && mayDo(ticket.myAccess, "editStepSummary");
  return (
    <SectionCard title={t("tickets.steps.history")} testId="step-history">
      <Stack as="ol" gap="5" listStyleType="none">
        {ticket.steps.map((step) => (
          <Stack as="li" key={step.id} gap="2" borderLeftWidth="3px" borderColor="brand.solid" pl="3">
            <Heading as="h3" size="sm">
              {stepLabel(step.status)}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t("tickets.steps.movedBy", {
                name: step.createdBy.name,
                date: formatDateTime(step.createdAt),
              })}
            </Text>
            {step.summary ? <Text whiteSpace="pre-wrap">{step.summary}</Text> : null}
            {maySummarise ? (
              <InlineTextEdit
                value={step.summary}
                label={t("tickets.steps.summaryLabel")}
                editLabel={t("tickets.steps.editSummary", { step: stepLabel(step.status) })}
                pending={editSummary.isPending}
                allowEmpty
                maxLength={maxLengthOf(StepSummarySchema)}
                onSave={(summary, done) =>
                  editSummary.mutate({ id: step.id, summary, version: step.version }, { onSuccess: done })
                }
              />
            ) : null}
            {step.events.length > 0 ? (
              <Stack as="ul" gap="2" listStyleType="none" aria-label={t("tickets.steps.comments")}>
                {step.events.map((event) => (
                  <Entry
                    key={event.id}
                    name={event.author.name}
                    createdAt={event.createdAt}
                    text={event.comment}
                    testId="step-comment"
                  >
                    {mayComment && event.author.id === user.id ? (
                      <InlineTextEdit
                        value={event.comment}
                        label={t("tickets.steps.comment")}
                        editLabel={t("tickets.steps.editComment", { date: formatDateTime(event.createdAt) })}
                        pending={editComment.isPending}
                        maxLength={maxLengthOf(TicketTextSchema)}
                        onSave={(text, done) =>
                          editComment.mutate(
                            { id: event.id, comment: text, version: event.version },
                            { onSuccess: done },
                          )
                        }
                      />
                    ) : null}
                  </Entry>
                ))}
              </Stack>
            ) : null}
            {mayComment && step.id === latest?.id ? (
              <TextEntryForm
                label={t("tickets.steps.comment")}
                submitLabel={t("tickets.steps.addComment")}
                pending={comment.isPending}
                onSubmit={(text, done) =>
                  comment.mutate({ stepId: step.id, comment: text }, { onSuccess: done })
                }
                testId="comment-form"
              />
            ) : null}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

function Messages({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const send = useSendMessage(ticket.id);
  const remove = useDeleteMessage(ticket.id);
  const mayWrite = !ticket.archived && mayDo(ticket.myAccess, "message");
  return (
    <EntrySection
      title={t("tickets.messages.title")}
      testId="ticket-messages"
      emptyText={t("tickets.messages.empty")}
      count={ticket.messages.length}
      form={entryForm(mayWrite, send, {
        label: t("tickets.messages.new"),
        submitLabel: t("tickets.messages.send"),
        testId: "message-form",
      })}
    >
      {ticket.messages.map((message) => (
        <Entry
          key={message.id}
          name={message.author.name}
          createdAt={message.createdAt}
          text={message.text}
          testId="ticket-message"
          aside={
            mayWrite && message.author.id === user.id ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                loading={remove.isPending && remove.variables === message.id}
                onClick={() => remove.mutate(message.id)}
                aria-label={t("tickets.messages.delete", { date: formatDateTime(message.createdAt) })}
              >
                {t("common.actions.delete")}
              </Button>
            ) : null
          }
        />
      ))}
    </EntrySection>
  );
}

function Decisions({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const decide = useAddDecision(ticket.id);
  const mayDecide = !ticket.archived && mayDo(ticket.myAccess, "decide");
  return (
    <EntrySection
      title={t("tickets.decisions.title")}
      testId="ticket-decisions"
      emptyText={t("tickets.decisions.empty")}
      count={ticket.decisions.length}
      form={entryForm(mayDecide, decide, {
        label: t("tickets.decisions.new"),
        submitLabel: t("tickets.decisions.add"),
        testId: "decision-form",
      })}
    >
      {ticket.decisions.map((decision) => (
        <Entry
          key={decision.id}
          name={decision.decidedBy.name}
          createdAt={decision.createdAt}
          byline={t("tickets.decisions.by", {
            name: decision.decidedBy.name,
            date: formatDateTime(decision.createdAt),
          })}
          text={decision.text}
        />
      ))}
    </EntrySection>
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
      actions={
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to={ROUTES.feedback}>{t("tickets.feedback.all")}</RouterLink>
        </Link>
      }
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

/** Owner (with assignment for those who manage), reporter, access, dates and the reminders sent. */
function Details({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const mayAssign = !ticket.archived && mayDo(ticket.myAccess, "assign");
  return (
    <SectionCard title={t("tickets.details.title")} testId="ticket-details">
      <Stack gap="4">
        <DataList.Root orientation="vertical" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t("tickets.fields.owner")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="ticket-owner-name">
              {ticket.owner?.name ?? t("tickets.owner.none")}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("tickets.fields.notifier")}</DataList.ItemLabel>
            <DataList.ItemValue>{ticket.notifier.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("tickets.fields.access")}</DataList.ItemLabel>
            <DataList.ItemValue>{accessLabel(ticket.access)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("tickets.fields.created")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(ticket.createdAt)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("tickets.fields.updated")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(ticket.updatedAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {mayAssign ? <AssignOwner key={ticket.version} ticket={ticket} /> : null}
        {ticket.reminders.length > 0 ? (
          <Stack gap="1">
            <Heading as="h3" size="xs">
              {t("tickets.reminder.history")}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
              {ticket.reminders.map((reminder) => (
                <li key={reminder.id}>
                  {t("tickets.reminder.entry", {
                    from: reminder.sentBy.name,
                    to: reminder.sentTo.name,
                    date: formatDateTime(reminder.createdAt),
                  })}
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

function AssignOwner({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: school } = useSchool(ticket.schoolId);
  const update = useUpdateTicket(ticket.id);
  const [chosen, setChosen] = useState(ticket.owner?.id ?? "");
  const owners = (school?.users ?? []).filter((member) => mayOwnTickets(member.roles));
  const iMayOwn = owners.some((member) => member.id === user.id);
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ version: ticket.version, ownerId: chosen || null });
      }}
    >
      <SelectField
        label={t("tickets.owner.assign")}
        placeholder={t("tickets.owner.none")}
        options={owners.map((member) => ({ value: member.id, label: member.name }))}
        size="sm"
        data-testid="assign-owner"
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      <HStack gap="2" flexWrap="wrap">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={update.isPending}
          disabled={chosen === (ticket.owner?.id ?? "")}
        >
          {t("tickets.owner.save")}
        </Button>
        {iMayOwn && ticket.owner?.id !== user.id ? (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="brand"
            loading={update.isPending}
            onClick={() => update.mutate({ version: ticket.version, ownerId: user.id })}
          >
            {t("tickets.owner.takeIt")}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** The moves the policy allows from here: one step on, one step back, or straight to closing and archiving. */
function StepMoves({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const move = useMoveStep(ticket.id);
  const [summary, setSummary] = useState("");
  const [archiving, setArchiving] = useState(false);
  if (ticket.archived) return null;
  const at = TICKET_STEPS.indexOf(ticket.currentStep);
  const go = (status: TicketStep) =>
    move.mutate(
      { status, version: ticket.version, ...(summary.trim() ? { summary: summary.trim() } : {}) },
      {
        onSuccess: () => {
          setSummary("");
          setArchiving(false);
        },
      },
    );
  const targets = allowedTransitions(ticket.currentStep);
  return (
    <SectionCard title={t("tickets.steps.move")} testId="step-moves">
      <Stack gap="3">
        <TextareaField
          label={t("tickets.steps.summary")}
          helperText={t("tickets.steps.summaryHelp")}
          rows={3}
          maxLength={maxLengthOf(StepSummarySchema)}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
        />
        <Stack gap="2">
          {targets.map((step) => {
            const index = TICKET_STEPS.indexOf(step);
            if (step === "ARCHIVE")
              return (
                <Button
                  key={step}
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setArchiving(true)}
                  data-testid="archive-ticket"
                >
                  {t("tickets.steps.archive")}
                </Button>
              );
            return (
              <Button
                key={step}
                size="sm"
                colorPalette={index > at ? "brand" : undefined}
                variant={index > at ? "solid" : "outline"}
                loading={move.isPending && move.variables.status === step}
                onClick={() => go(step)}
                data-testid={`move-to-${step}`}
              >
                {index > at
                  ? t("tickets.steps.forward", { step: stepLabel(step) })
                  : t("tickets.steps.backward", { step: stepLabel(step) })}
              </Button>
            );
          })}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={archiving}
        title={t("tickets.steps.archiveTitle")}
        body={t("tickets.steps.archiveBody")}
        confirmLabel={t("tickets.steps.archive")}
        pending={move.isPending}
        onConfirm={() => go("ARCHIVE")}
        onClose={() => setArchiving(false)}
      />
    </SectionCard>
  );
}

/** A reminder to the owner: for anyone who can see the ticket, when there is an owner other than themselves. */
function ReminderButton({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const remind = useSendReminder(ticket.id);
  if (ticket.archived || !ticket.owner || ticket.owner.id === user.id) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      loading={remind.isPending}
      onClick={() => remind.mutate(undefined)}
      data-testid="send-reminder"
    >
      {t("tickets.reminder.send")}
    </Button>
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
      <PageHeader
        title={t("tickets.view.timelineTitle")}
        description={<Lead ticket={ticket} />}
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
        <StepProgress current={ticket.currentStep} />
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
