import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Violation } from "#shared/violations/violation.schema";
import { isViolationStaffRole } from "#shared/violations/violation.policy";
import { useSchool, useSchools } from "../../../shared/data/schools.api";
import { SelectField } from "../../../shared/ui/text-field";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { PagedCardList, pagedItems } from "../../../shared/ui/paged-list";
import { authorOf } from "../components/external-sender";
import { ViolationDetail } from "../components/violation-detail";
import { ViolationStatisticsView } from "../components/violation-statistics";
import {
  formatDateTime,
  ViolationStateBadge,
  ViolationTimeline,
} from "../../../shared/violations/violation-timeline";
import { ViolationLateBadge } from "../../../shared/violations/violation-late";
import { useInvestigations, useViolations } from "../violations.api";
import { FILTER_KEYS, TYPE_KEYS } from "../../../shared/violations/violation-keys";

const FILTERS = Object.keys(FILTER_KEYS) as (keyof typeof FILTER_KEYS)[];
/** The head and the owner switch between the reports and their statistics. */
const VIEW_KEYS = {
  reports: "violationStatistics.reports",
  statistics: "violationStatistics.tab",
} as const satisfies Record<string, ParseKeys>;
const VIEWS = Object.keys(VIEW_KEYS) as (keyof typeof VIEW_KEYS)[];

/**
 * /documentation/violations (spec sections 2 and 4): the school's violation reports, current or archived, each
 * opening its detail (timeline, follow-ups, investigations, manage-access, state actions). `?id=` opens one (the
 * notifications link here). The owner sees each report's type and 6:10 chain, never the story.
 */
export function ViolationsPage() {
  const { t } = useTranslation();
  const { schoolId, schoolSummary, role } = useSession();
  const [view, setView] = useState<"reports" | "statistics">("reports");
  return (
    <>
      <PageHeader
        title={t("violations.title")}
        description={schoolSummary?.name ?? t("violations.description")}
      />
      {role === "HEAD" || role === "OWNER" ? (
        <HStack gap="2" role="group" aria-label={t("violationStatistics.views")} mb="4">
          {VIEWS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={view === value ? "solid" : "outline"}
              colorPalette={view === value ? "brand" : "gray"}
              aria-pressed={view === value}
              onClick={() => setView(value)}
              data-testid={`violations-view-${value}`}
            >
              {t(VIEW_KEYS[value])}
            </Button>
          ))}
        </HStack>
      ) : null}
      {view === "statistics" && (role === "HEAD" || role === "OWNER") ? (
        <ViolationStatisticsView schoolId={role === "OWNER" ? null : schoolId} />
      ) : role === "OWNER" ? (
        <OwnerSchools />
      ) : schoolId ? (
        <ViolationList schoolId={schoolId} />
      ) : null}
    </>
  );
}

/** The owner has no school of their own: they pick one of the organization's schools. */
function OwnerSchools() {
  const { t } = useTranslation();
  const schools = useSchools();
  const [chosen, setChosen] = useState("");
  const schoolId = chosen || schools.data?.[0]?.id || "";
  return (
    <Stack gap="4">
      <SelectField
        label={t("violations.owner.school")}
        rootProps={{ maxWidth: "sm" }}
        value={schoolId}
        onChange={(event) => setChosen(event.currentTarget.value)}
        options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
        data-testid="violations-school"
      />
      {schoolId ? <ViolationList key={schoolId} schoolId={schoolId} /> : null}
    </Stack>
  );
}

function ViolationList({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const { role, user } = useSession();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<"current" | "archived">("current");
  const list = useViolations(schoolId, status);
  const { data: school } = useSchool(role === "OWNER" ? null : schoolId);
  const staff = isViolationStaffRole(role);
  const investigations = useInvestigations(schoolId, staff ? "school" : "teacher", role !== "OWNER");
  const reports = pagedItems(list);
  const allInvestigations = pagedItems(investigations);
  const openId = params.get("id");
  const open = reports.find((report) => report.id === openId);
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set("id", id);
      else next.delete("id");
      return next;
    });

  if (open && open.view === "full" && school) {
    return (
      <ViolationDetail
        key={`${open.id}-${open.version}`}
        report={open}
        school={school}
        role={role}
        userId={user.id}
        investigations={allInvestigations.filter((item) => item.violationId === open.id)}
        onClose={() => select(null)}
      />
    );
  }

  return (
    <Stack gap="4">
      {role === "OWNER" ? <Text color="fg.muted">{t("violations.owner.notice")}</Text> : null}
      <HStack gap="2" role="group" aria-label={t("violations.filter.label")}>
        {FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? "solid" : "outline"}
            colorPalette={status === value ? "brand" : "gray"}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            data-testid={`violations-filter-${value}`}
          >
            {t(FILTER_KEYS[value])}
          </Button>
        ))}
      </HStack>
      <PagedCardList
        query={list}
        label={t("violations.title")}
        gap="3"
        emptyText={t("violations.empty")}
        emptyTestId="violations-empty"
        getKey={(report) => report.id}
        renderItem={(report) => <ViolationCard report={report} onOpen={() => select(report.id)} />}
      />
    </Stack>
  );
}

function ViolationCard({ report, onOpen }: { report: Violation; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" data-testid="violation-card" data-id={report.id}>
      <Card.Body gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <HStack gap="2" flexWrap="wrap">
            <Heading as="h2" size="md">
              {t(TYPE_KEYS[report.type])}
            </Heading>
            <ViolationStateBadge report={report} />
            <ViolationLateBadge report={report} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(report.createdAt)}
          </Text>
        </HStack>
        {report.view === "full" ? (
          <>
            <Text>{report.victim}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t("violations.byline", { author: authorOf(report, t), date: formatDateTime(report.when) })}
            </Text>
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              onClick={onOpen}
              data-testid="open-violation"
            >
              {t("violations.open")}
            </Button>
          </>
        ) : (
          <ViolationTimeline report={report} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export { ViolationsPage as Component };
