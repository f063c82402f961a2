import { Button, HStack, Stack, Tabs } from "@chakra-ui/react";
import { useMemo, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Student } from "#shared/students/student.schema";
import { mayOwnTickets } from "#shared/tickets/ticket.policy";
import { TICKET_STATUSES, TICKET_STEPS } from "#shared/tickets/ticket.constants";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import type { TicketFilters } from "../../../shared/data/tickets.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { oneOfOrParam, oneOfParam, textParam, useListState } from "../../../shared/hooks/use-list-state";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { PageHeader } from "../../../shared/ui/page-header";
import { PupilSelect, StaffSelect } from "../../../shared/ui/pickers";
import { stepLabel } from "../../../shared/tickets/ticket-labels";
import { TicketTable } from "../../../shared/tickets/ticket-table";
import { CreateTicketDialog } from "../components/create-ticket-dialog";
import { TicketView } from "../components/ticket-view";
import { useTicketList } from "../tickets.api";
import { SelectField } from "../../../shared/ui/text-field";
import { ticketPath } from "../../../shared/routes";
import { TICKET_STATUS_KEYS } from "../tickets-keys";

/**
 * /student-work/tickets: the school's tickets in three lists (ongoing, unassigned, archived) with filters by pupil,
 * owner and step, and the dialog for a new one. With `?id=` (a link or a notification) it shows that ticket.
 */
export function TicketsPage() {
  const [params] = useSearchParams();
  const ticketId = params.get("id");
  return ticketId ? <TicketView key={ticketId} ticketId={ticketId} /> : <TicketList />;
}

/** The list's filters, in the URL (`?status=&studentId=&ownerId=&step=`); `new=1` opens the new-ticket dialog. */
const TICKET_FILTERS = {
  status: oneOfOrParam(TICKET_STATUSES, "ongoing"),
  studentId: textParam(),
  ownerId: textParam(),
  step: oneOfParam(TICKET_STEPS),
};

function TicketList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, schoolId, schoolSummary } = useSession();
  const list = useListState(TICKET_FILTERS, { transient: ["new"] });
  const filters: TicketFilters = list.filters;
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", role));
  const tickets = usePagedRows(useTicketList(schoolId, filters));
  const [creating, setCreating] = useState(list.params.get("new") === "1");
  const studentById = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student])),
    [students.data],
  );

  return (
    <>
      <PageHeader
        title={t("tickets.title")}
        description={schoolSummary?.name}
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)} data-testid="new-ticket">
            {t("tickets.create.open")}
          </Button>
        }
      />
      <Stack gap="4">
        <Filters
          students={students.data ?? []}
          owners={(school?.users ?? []).filter((user) => mayOwnTickets(user.roles))}
          filters={filters}
          onChange={list.setFilter}
        />
        <Tabs.Root
          value={list.filters.status}
          onValueChange={(details) => list.setFilter("status", details.value)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List>
            {TICKET_STATUSES.map((value) => (
              <Tabs.Trigger key={value} value={value} data-testid={`tickets-tab-${value}`}>
                {t(TICKET_STATUS_KEYS[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TICKET_STATUSES.map((value) => (
            <Tabs.Content key={value} value={value}>
              <TicketTable
                caption={t("tickets.list.caption", { status: t(TICKET_STATUS_KEYS[value]) })}
                studentById={studentById}
                rows={tickets.rows}
                loading={tickets.loading}
                error={tickets.error}
                onRetry={tickets.retry}
                emptyText={t("tickets.list.empty")}
                paging={tickets.paging}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
      {creating && school && students.data ? (
        <CreateTicketDialog
          school={school}
          students={students.data}
          teams={teams.data ?? []}
          role={role}
          studentId={filters.studentId}
          onClose={() => {
            setCreating(false);
            if (list.params.has("new")) list.clearParam("new");
          }}
          onCreated={(ticket) => void navigate(ticketPath(ticket.id))}
        />
      ) : null}
    </>
  );
}

type FilterKey = "studentId" | "ownerId" | "step";

function Filters({
  students,
  owners,
  filters,
  onChange,
}: {
  students: Student[];
  owners: { id: string; name: string }[];
  filters: TicketFilters;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const field = (key: FilterKey) => ({
    size: "sm" as const,
    rootProps: { width: { base: "full", sm: "14rem" } },
    value: filters[key] ?? "",
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(key, event.currentTarget.value),
  });
  const pupilField = field("studentId");
  const ownerField = field("ownerId");
  const stepField = field("step");
  return (
    <HStack
      as="form"
      role="search"
      aria-label={t("tickets.list.filters")}
      gap="3"
      flexWrap="wrap"
      align="flex-end"
    >
      <PupilSelect
        label={t("tickets.fields.student")}
        placeholder={t("tickets.list.allStudents")}
        pupils={students}
        data-testid="filter-student"
        {...pupilField}
      />
      <StaffSelect
        label={t("tickets.fields.owner")}
        placeholder={t("tickets.list.allOwners")}
        staff={owners}
        data-testid="filter-owner"
        {...ownerField}
      />
      <SelectField
        label={t("tickets.fields.step")}
        placeholder={t("tickets.list.allSteps")}
        options={TICKET_STEPS.map((step) => ({ value: step, label: stepLabel(step) }))}
        data-testid="filter-step"
        {...stepField}
      />
    </HStack>
  );
}

export { TicketsPage as Component };
