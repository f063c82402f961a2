import { Button, DataList, Heading, HStack, Stack } from "@chakra-ui/react";
import { forwardRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mayDo, mayOwnTickets } from "#shared/tickets/ticket.policy";
import type { FullTicket, TicketDetail } from "#shared/tickets/ticket.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useSession } from "../../../shared/session/session.api";
import { accessLabel, formatDateTime } from "../../../shared/tickets/ticket-labels";
import { Alert } from "../../../shared/ui/chakra-parts/alert";
import { SectionCard } from "../../../shared/ui/section-card";
import { SelectField } from "../../../shared/ui/text-field";
import { useMoveStep, useSendReminder, useUpdateTicket } from "../tickets.api";

/**
 * The archived state at the top of the page; it takes focus after archiving (the page's live region announces it),
 * so it is a labelled region rather than a second live region.
 */
export const ArchivedNotice = forwardRef<HTMLDivElement, { ticket: FullTicket }>(function ArchivedNotice(
  { ticket },
  ref,
) {
  const { t } = useTranslation();
  const move = useMoveStep(ticket.id);
  const mayReopen = mayDo(ticket.myAccess, "moveStep");
  return (
    <Alert.Root
      ref={ref}
      status="info"
      role="region"
      aria-label={t("tickets.archived.title")}
      tabIndex={-1}
      data-testid="archived-notice"
    >
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
});

/** Owner (with assignment for those who manage), reporter, access, dates and the reminders sent. */
export function Details({ ticket }: { ticket: FullTicket }) {
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

/** A reminder to the owner: for anyone who can see the ticket, when there is an owner other than themselves. */
export function ReminderButton({ ticket }: { ticket: TicketDetail }) {
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
