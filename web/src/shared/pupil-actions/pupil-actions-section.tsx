import { Badge, Box, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { HiddenPart, Role } from "#shared/constants";
import type { Student } from "#shared/students/student.schema";
import { adaptationsPath, fWarningsPath } from "../routes";
import { mayOpen } from "../session/route-roles";
import { FormAlert } from "../ui/form-alert";
import { PageLoading } from "../ui/page-loading";
import { SectionCard } from "../ui/section-card";
import { useAdaptationList, useFWarningList } from "../data/pupil-actions.api";
import { CATEGORY_KEYS } from "./pupil-action-keys";
import { formatDay } from "./dates";

/** One happening on the pupil's timeline. */
interface Entry {
  id: string;
  at: string;
  kind: "warning" | "adaptation" | "feedback";
  title: string;
  text: string;
  flag?: string | undefined;
}

/**
 * The pupil page's section: the pupil's F-warnings, extra adaptations and the feedback on them, in time order (the
 * chain of Skollagen 3 kap. as it happened). Each part is left out where the school hides it; nothing shows for a
 * role that does not work with pupil actions.
 */
export function PupilActionsSection({
  student,
  role,
  hiddenParts,
}: {
  student: Student;
  role: Role;
  hiddenParts: readonly HiddenPart[];
}) {
  const showWarnings = mayOpen("fAndFWarnings", role) && !hiddenParts.includes("FANDFWARNINGS");
  const showAdaptations = mayOpen("adaptations", role) && !hiddenParts.includes("ADAPTATIONS");
  if (!showWarnings && !showAdaptations) return null;
  return <Timeline student={student} showWarnings={showWarnings} showAdaptations={showAdaptations} />;
}

function Timeline({
  student,
  showWarnings,
  showAdaptations,
}: {
  student: Student;
  showWarnings: boolean;
  showAdaptations: boolean;
}) {
  const { t, i18n } = useTranslation();
  const warnings = useFWarningList(showWarnings ? student.schoolId : null, student.id, 100);
  const adaptations = useAdaptationList(showAdaptations ? student.schoolId : null, student.id, 100);
  const loading = (showWarnings && warnings.isLoading) || (showAdaptations && adaptations.isLoading);
  const failed = warnings.isError || adaptations.isError;
  const entries: Entry[] = [];
  for (const warning of warnings.data?.pages.flatMap((page) => page.items) ?? []) {
    entries.push({
      id: warning.id,
      at: warning.startDate,
      kind: "warning",
      title: t("adaptations.student.warningEntry", {
        kind: t(warning.isWarning ? "adaptations.fWarning.kind.warning" : "adaptations.fWarning.kind.f"),
        course: warning.course,
      }),
      text: warning.reason,
    });
  }
  for (const adaptation of adaptations.data?.pages.flatMap((page) => page.items) ?? []) {
    entries.push({
      id: adaptation.id,
      at: adaptation.startDate,
      kind: "adaptation",
      title: t("adaptations.student.adaptationEntry", { subjects: adaptation.subjects.join(", ") }),
      text: [
        adaptation.categories.map((category) => t(CATEGORY_KEYS[category])).join(", "),
        adaptation.description,
      ]
        .filter(Boolean)
        .join(". "),
      flag: adaptation.followUpDue ? t("adaptations.adaptation.followUpDue") : undefined,
    });
    for (const entry of adaptation.feedback) {
      entries.push({
        id: entry.id,
        at: entry.createdAt,
        kind: "feedback",
        title: t("adaptations.student.feedbackEntry", { name: entry.authorName }),
        text: entry.text,
      });
    }
  }
  // Same day: the warning before the adaptation made from it, the adaptation before its feedback.
  const rank = { warning: 0, adaptation: 1, feedback: 2 } as const;
  entries.sort(
    (a, b) =>
      a.at.slice(0, 10).localeCompare(b.at.slice(0, 10)) ||
      rank[a.kind] - rank[b.kind] ||
      a.at.localeCompare(b.at),
  );

  return (
    <SectionCard
      title={t("adaptations.student.title")}
      testId="student-adaptations"
      actions={
        <HStack gap="4" flexWrap="wrap">
          {showWarnings ? (
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={fWarningsPath({ studentId: student.id })}>
                {t("adaptations.fWarning.title")}
              </RouterLink>
            </Link>
          ) : null}
          {showAdaptations ? (
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={adaptationsPath({ studentId: student.id })}>
                {t("adaptations.adaptation.title")}
              </RouterLink>
            </Link>
          ) : null}
        </HStack>
      }
    >
      {loading ? (
        <PageLoading />
      ) : failed ? (
        <FormAlert status="error">{t("lists.error")}</FormAlert>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t("adaptations.student.empty")}</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" margin="0">
          {entries.map((entry) => (
            <Box
              as="li"
              key={`${entry.kind}-${entry.id}`}
              borderLeftWidth="3px"
              borderColor={
                entry.kind === "warning"
                  ? "orange.solid"
                  : entry.kind === "adaptation"
                    ? "brand.solid"
                    : "border"
              }
              paddingStart="3"
              marginStart={entry.kind === "feedback" ? "4" : "0"}
            >
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="semibold">{entry.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDay(entry.at, i18n.language)}
                </Text>
                {entry.flag ? <Badge colorPalette="red">{entry.flag}</Badge> : null}
              </HStack>
              <Text whiteSpace="pre-wrap" lineClamp={4}>
                {entry.text}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
