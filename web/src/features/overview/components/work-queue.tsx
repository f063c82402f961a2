import { Box, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isTicketStaffRole } from "#shared/tickets/ticket.policy";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { useNotifications } from "../../../shared/data/notifications.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTicketPreview, type TicketFilters } from "../../../shared/data/tickets.api";
import { ROUTES, ticketPath } from "../../../shared/routes";
import { useSession } from "../../../shared/session/session.api";
import { useOverviewCards } from "../../../shared/features/slots";
import { formatDateTime, stepLabel, ticketState } from "../../../shared/tickets/ticket-labels";
import { BellIcon } from "../../../shared/ui/icons";
import { QueueCard, QueueList } from "../../../shared/ui/queue-card";

/** How many tickets a queue card lists before 'Visa alla'. */
const SHOWN = 5;

/** The list page with the same filters, so 'Visa alla' opens what the card counts. */
function listLink(filters: TicketFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value as string);
  return `${ROUTES.tickets}?${params.toString()}`;
}

/**
 * What waits for the signed-in user today at the active school: for student-health staff the unassigned tickets to
 * receive and their own ongoing tickets; for teachers the tickets they follow; for everyone the unseen
 * notifications. Read from the lists the app already has (no endpoint of its own).
 */
export function WorkQueue({ schoolId, tickets }: { schoolId: string; tickets: boolean }) {
  const { t } = useTranslation();
  const { user, role, schoolSummary } = useSession();
  const staff = isTicketStaffRole(role);
  const school = schoolSummary?.name ?? "";
  const cards = useOverviewCards();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" mb="6" data-testid="work-queue">
      {tickets && staff ? (
        <TicketQueue
          schoolId={schoolId}
          title={t("overview.queue.toReceive")}
          lead={t("overview.queue.toReceiveText", { school })}
          empty={t("overview.queue.toReceiveEmpty")}
          filters={{ status: "unassigned" }}
          testId="to-receive"
          highlight
        />
      ) : null}
      {tickets ? (
        <TicketQueue
          schoolId={schoolId}
          title={staff ? t("overview.queue.mine") : t("overview.queue.following")}
          empty={staff ? t("overview.tickets.staffEmpty") : t("overview.tickets.teacherEmpty")}
          filters={staff ? { status: "ongoing", ownerId: user.id } : { status: "ongoing" }}
          testId="my-tickets"
        />
      ) : null}
      <UnseenNotifications schoolId={schoolId} />
      {/* The features' own cards come in chunks of their own after the shell has drawn (each reads its domain's
          lists anyway), so a new feature's card does not grow the first load. */}
      <Suspense fallback={null}>
        {cards.map(({ feature, Card }) => (
          <Card key={feature} schoolId={schoolId} />
        ))}
      </Suspense>
    </SimpleGrid>
  );
}

function TicketQueue({
  schoolId,
  title,
  lead,
  empty,
  filters,
  testId,
  highlight,
}: {
  schoolId: string;
  title: string;
  lead?: string;
  empty: string;
  filters: TicketFilters;
  testId: string;
  highlight?: boolean;
}) {
  const { t } = useTranslation();
  const tickets = useTicketPreview(schoolId, filters);
  const students = useStudents(schoolId);
  const rows = tickets.data?.items ?? [];
  // The preview is the first page: more than it holds shows as "20+".
  const count = tickets.data ? `${rows.length}${tickets.data.cursor ? "+" : ""}` : null;
  // The pupil's name when the school's list has it (the ticket page reads it the same way), and the last change.
  const byline = (ticket: TicketSummary) => {
    const name = students.data?.find((student) => student.id === ticket.studentId)?.name;
    const date = formatDateTime(ticket.updatedAt);
    return name ? t("overview.queue.byline", { name, date }) : date;
  };
  return (
    <QueueCard title={title} count={count} highlight={highlight ?? false} testId={testId}>
      <Stack gap="3" aria-busy={tickets.isLoading}>
        {lead ? (
          <Text fontSize="sm" color="fg.muted">
            {lead}
          </Text>
        ) : null}
        {tickets.data && rows.length === 0 ? <Text color="fg.muted">{empty}</Text> : null}
        <QueueList
          loading={tickets.isLoading}
          items={rows.slice(0, SHOWN).map((ticket) => ({
            id: ticket.id,
            to: ticketPath(ticket.id),
            title: ticket.title ?? t("overview.tickets.untitled"),
            badge: { text: stepLabel(ticket.currentStep), state: ticketState(ticket) },
            byline: byline(ticket),
          }))}
        />
        <Box>
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={listLink(filters)}>
              {rows.length > SHOWN ? t("overview.queue.showAll") : t("overview.tickets.all")}
            </RouterLink>
          </Link>
        </Box>
      </Stack>
    </QueueCard>
  );
}

function UnseenNotifications({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const notifications = useNotifications(schoolId);
  const unseen = notifications.data?.items.filter((item) => !item.seen).length;
  return (
    <QueueCard
      title={t("overview.queue.unseen")}
      count={unseen === undefined ? null : String(unseen)}
      icon={<BellIcon boxSize="5" color="fg.muted" />}
      highlight={(unseen ?? 0) > 0}
      testId="unseen-notifications"
    >
      <Text fontSize="sm" color="fg.muted">
        {t("overview.queue.unseenText")}
      </Text>
    </QueueCard>
  );
}
