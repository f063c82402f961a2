import { Button, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Student } from "#shared/students/student.schema";
import { mayOwnTickets } from "#shared/tickets/ticket.policy";
import { TICKET_STATUSES, TICKET_STEPS, type TicketStatus } from "#shared/tickets/ticket.constants";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import type { TicketFilters } from "../../../shared/data/tickets.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { oneOfOrParam, oneOfParam, textParam, useListState } from "../../../shared/hooks/use-list-state";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { PageHeader } from "../../../shared/ui/page-header";
import { FilterBar, FilterCombobox } from "../../../shared/ui/filter-combobox";
import { pupilLabel } from "../../../shared/ui/pupil-combobox";
import { stepLabel } from "../../../shared/tickets/ticket-labels";
import { TicketTable } from "../../../shared/tickets/ticket-table";
import { CreateTicketDialog } from "../components/create-ticket-dialog";
import { TicketView } from "../components/ticket-view";
import { useCachedTicketCount, useTicketList } from "../tickets.api";
import { ticketPath } from "../../../shared/routes";
import { TICKET_STATUS_KEYS } from "../tickets-keys";
import { StatusTabs } from "../../../shared/ui/status-tabs";

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

const NONE: never[] = [];

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
  const cachedCount = useCachedTicketCount();
  // The open tab's count from its rows; another tab's only if its list was read before (no request per tab). The API
  // gives no totals: "10+" while more pages follow.
  const tabCount = (status: TicketStatus) => {
    const shown =
      status === filters.status
        ? tickets.rows && !tickets.loading
          ? { count: tickets.rows.length, more: tickets.paging.hasMore }
          : undefined
        : cachedCount(schoolId, { ...filters, status });
    return shown ? `${shown.count}${shown.more ? "+" : ""}` : undefined;
  };
  const [creating, setCreating] = useState(list.params.get("new") === "1");
  const owners = useMemo(
    () => (school?.users ?? []).filter((user) => mayOwnTickets(user.roles)),
    [school?.users],
  );
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
          students={students.data ?? NONE}
          classes={school?.classes ?? NONE}
          owners={owners}
          filters={filters}
          onChange={list.setFilter}
        />
        <StatusTabs
          statuses={TICKET_STATUSES}
          value={list.filters.status}
          onChange={(value) => list.setFilter("status", value)}
          label={(value) => t(TICKET_STATUS_KEYS[value])}
          count={tabCount}
          testId="tickets-tab"
          listProps={{ overflowX: "auto", overflowY: "hidden" }}
          triggerProps={{ flexShrink: "0" }}
        >
          {(value) => (
            <TicketTable
              caption={t("tickets.list.caption", { status: t(TICKET_STATUS_KEYS[value]) })}
              studentById={studentById}
              {...tickets}
              emptyText={t("tickets.list.empty")}
            />
          )}
        </StatusTabs>
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

/** The inline filter bar: pupil (with class), owner and step, each a searchable combobox. */
function Filters({
  students,
  classes,
  owners,
  filters,
  onChange,
}: {
  students: readonly Student[];
  classes: readonly { id: string; name: string }[];
  owners: readonly { id: string; name: string }[];
  filters: TicketFilters;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const pupils = useMemo(
    () => students.map((pupil) => ({ value: pupil.id, label: pupilLabel(pupil, classes) })),
    [students, classes],
  );
  const ownerOptions = useMemo(() => owners.map((user) => ({ value: user.id, label: user.name })), [owners]);
  const steps = useMemo(() => TICKET_STEPS.map((step) => ({ value: step, label: stepLabel(step) })), []);
  return (
    <FilterBar label={t("tickets.list.filters")}>
      <FilterCombobox
        label={t("tickets.fields.student")}
        allLabel={t("tickets.list.allStudents")}
        options={pupils}
        value={filters.studentId ?? ""}
        onChange={(value) => onChange("studentId", value)}
        data-testid="filter-student"
      />
      <FilterCombobox
        label={t("tickets.fields.owner")}
        allLabel={t("tickets.list.allOwners")}
        options={ownerOptions}
        value={filters.ownerId ?? ""}
        onChange={(value) => onChange("ownerId", value)}
        data-testid="filter-owner"
      />
      <FilterCombobox
        label={t("tickets.fields.step")}
        allLabel={t("tickets.list.allSteps")}
        options={steps}
        value={filters.step ?? ""}
        onChange={(value) => onChange("step", value)}
        data-testid="filter-step"
      />
    </FilterBar>
  );
}

export { TicketsPage as Component };
