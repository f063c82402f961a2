import { Box, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQueries } from "@tanstack/react-query";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import {
  lateSteps,
  type LateStep,
  type ViolationLimits,
  type ViolationSeenLimit,
} from "#shared/violations/violation-clock";
import type { Violation, ViolationType } from "#shared/violations/violation.schema";
import { useSchools } from "../data/schools.api";
import { ROUTES } from "../routes";
import { useActiveSchool, useSession } from "../session/session.api";
import { QueueCard, QueueList } from "../ui/queue-card";
import { currentViolationsOptions } from "./violations-list.api";
import { formatDateTime } from "./violation-timeline";
import { StatusBadge } from "../ui/status-badge";

/**
 * The 6:10 chain's clock on the overview and in the list: a report waiting past its organization's limit (shared
 * violation-clock.ts; the organization's settings, which the session carries: by default the principal sees it the
 * same school day and the investigation begins within a week) is flagged.
 * The head's work queue shows their school's late reports; the owner's overview every school's.
 */

/** The signed-in user's organization's limits (the server answers the defaults where it has set none). */
export function useViolationLimits(): ViolationLimits {
  const { violationSeenLimit, violationInvestigationLimitDays } = useSession().user.organization;
  return { violationSeenLimit, violationInvestigationLimitDays };
}

/** A late step's label: the investigation's names the organization's number of days (a week by default). */
function useLateLabel() {
  const { t } = useTranslation();
  const limits = useViolationLimits();
  return (step: LateStep) =>
    step === "seenByPrincipal"
      ? t("violationClock.late.seenByPrincipal")
      : limits.violationInvestigationLimitDays === 7
        ? t("violationClock.late.investigation")
        : t("violationClock.late.investigationDays", { count: limits.violationInvestigationLimitDays });
}

/** How the principal's limit reads in a sentence ("rektor ser dem samma skoldag"). */
export const SEEN_KEYS: Record<ViolationSeenLimit, ParseKeys> = {
  SAME_SCHOOL_DAY: "violationClock.seenWithin.SAME_SCHOOL_DAY",
  NEXT_SCHOOL_DAY: "violationClock.seenWithin.NEXT_SCHOOL_DAY",
  TWO_SCHOOL_DAYS: "violationClock.seenWithin.TWO_SCHOOL_DAYS",
};

const TYPE_LABELS: Record<ViolationType, ParseKeys> = {
  HARASSMENT: "violationClock.types.HARASSMENT",
  DISCRIMINATION: "violationClock.types.DISCRIMINATION",
  VIOLATION: "violationClock.types.VIOLATION",
};

/** The late steps of a report as badges (nothing when none is late). */
export function ViolationLateBadge({ report }: { report: Violation }) {
  const lateLabel = useLateLabel();
  const late = lateSteps(report, new Date(), useViolationLimits());
  if (late.length === 0) return null;
  return (
    <HStack gap="1" flexWrap="wrap" data-testid="violation-late">
      {late.map((step) => (
        <StatusBadge key={step} state="late">
          {lateLabel(step)}
        </StatusBadge>
      ))}
    </HStack>
  );
}

/** How many of a school's current reports the card reads (the first page, newest first). */
const READ = 100;
const SHOWN = 5;

/** The card: the late current reports of the given schools, oldest first, each opening the reports' page. */
export function LateViolationsCard({ schools }: { schools: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const limits = useViolationLimits();
  const lateLabel = useLateLabel();
  const lists = useQueries({
    queries: schools.map((school) => currentViolationsOptions(school.id, READ)),
  });
  const loaded = lists.every((list) => list.data);
  const now = new Date();
  const late = lists
    .flatMap((list, index) => (list.data?.items ?? []).map((report) => ({ report, school: schools[index]! })))
    .map((row) => ({ ...row, steps: lateSteps(row.report, now, limits) }))
    .filter((row) => row.steps.length > 0)
    .sort((a, b) => a.report.chain.learnedAt.localeCompare(b.report.chain.learnedAt));
  return (
    <QueueCard
      title={t("violationClock.cardTitle")}
      count={loaded ? String(late.length) : null}
      highlight={late.length > 0}
      testId="late-violations"
    >
      <Stack gap="3" aria-busy={!loaded}>
        <Text fontSize="sm" color="fg.muted">
          {t("violationClock.cardText", {
            seen: t(SEEN_KEYS[limits.violationSeenLimit]),
            days:
              limits.violationInvestigationLimitDays === 7
                ? t("violationClock.week")
                : t("violationClock.days", { count: limits.violationInvestigationLimitDays }),
          })}
        </Text>
        {loaded && late.length === 0 ? <Text color="fg.muted">{t("violationClock.cardEmpty")}</Text> : null}
        <QueueList
          loading={!loaded}
          items={late.slice(0, SHOWN).map(({ report, school, steps }) => ({
            id: report.id,
            to: `${ROUTES.violations}?id=${encodeURIComponent(report.id)}`,
            title: t("violationClock.item", { type: t(TYPE_LABELS[report.type]), school: school.name }),
            badge: { text: lateLabel(steps[0]!), state: "late" },
            byline: t("violationClock.byline", { date: formatDateTime(report.chain.learnedAt) }),
          }))}
        />
        <Box>
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={ROUTES.violations}>
              {late.length > SHOWN
                ? t("violationClock.cardMore", { count: SHOWN })
                : t("violationClock.showAll")}
            </RouterLink>
          </Link>
        </Box>
      </Stack>
    </QueueCard>
  );
}

/** The head's card in the work queue: their school's late reports (not where the school hides violations). */
export function HeadLateViolations({ schoolId }: { schoolId: string }) {
  const { role } = useSession();
  return role === "HEAD" ? <HeadCard schoolId={schoolId} /> : null;
}

function HeadCard({ schoolId }: { schoolId: string }) {
  const { schoolSummary } = useSession();
  const school = useActiveSchool();
  if (!school || school.hiddenParts.includes("VIOLATIONS")) return null;
  return <LateViolationsCard schools={[{ id: schoolId, name: schoolSummary?.name ?? school.name }]} />;
}

/**
 * The owner's overview has no work queue (an owner works at no school): the card in a row of its own, over every
 * school of the organization.
 */
export function OwnerLateViolations() {
  const { role } = useSession();
  const schools = useSchools(role === "OWNER");
  if (role !== "OWNER" || !schools.data) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" mb="6" data-testid="owner-queue">
      <LateViolationsCard schools={schools.data} />
    </SimpleGrid>
  );
}
