import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { OverdueKind } from "#shared/actionprograms/follow-up-discipline";
import { useStudents } from "../data/students.api";
import { actionProgramPath, ROUTES } from "../routes";
import { mayOpen } from "../session/route-roles";
import { useActiveSchool, useSession } from "../session/session.api";
import { QueueCard, QueueList } from "../ui/queue-card";
import { useDueItems } from "./follow-up-discipline.data";
import { formatDate } from "../i18n/dates";

/** How many items the card lists before "och N till" and 'Alla uppföljningar'. */
const SHOWN = 5;

const KIND_KEYS = {
  followUp: "actionProgramQueue.kinds.followUp",
  evaluation: "actionProgramQueue.kinds.evaluation",
  programFollowUp: "actionProgramQueue.kinds.programFollowUp",
  programEvaluation: "actionProgramQueue.kinds.programEvaluation",
} as const satisfies Record<OverdueKind, string>;

/**
 * The overview's card of action program follow-ups and evaluations past their date that wait on the signed-in user
 * (as the planned item's responsible person, or as the creator of a program with no follow-up in its period). One
 * request (GET /action-program-due, which reads only the open items); hidden for roles without action programs and
 * where the school hides ACTIONPROGRAMS.
 */
export function OverdueFollowUpsCard({ schoolId }: { schoolId: string }) {
  const { role } = useSession();
  const school = useActiveSchool();
  if (!mayOpen("actionProgram", role) || !school || school.hiddenParts.includes("ACTIONPROGRAMS"))
    return null;
  return <Card schoolId={schoolId} />;
}

function Card({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const due = useDueItems(schoolId);
  const students = useStudents(schoolId);
  const loaded = due.data !== undefined;
  const failed = due.isError;
  const items = due.data?.items ?? [];
  // The server answers the oldest items (at most 50) and counts them all; the card lists a few and the rest as
  // "och N till" ("at least" when the server stopped counting at its read bound).
  const total = due.data?.total ?? items.length;
  const shown = items.slice(0, SHOWN);
  const more = total - shown.length;
  const nameOf = (studentId: string) => students.data?.find((student) => student.id === studentId)?.name;
  return (
    <QueueCard
      title={t("actionProgramQueue.title")}
      count={loaded ? String(total) : null}
      highlight={total > 0}
      testId="overdue-follow-ups"
    >
      <Stack gap="3" aria-busy={!loaded && !failed}>
        <Text fontSize="sm" color="fg.muted">
          {t("actionProgramQueue.lead")}
        </Text>
        {failed ? <Text color="fg.error">{t("actionProgramQueue.error")}</Text> : null}
        {loaded && items.length === 0 ? <Text color="fg.muted">{t("actionProgramQueue.empty")}</Text> : null}
        <QueueList
          loading={!loaded && !failed}
          items={shown.map((item) => {
            const name = nameOf(item.studentId);
            return {
              id: `${item.kind}-${item.id}`,
              to: actionProgramPath(item.actionProgramId),
              title: name ? t("actionProgramQueue.item", { name }) : t("actionProgramQueue.unknownStudent"),
              badge: { text: t("actionProgramQueue.late"), state: "late" },
              byline: t("actionProgramQueue.byline", {
                kind: t(KIND_KEYS[item.kind]),
                date: formatDate(item.date),
              }),
            };
          })}
        />
        {loaded && more > 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="overdue-follow-ups-more">
            {due.data?.complete === false
              ? t("actionProgramQueue.moreAtLeast", { count: more })
              : t("actionProgramQueue.more", { count: more })}
          </Text>
        ) : null}
        <Box>
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={ROUTES.actionProgramFollowUp}>{t("actionProgramQueue.all")}</RouterLink>
          </Link>
        </Box>
      </Stack>
    </QueueCard>
  );
}
