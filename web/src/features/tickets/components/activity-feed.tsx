import { Box, Circle, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { mayDo } from "#shared/tickets/ticket.policy";
import { TicketTextSchema, type FullTicket } from "#shared/tickets/ticket.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { useSession } from "../../../shared/session/session.api";
import { formatDateTime, stepLabel } from "../../../shared/tickets/ticket-labels";
import { CommentIcon, DecisionIcon, ChatIcon, TrashIcon } from "../../../shared/ui/icons";
import { SectionCard } from "../../../shared/ui/section-card";
import {
  useAddComment,
  useAddDecision,
  useDeleteMessage,
  useEditComment,
  useSendMessage,
} from "../tickets.api";
import { buildActivity, type ActivityItem } from "./activity";
import { InlineTextEdit } from "./inline-text-edit";
import { TextEntryForm } from "../../../shared/ui/text-entry-form";
import { entryForm } from "./ticket-entries";

const KIND_STYLE = {
  comment: { icon: CommentIcon, palette: "brand", testId: "step-comment" },
  message: { icon: ChatIcon, palette: "teal", testId: "ticket-message" },
  decision: { icon: DecisionIcon, palette: "purple", testId: "ticket-decision" },
} as const;

/**
 * The ticket's one activity feed: comments, messages and decisions by time, each with its type as an icon (hidden
 * from assistive technology) and as text; below it the forms the caller's access allows.
 */
export function ActivityFeed({ ticket }: { ticket: FullTicket }) {
  const { t } = useTranslation();
  const comment = useAddComment(ticket.id);
  const send = useSendMessage(ticket.id);
  const decide = useAddDecision(ticket.id);
  const open = !ticket.archived;
  const latest = ticket.steps.at(-1);
  const items = buildActivity(ticket);
  const messageForm = entryForm(open && mayDo(ticket.myAccess, "message"), send, {
    label: t("tickets.messages.new"),
    submitLabel: t("tickets.messages.send"),
    testId: "message-form",
  });
  const decisionForm = entryForm(open && mayDo(ticket.myAccess, "decide"), decide, {
    label: t("tickets.decisions.new"),
    submitLabel: t("tickets.decisions.add"),
    testId: "decision-form",
  });
  const mayComment = open && mayDo(ticket.myAccess, "comment") && latest;
  return (
    <SectionCard title={t("tickets.activity.title")} testId="ticket-activity">
      <Stack gap="5">
        {items.length === 0 ? <Text color="fg.muted">{t("tickets.activity.empty")}</Text> : null}
        <Stack as="ol" gap="0" listStyleType="none" aria-label={t("tickets.activity.list")}>
          {items.map((item, index) => (
            <ActivityEntry
              key={`${item.kind}-${item.id}`}
              item={item}
              ticket={ticket}
              last={index === items.length - 1}
            />
          ))}
        </Stack>
        {mayComment || messageForm || decisionForm ? (
          <Stack gap="4" borderTopWidth="1px" pt="4">
            {mayComment ? (
              <TextEntryForm
                label={t("tickets.steps.comment")}
                submitLabel={t("tickets.steps.addComment")}
                schema={TicketTextSchema}
                send={(text) => comment.mutateAsync({ stepId: latest.id, comment: text })}
                testId="comment-form"
              />
            ) : null}
            {messageForm ? <TextEntryForm schema={TicketTextSchema} {...messageForm} /> : null}
            {decisionForm ? <TextEntryForm schema={TicketTextSchema} {...decisionForm} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

function ActivityEntry({ item, ticket, last }: { item: ActivityItem; ticket: FullTicket; last: boolean }) {
  const { t } = useTranslation();
  const style = KIND_STYLE[item.kind];
  const KindIcon = style.icon;
  const author =
    item.kind === "comment"
      ? item.event.author
      : item.kind === "message"
        ? item.message.author
        : item.decision.decidedBy;
  const text =
    item.kind === "comment"
      ? item.event.comment
      : item.kind === "message"
        ? item.message.text
        : item.decision.text;
  const kindLabel =
    item.kind === "comment"
      ? t("tickets.activity.commentIn", { step: stepLabel(item.step) })
      : item.kind === "message"
        ? t("tickets.activity.message")
        : t("tickets.activity.decision");
  return (
    <HStack as="li" align="stretch" gap="3" data-testid={style.testId} data-kind={item.kind}>
      <Stack align="center" gap="0" flexShrink={0}>
        <Circle size="8" bg={`${style.palette}.subtle`} color={`${style.palette}.fg`}>
          <KindIcon boxSize="4" />
        </Circle>
        {last ? null : <Box flex="1" width="2px" bg="border" my="1" />}
      </Stack>
      <Stack gap="1" minWidth="0" flex="1" pb={last ? "0" : "5"}>
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0" minWidth="0">
            <Text fontSize="xs" fontWeight="semibold" color={`${style.palette}.fg`} textTransform="uppercase">
              {kindLabel}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.kind === "decision"
                ? t("tickets.decisions.by", { name: author.name, date: formatDateTime(item.createdAt) })
                : t("tickets.byline", { name: author.name, date: formatDateTime(item.createdAt) })}
            </Text>
          </Stack>
          {item.kind === "message" ? <DeleteMessage ticket={ticket} item={item} /> : null}
        </HStack>
        <Text whiteSpace="pre-wrap">{text}</Text>
        {item.kind === "comment" ? <EditComment ticket={ticket} item={item} /> : null}
      </Stack>
    </HStack>
  );
}

function DeleteMessage({
  ticket,
  item,
}: {
  ticket: FullTicket;
  item: Extract<ActivityItem, { kind: "message" }>;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const remove = useDeleteMessage(ticket.id);
  const mayWrite = !ticket.archived && mayDo(ticket.myAccess, "message");
  if (!mayWrite || item.message.author.id !== user.id) return null;
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      loading={remove.isPending && remove.variables === item.id}
      onClick={() => remove.mutate(item.id)}
      aria-label={t("tickets.messages.delete", { date: formatDateTime(item.createdAt) })}
    >
      <TrashIcon />
    </IconButton>
  );
}

function EditComment({
  ticket,
  item,
}: {
  ticket: FullTicket;
  item: Extract<ActivityItem, { kind: "comment" }>;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const edit = useEditComment(ticket.id);
  const mayComment = !ticket.archived && mayDo(ticket.myAccess, "comment");
  if (!mayComment || item.event.author.id !== user.id) return null;
  const { event } = item;
  return (
    <InlineTextEdit
      value={event.comment}
      label={t("tickets.steps.comment")}
      editLabel={t("tickets.steps.editComment", { date: formatDateTime(event.createdAt) })}
      pending={edit.isPending}
      maxChars={maxLengthOf(TicketTextSchema)}
      onSave={(text, done) =>
        edit.mutate({ id: event.id, comment: text, version: event.version }, { onSuccess: done })
      }
    />
  );
}
