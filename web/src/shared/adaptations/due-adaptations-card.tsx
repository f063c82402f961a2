import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useStudents } from "../data/students.api";
import { useAdaptationList } from "../data/pupil-actions.api";
import { formatDay } from "../pupil-actions/dates";
import { adaptationsPath } from "../routes";
import { mayOpen } from "../session/route-roles";
import { useActiveSchool, useSession } from "../session/session.api";
import { QueueCard, QueueList } from "../ui/queue-card";

/** How many due adaptations the card lists before the link to the list. */
const SHOWN = 5;

/**
 * The overview's card of extra adaptations the signed-in user carries out that are past their review date with no
 * feedback since (GET /adaptions/{schoolId}?due=mine: one list call). Each opens the adaptation with its feedback.
 * Nothing for a role that does not work with adaptations, or where the school hides them.
 */
export function DueAdaptationsCard({ schoolId }: { schoolId: string }) {
  const { role } = useSession();
  // Read once the school is known (the overview has it already), so a school that hides adaptations asks nothing.
  const school = useActiveSchool();
  if (!school || school.hiddenParts.includes("ADAPTATIONS") || !mayOpen("adaptations", role)) return null;
  return <DueAdaptations schoolId={schoolId} />;
}

function DueAdaptations({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useTranslation();
  const due = useAdaptationList(schoolId, undefined, 20, { due: "mine" });
  const students = useStudents(schoolId);
  const rows = due.data?.pages[0]?.items ?? [];
  const more = Boolean(due.data?.pages[0]?.cursor);
  const count = due.data ? `${rows.length}${more ? "+" : ""}` : null;
  const nameOf = (studentId: string) =>
    students.data?.find((student) => student.id === studentId)?.name ??
    t("overview.queue.dueAdaptations.unknownStudent");
  return (
    <QueueCard
      title={t("overview.queue.dueAdaptations.title")}
      count={count}
      highlight={rows.length > 0}
      testId="due-adaptations"
    >
      <Stack gap="3" aria-busy={due.isLoading}>
        <Text fontSize="sm" color="fg.muted">
          {t("overview.queue.dueAdaptations.lead")}
        </Text>
        {due.data && rows.length === 0 ? (
          <Text color="fg.muted">{t("overview.queue.dueAdaptations.empty")}</Text>
        ) : null}
        <QueueList
          loading={due.isLoading}
          items={rows.slice(0, SHOWN).map((adaptation) => ({
            id: adaptation.id,
            to: adaptationsPath({ id: adaptation.id }),
            title: `${nameOf(adaptation.studentId)}: ${adaptation.subjects.join(", ")}`,
            byline: t("overview.queue.dueAdaptations.byline", {
              date: formatDay(adaptation.reviewDate, i18n.language),
            }),
          }))}
        />
        <Box>
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={adaptationsPath()}>{t("overview.queue.dueAdaptations.all")}</RouterLink>
          </Link>
        </Box>
      </Stack>
    </QueueCard>
  );
}
