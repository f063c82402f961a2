import { Box, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { isInvestigationStaffRole } from "#shared/investigations/investigation.policy";
import {
  INVESTIGATION_STATES,
  INVESTIGATION_STATUS_KEYS,
  outcomeKey,
} from "../investigations/investigation-keys";
import { CATEGORY_KEYS } from "../pupil-actions/pupil-action-keys";
import { formatDay } from "../pupil-actions/dates";
import { adaptationsPath, fWarningsPath, investigationPath, mappingPath, mappingsPath } from "../routes";
import { useSession } from "../session/session.api";
import { FormAlert } from "../ui/form-alert";
import { PageLoading } from "../ui/page-loading";
import { SectionCard } from "../ui/section-card";
import { StatusBadge, type StatusState } from "../ui/status-badge";
import {
  adaptationTitle,
  anyPart,
  chainParts,
  mappingTitle,
  useSupportChain,
  warningTitle,
  type ChainParts,
} from "./support-chain-data";

type Kind = "warning" | "adaptation" | "feedback" | "mapping" | "investigation";

/** One happening in the pupil's chain, linking to the item it is about. */
interface Entry {
  key: string;
  at: string;
  kind: Kind;
  title: string;
  text: string;
  to: string;
  flag?: { text: string; state: StatusState } | undefined;
  /** An adaptation's feedback: told under it, in time order, wherever the chain's time puts the adaptation. */
  replies?: Entry[];
}

/** Same day: the chain's own order (a warning before the adaptation made from it, and so on). */
const RANK: Record<Kind, number> = { warning: 0, adaptation: 1, feedback: 2, mapping: 3, investigation: 4 };

const inChainOrder = (a: Entry, b: Entry) =>
  a.at.slice(0, 10).localeCompare(b.at.slice(0, 10)) ||
  RANK[a.kind] - RANK[b.kind] ||
  a.at.localeCompare(b.at);
const BORDER: Record<Kind, string> = {
  warning: "orange.solid",
  adaptation: "brand.solid",
  feedback: "border",
  mapping: "purple.solid",
  investigation: "green.solid",
};

/**
 * The pupil page's section "Stödkedjan": the pupil's F-warnings, extra adaptations with their feedback, mappings and
 * pedagogical investigations in time order (Skollagen 3 kap. as it happened), each linking to the item. A part
 * the school hides, or that the role does not work with, is neither read nor shown.
 */
export function SupportChainSection({ student, school }: { student: Student; school: School }) {
  const { role } = useSession();
  const parts = chainParts(role, school.hiddenParts);
  if (!anyPart(parts)) return null;
  return <Chain student={student} parts={parts} />;
}

function Chain({ student, parts }: { student: Student; parts: ChainParts }) {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const chain = useSupportChain(student.schoolId, student.id, parts, role);
  const entries: Entry[] = [];
  for (const warning of chain.warnings) {
    entries.push({
      key: `warning-${warning.id}`,
      at: warning.startDate,
      kind: "warning",
      title: warningTitle(t, warning),
      text: warning.reason,
      to: fWarningsPath({ id: warning.id }),
    });
  }
  for (const adaptation of chain.adaptations) {
    const to = adaptationsPath({ id: adaptation.id });
    entries.push({
      key: `adaptation-${adaptation.id}`,
      at: adaptation.startDate,
      kind: "adaptation",
      title: adaptationTitle(t, adaptation),
      text: [
        adaptation.categories.map((category) => t(CATEGORY_KEYS[category])).join(", "),
        adaptation.description,
      ]
        .filter(Boolean)
        .join(". "),
      to,
      flag: adaptation.followUpDue
        ? { text: t("adaptations.adaptation.followUpDue"), state: "late" }
        : undefined,
      replies: adaptation.feedback
        .map((entry): Entry => ({
          key: `feedback-${entry.id}`,
          at: entry.createdAt,
          kind: "feedback",
          title: t("adaptations.student.feedbackEntry", { name: entry.authorName }),
          text: entry.text,
          to,
        }))
        .sort(inChainOrder),
    });
  }
  for (const mapping of chain.mappings) {
    entries.push({
      key: `mapping-${mapping.id}`,
      at: mapping.createdAt,
      kind: "mapping",
      title: mappingTitle(t, mapping, i18n.language),
      text: t("adaptations.student.mappingAnswered", {
        answered: mapping.respondents.filter((respondent) => respondent.answered).length,
        count: mapping.respondents.length,
      }),
      to: mappingPath(mapping.id),
    });
  }
  for (const investigation of chain.investigations) {
    entries.push({
      key: `investigation-${investigation.id}`,
      at: investigation.createdAt,
      kind: "investigation",
      title: t("adaptations.student.investigationEntry"),
      text: t(outcomeKey(investigation.outcome)),
      to: investigationPath({ id: investigation.id }),
      flag: {
        text: t(INVESTIGATION_STATUS_KEYS[investigation.status]),
        state: INVESTIGATION_STATES[investigation.status],
      },
    });
  }
  entries.sort(inChainOrder);

  const links = [
    parts.warnings && {
      to: fWarningsPath({ studentId: student.id }),
      label: t("adaptations.fWarning.title"),
    },
    parts.adaptations && {
      to: adaptationsPath({ studentId: student.id }),
      label: t("adaptations.adaptation.title"),
    },
    parts.mappings && {
      to: mappingsPath({ create: true, studentId: student.id }),
      label: t("mappings.student.create"),
    },
    parts.investigations &&
      isInvestigationStaffRole(role) && {
        to: investigationPath({ create: true, studentId: student.id }),
        label: t("investigations.student.create"),
      },
  ].filter((link): link is { to: string; label: string } => Boolean(link));

  return (
    <SectionCard
      title={t("adaptations.student.title")}
      testId="student-support-chain"
      actions={
        <HStack gap="4" flexWrap="wrap">
          {links.map((link) => (
            <Link key={link.to} asChild color="brand.fg" fontSize="sm">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </HStack>
      }
    >
      {chain.loading ? (
        <PageLoading />
      ) : chain.failed ? (
        <FormAlert status="error">{t("lists.error")}</FormAlert>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t("adaptations.student.empty")}</Text>
      ) : (
        <EntryList entries={entries} />
      )}
    </SectionCard>
  );
}

/** The chain's entries as an ordered list; an adaptation's feedback is a list inside its entry. */
function EntryList({ entries, nested = false }: { entries: readonly Entry[]; nested?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Stack as="ol" gap="3" listStyleType="none" margin="0" marginTop={nested ? "2" : "0"}>
      {entries.map((entry) => (
        <Box as="li" key={entry.key} borderLeftWidth="3px" borderColor={BORDER[entry.kind]} paddingStart="3">
          <HStack gap="2" flexWrap="wrap">
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={entry.to}>{entry.title}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {formatDay(entry.at, i18n.language)}
            </Text>
            {entry.flag ? <StatusBadge state={entry.flag.state}>{entry.flag.text}</StatusBadge> : null}
          </HStack>
          {entry.text ? (
            <Text whiteSpace="pre-wrap" lineClamp={4}>
              {entry.text}
            </Text>
          ) : null}
          {entry.replies?.length ? <EntryList entries={entry.replies} nested /> : null}
        </Box>
      ))}
    </Stack>
  );
}
