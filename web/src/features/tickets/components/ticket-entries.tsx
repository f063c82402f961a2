import { HStack, Stack, Text } from "@chakra-ui/react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../shared/ui/section-card";
import { formatDateTime } from "../../../shared/tickets/ticket-labels";
import { TicketTextSchema } from "#shared/tickets/ticket.schema";
import { TextEntryForm } from "../../../shared/ui/text-entry-form";

/** One written entry of a ticket (comment, message, decision, feedback): who and when, the text, and extras. */
export function Entry({
  name,
  createdAt,
  byline,
  text,
  aside,
  children,
  testId,
}: {
  name: string;
  createdAt: string;
  /** Another wording of "who, when" (decisions say "decided by"). */
  byline?: string;
  text: string;
  /** Beside the entry (a delete button). */
  aside?: ReactNode;
  /** Below the text (reactions, an edit). */
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <HStack
      as="li"
      align="flex-start"
      justify="space-between"
      gap="3"
      bg="bg.muted"
      rounded="md"
      p="2"
      data-testid={testId}
    >
      <Stack gap="0" minWidth="0" flex="1">
        <Text fontSize="sm" fontWeight="medium">
          {byline ?? t("tickets.byline", { name, date: formatDateTime(createdAt) })}
        </Text>
        <Text whiteSpace="pre-wrap">{text}</Text>
        {children}
      </Stack>
      {aside}
    </HStack>
  );
}

/** The form under a list of entries, when the caller may add one. */
export interface EntryForm {
  label: string;
  submitLabel: string;
  /** Resolves once the server has the text (the field is cleared then). */
  send: (text: string) => Promise<unknown>;
  testId: string;
}

/** The form for a new entry sent by `mutation` (its variable is the text), or none when it is not `allowed`. */
export function entryForm(
  allowed: boolean,
  mutation: Pick<UseMutationResult<unknown, unknown, string>, "mutateAsync">,
  texts: { label: string; submitLabel: string; testId: string },
): EntryForm | null {
  if (!allowed) return null;
  return {
    ...texts,
    send: (text) => mutation.mutateAsync(text),
  };
}

/** A titled list of entries with its empty text and, when allowed, the form for a new one. */
export function EntrySection({
  title,
  testId,
  actions,
  emptyText,
  count,
  form,
  children,
}: {
  title: string;
  testId: string;
  actions?: ReactNode;
  emptyText: string;
  count: number;
  form: EntryForm | null;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} testId={testId} actions={actions}>
      <Stack gap="4">
        {count === 0 ? <Text color="fg.muted">{emptyText}</Text> : null}
        <Stack as="ul" gap="2" listStyleType="none">
          {children}
        </Stack>
        {form ? <TextEntryForm schema={TicketTextSchema} {...form} /> : null}
      </Stack>
    </SectionCard>
  );
}
