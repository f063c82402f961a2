import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useActiveClasses } from "../../../shared/data/classes.api";
import { useSchools } from "../../../shared/data/schools.api";
import { useRoleLabels } from "../../../shared/session/role-label";
import { mayOpen, type GuardedRoute } from "../../../shared/session/route-roles";
import { useActiveSchool, useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { classPath, ROUTES, schoolPath } from "../../../shared/routes";
import { WorkQueue } from "../components/work-queue";
import { SmallLink } from "../../../shared/ui/small-link";

/** The owner's late-reports card, in a chunk of its own after the page has drawn (as the work queue's cards). */
const OwnerLateViolations = lazy(() =>
  import("../../../shared/violations/violation-late").then((m) => ({ default: m.OwnerLateViolations })),
);

const ADMIN_LINKS: { route: GuardedRoute; label: ParseKeys }[] = [
  { route: "adminSchool", label: "overview.links.adminSchool" },
  { route: "adminAdmin", label: "overview.links.adminUsers" },
  { route: "adminSchools", label: "overview.links.adminSchools" },
  { route: "adminOrganizations", label: "overview.links.adminOrganizations" },
];

/**
 * The home page: first what waits for you today (the work queue), then your schools and classes and the admin pages
 * your role may use.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { user, role, schoolId, schoolSummary } = useSession();
  const { userRoleLabel } = useRoleLabels(schoolSummary);
  const roleLabel = userRoleLabel(role, user.subRole).toLocaleLowerCase();
  const adminLinks = ADMIN_LINKS.filter((link) => mayOpen(link.route, role));
  // A school that hides tickets (hiddenParts TICKETS) gets no tickets card either.
  const ticketsHidden = useActiveSchool()?.hiddenParts.includes("TICKETS") ?? false;

  return (
    <>
      <PageHeader
        title={t("overview.title")}
        description={
          schoolSummary
            ? t("overview.atSchool", { role: roleLabel, school: schoolSummary.name })
            : t("overview.signedInAs", { role: roleLabel })
        }
      />
      <Text fontSize="lg" mb="6">
        {t("overview.greeting", { name: user.name })}
      </Text>
      {schoolId ? (
        <WorkQueue schoolId={schoolId} tickets={mayOpen("tickets", role) && !ticketsHidden} />
      ) : null}
      <Suspense fallback={null}>
        <OwnerLateViolations />
      </Suspense>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <SchoolsCard />
        {mayOpen("class", role) && schoolId ? <ClassesCard /> : null}
        {adminLinks.length > 0 ? (
          <OverviewCard title={t("overview.administration")}>
            <Stack as="ul" gap="2" listStyleType="none">
              {adminLinks.map((link) => (
                <li key={link.route}>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={ROUTES[link.route]}>{t(link.label)}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </OverviewCard>
        ) : null}
      </SimpleGrid>
    </>
  );
}

function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Lines of a list's size while it is read, so the card keeps its height when the list comes. */
function ListPlaceholder({ lines = 2 }: { lines?: number }) {
  return (
    <Stack gap="2" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          height="6"
          width={index % 2 ? "50%" : "65%"}
          data-testid="overview-placeholder"
        />
      ))}
    </Stack>
  );
}

function SchoolsCard() {
  const { t } = useTranslation();
  const { user, role, schoolId } = useSession();
  const orgWide = user.schools.length === 0;
  const visible = useSchools(orgWide && mayOpen("school", role));
  const schools = orgWide ? (visible.data ?? []) : user.schools;
  const canOpen = mayOpen("school", role);
  return (
    <OverviewCard title={orgWide ? t("overview.allSchools") : t("overview.schools")}>
      {visible.isLoading && schools.length === 0 ? (
        <ListPlaceholder />
      ) : schools.length === 0 ? (
        <Text color="fg.muted">{t("overview.noSchools")}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-busy={visible.isLoading}>
          {schools.map((school) => (
            <HStack as="li" key={school.id} justify="space-between" gap="3">
              {canOpen ? (
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={schoolPath(school.id)}>{school.name}</RouterLink>
                </Link>
              ) : (
                <Text>{school.name}</Text>
              )}
              {school.id === schoolId ? (
                <Badge colorPalette="brand">{t("overview.activeSchool")}</Badge>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}

function ClassesCard() {
  const { t } = useTranslation();
  const { user, role, schoolId, schoolSummary } = useSession();
  const classes = useActiveClasses(schoolId, true);
  const mine = (classes.data ?? []).filter(
    (schoolClass) => schoolClass.mentors.includes(user.id) || schoolClass.teachers.includes(user.id),
  );
  const schoolName = schoolSummary?.name ?? "";
  return (
    <OverviewCard title={t("overview.classes")}>
      <Stack gap="3" aria-busy={classes.isLoading}>
        {classes.isLoading ? (
          <ListPlaceholder />
        ) : mine.length === 0 ? (
          <Text color="fg.muted">{t("overview.noClasses", { school: schoolName })}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {mine.map((schoolClass) => (
              <HStack as="li" key={schoolClass.id} gap="3" flexWrap="wrap">
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={classPath(schoolClass.id)}>{schoolClass.name}</RouterLink>
                </Link>
                {schoolClass.mentors.includes(user.id) ? <Badge>{t("overview.mentor")}</Badge> : null}
                {schoolClass.teachers.includes(user.id) ? <Badge>{t("overview.teacher")}</Badge> : null}
              </HStack>
            ))}
          </Stack>
        )}
        {mayOpen("school", role) && schoolId ? (
          <Box>
            <SmallLink to={schoolPath(schoolId)}>
              {t("overview.allClasses", { school: schoolName })}
            </SmallLink>
          </Box>
        ) : null}
      </Stack>
    </OverviewCard>
  );
}

export { OverviewPage as Component };
