import { Button, Card, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SMILEY_EMOJI, SMILEY_LABELS, SMILEYS, type Smiley } from "#shared/tickets/ticket.constants";
import type { Feedback, Reaction } from "#shared/tickets/ticket.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { formatDateTime } from "../../../shared/i18n/dates";
import { currentLanguage } from "../../../shared/i18n/i18n";
import { mayOpen } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { FilterBar, FilterCombobox } from "../../../shared/ui/filter-combobox";
import { pupilLabel } from "../../../shared/ui/pupil-combobox";
import { PagedCardList } from "../../../shared/ui/paged-list";
import { useFeedbackList, useReact, useWithdrawReaction } from "../feedback.api";
import { ownReaction, smileyCounts } from "../reaction-rules";
import { studentPath, ticketPath } from "../../../shared/routes";
import { SmallLink } from "../../../shared/ui/small-link";

/**
 * /documentation/feedback (spec section 2): the feedback entries of the school's tickets the caller may read, newest
 * first, each with the five smileys. Feedback is written on the ticket page; here one reacts to it.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  return (
    <>
      <PageHeader
        title={t("feedback.title")}
        description={schoolSummary?.name ?? t("feedback.description")}
      />
      {schoolId ? <FeedbackList schoolId={schoolId} /> : null}
    </>
  );
}

function FeedbackList({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const { user, role } = useSession();
  const [studentId, setStudentId] = useState("");
  const students = useStudents(schoolId);
  const names = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student.name])),
    [students.data],
  );
  // The school (usually read already by another page) names each pupil's class in the filter.
  const { data: school } = useSchool(schoolId);
  const pupils = useMemo(
    () =>
      (students.data ?? []).map((pupil) => ({
        value: pupil.id,
        label: pupilLabel(pupil, school?.classes ?? []),
      })),
    [students.data, school?.classes],
  );
  const list = useFeedbackList(schoolId, studentId);
  const react = useReact(user.id);
  const withdraw = useWithdrawReaction();
  const studentLinks = mayOpen("student", role);

  return (
    <Stack gap="5">
      <FilterBar label={t("feedback.filters")}>
        <FilterCombobox
          label={t("feedback.pupil")}
          allLabel={t("feedback.allPupils")}
          options={pupils}
          value={studentId}
          onChange={setStudentId}
          data-testid="feedback-pupil"
        />
      </FilterBar>
      <HStack
        as="ul"
        gap="4"
        flexWrap="wrap"
        listStyleType="none"
        fontSize="sm"
        color="fg.muted"
        aria-label={t("feedback.legend")}
      >
        {SMILEYS.map((smiley) => (
          <li key={smiley}>
            <span aria-hidden="true">{SMILEY_EMOJI[smiley]}</span> {SMILEY_LABELS[smiley][currentLanguage()]}
          </li>
        ))}
      </HStack>
      <PagedCardList
        query={list}
        label={t("feedback.title")}
        gap="4"
        emptyText={t("feedback.empty")}
        emptyTestId="feedback-empty"
        getKey={(feedback) => feedback.id}
        renderItem={(feedback) => (
          <FeedbackEntry
            feedback={feedback}
            pupilName={names.get(feedback.studentId) ?? t("feedback.unknownPupil")}
            pupilLink={studentLinks}
            userId={user.id}
            busy={
              (react.isPending && react.variables.feedback.id === feedback.id) ||
              (withdraw.isPending && withdraw.variables.feedbackId === feedback.id)
            }
            onReact={(smiley) => react.mutate({ feedback, smiley })}
            onWithdraw={(reaction) => withdraw.mutate(reaction)}
          />
        )}
      />
    </Stack>
  );
}

function FeedbackEntry({
  feedback,
  pupilName,
  pupilLink,
  userId,
  busy,
  onReact,
  onWithdraw,
}: {
  feedback: Feedback;
  pupilName: string;
  pupilLink: boolean;
  userId: string;
  busy: boolean;
  onReact: (smiley: Smiley) => void;
  onWithdraw: (reaction: Reaction) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();
  const counts = smileyCounts(feedback.reactions);
  const ownItem = ownReaction(feedback, userId);
  const own = ownItem?.smiley;
  const date = formatDateTime(feedback.createdAt);
  return (
    <Card.Root asChild size="sm" data-testid="feedback-entry">
      <article aria-labelledby={headingId}>
        <Card.Body gap="3">
          <Stack gap="0.5">
            <Heading as="h2" size="md" id={headingId}>
              {pupilLink ? (
                <Link asChild color="brand.fg">
                  <RouterLink to={studentPath(feedback.studentId)}>{pupilName}</RouterLink>
                </Link>
              ) : (
                pupilName
              )}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t("feedback.byline", { author: feedback.author.name, date })}
            </Text>
          </Stack>
          <Text whiteSpace="pre-wrap">{feedback.text}</Text>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            {feedback.ticketArchived ? (
              <ArchivedReactions counts={counts} />
            ) : (
              <HStack gap="1.5" flexWrap="wrap" role="group" aria-label={t("feedback.reactions")}>
                {SMILEYS.map((smiley) => {
                  const pressed = own === smiley;
                  const label = SMILEY_LABELS[smiley][language];
                  return (
                    <Button
                      key={smiley}
                      size="sm"
                      variant={pressed ? "subtle" : "outline"}
                      colorPalette={pressed ? "brand" : "gray"}
                      borderWidth={pressed ? "2px" : "1px"}
                      borderColor={pressed ? "brand.solid" : undefined}
                      aria-pressed={pressed}
                      aria-label={t("feedback.smiley", { label, number: String(counts[smiley]) })}
                      title={label}
                      disabled={busy}
                      data-smiley={smiley}
                      onClick={() => {
                        if (!pressed) onReact(smiley);
                      }}
                    >
                      <span aria-hidden="true">{SMILEY_EMOJI[smiley]}</span>
                      <span aria-hidden="true">{counts[smiley]}</span>
                    </Button>
                  );
                })}
                {ownItem ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    data-testid="withdraw-reaction"
                    onClick={() => onWithdraw(ownItem)}
                  >
                    {t("feedback.withdraw")}
                  </Button>
                ) : null}
              </HStack>
            )}
            <SmallLink to={ticketPath(feedback.ticketId)}>{t("feedback.openTicket")}</SmallLink>
          </HStack>
        </Card.Body>
      </article>
    </Card.Root>
  );
}

/** An archived ticket's feedback is read-only: the smileys are told, not offered. */
function ArchivedReactions({ counts }: { counts: Record<Smiley, number> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="1" data-testid="archived-reactions">
      <Text fontSize="sm" color="fg.muted">
        {t("feedback.archived")}
      </Text>
      <HStack as="ul" gap="3" listStyleType="none" flexWrap="wrap" aria-label={t("feedback.reactions")}>
        {SMILEYS.filter((smiley) => counts[smiley] > 0).map((smiley) => (
          <Text as="li" key={smiley} fontSize="sm">
            <span aria-hidden="true">{SMILEY_EMOJI[smiley]}</span> {SMILEY_LABELS[smiley][language]}:{" "}
            {counts[smiley]}
          </Text>
        ))}
      </HStack>
    </Stack>
  );
}

export { FeedbackPage as Component };
