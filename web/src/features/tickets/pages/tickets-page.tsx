import { Button, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Student } from "#shared/students/student.schema";
import { mayOwnTickets } from "#shared/tickets/ticket.policy";
import {
  TICKET_STATUSES,
  TICKET_STEPS,
  type TicketStatus,
  type TicketStep,
} from "#shared/tickets/ticket.constants";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import type { TicketFilters } from "../../../shared/data/tickets.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { stepLabel } from "../../../shared/tickets/ticket-labels";
import { TicketTable } from "../../../shared/tickets/ticket-table";
import { CreateTicketDialog } from "../components/create-ticket-dialog";
import { TicketView } from "../components/ticket-view";
import { useTicketList } from "../tickets.api";
import { SelectField, type SelectOption } from "../../../shared/ui/text-field";
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

const isStatus = (value: string | null): value is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(value ?? "");
const isStep = (value: string | null): value is TicketStep =>
  (TICKET_STEPS as readonly string[]).includes(value ?? "");

function TicketList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, schoolId, schoolSummary } = useSession();
  const [params, setParams] = useSearchParams();
  const status: TicketStatus = isStatus(params.get("status"))
    ? (params.get("status") as TicketStatus)
    : "ongoing";
  const step = params.get("step");
  const filters: TicketFilters = {
    status,
    studentId: params.get("studentId") ?? undefined,
    ownerId: params.get("ownerId") ?? undefined,
    step: isStep(step) ? step : undefined,
  };
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", role));
  const list = useTicketList(schoolId, filters);
  const [creating, setCreating] = useState(params.get("new") === "1");
  const studentById = new Map((students.data ?? []).map((student) => [student.id, student]));
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  useFillShortPages(list, rows.length);

  const setFilter = (key: string, value: string) =>
    setParams(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        current.delete("new");
        return current;
      },
      { replace: true },
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
          onChange={setFilter}
        />
        <Tabs.Root
          value={status}
          onValueChange={(details) => setFilter("status", details.value === "ongoing" ? "" : details.value)}
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
              <Stack gap="3" aria-busy={list.isLoading}>
                {list.isLoading ? <PageLoading /> : null}
                {list.data && rows.length === 0 && !list.hasNextPage ? (
                  <Text color="fg.muted">{t("tickets.list.empty")}</Text>
                ) : null}
                {rows.length > 0 ? <TicketTable rows={rows} studentById={studentById} /> : null}
                {list.hasNextPage ? (
                  <Button
                    variant="outline"
                    alignSelf="flex-start"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t("tickets.list.more")}
                  </Button>
                ) : null}
              </Stack>
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
          studentId={params.get("studentId") ?? undefined}
          onClose={() => {
            setCreating(false);
            if (params.has("new")) setFilter("new", "");
          }}
          onCreated={(ticket) => void navigate(ticketPath(ticket.id))}
        />
      ) : null}
    </>
  );
}

/** Rows to show before "Visa fler" is offered, and how many pages may be read in a row to reach them. */
const FILL_ROWS = 10;
const FILL_PAGES = 8;

/**
 * The server leaves out what the caller may not read after its query (a teacher's list), so a page can come back
 * short or empty while more follow: read on by itself until there is something to show, within a bound.
 */
function useFillShortPages(list: ReturnType<typeof useTicketList>, shown: number) {
  const pages = list.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetching && shown < FILL_ROWS && pages > 0 && pages < FILL_PAGES)
      void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage, shown, pages]);
}

const people = (list: readonly { id: string; name: string }[]) =>
  list.map((person) => ({ value: person.id, label: person.name }));

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
  onChange: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const selects: { key: FilterKey; label: string; all: string; testId: string; options: SelectOption[] }[] = [
    {
      key: "studentId",
      label: t("tickets.fields.student"),
      all: t("tickets.list.allStudents"),
      testId: "filter-student",
      options: people(students),
    },
    {
      key: "ownerId",
      label: t("tickets.fields.owner"),
      all: t("tickets.list.allOwners"),
      testId: "filter-owner",
      options: people(owners),
    },
    {
      key: "step",
      label: t("tickets.fields.step"),
      all: t("tickets.list.allSteps"),
      testId: "filter-step",
      options: TICKET_STEPS.map((step) => ({ value: step, label: stepLabel(step) })),
    },
  ];
  return (
    <HStack
      as="form"
      role="search"
      aria-label={t("tickets.list.filters")}
      gap="3"
      flexWrap="wrap"
      align="flex-end"
    >
      {selects.map(({ key, label, all, testId, options }) => (
        <SelectField
          key={key}
          label={label}
          placeholder={all}
          options={options}
          size="sm"
          rootProps={{ width: { base: "full", sm: "14rem" } }}
          data-testid={testId}
          value={filters[key] ?? ""}
          onChange={(event) => onChange(key, event.currentTarget.value)}
        />
      ))}
    </HStack>
  );
}

export { TicketsPage as Component };
