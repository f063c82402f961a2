import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { WHISTLE_MESSAGE_MAX } from "#shared/whistles/whistle.constants";
import { mayReceiveWhistles } from "#shared/whistles/whistle.policy";
import type { Whistle } from "#shared/whistles/whistle.schema";
import { useSchools } from "../../../shared/data/schools.api";
import { formatDate } from "../../../shared/i18n/dates";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { PagedCardList } from "../../../shared/ui/paged-list";
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import { useArchiveWhistle, useFlagSpam, useReplyToWhistle, useWhistles } from "../whistles.api";

/**
 * /documentation/whistles (spec sections 2, 4, 6): the anonymous whistles addressed to the caller (as head,
 * student-health staff, owner or chosen staff), current or archived. A recipient replies (the sender reads the
 * reply with their receipt), archives or brings back, and flags spam (it leaves the lists). An owner, who works at
 * no school of their own, chooses among the organization's schools.
 */
export function WhistlesPage() {
  const { t } = useTranslation();
  const { schoolId, schoolSummary, role } = useSession();
  const [archived, setArchived] = useState(false);
  const schools = useSchools(schoolId === null && mayReceiveWhistles(role));
  const [chosenSchool, setChosenSchool] = useState("");
  const activeSchool = schoolId ?? (chosenSchool || schools.data?.[0]?.id || null);
  return (
    <>
      <PageHeader
        title={t("whistles.title")}
        description={schoolSummary?.name ?? t("whistles.description")}
      />
      {mayReceiveWhistles(role) ? null : (
        <Text data-testid="whistles-not-recipient" maxWidth="prose">
          {t("whistles.notRecipient")}
        </Text>
      )}
      {mayReceiveWhistles(role) ? (
        <Stack gap="5">
          {schoolId === null && schools.data ? (
            <SelectField
              label={t("whistles.school")}
              rootProps={{ maxWidth: "sm" }}
              data-testid="whistles-school"
              value={activeSchool ?? ""}
              onChange={(event) => setChosenSchool(event.currentTarget.value)}
              options={schools.data.map((school) => ({ value: school.id, label: school.name }))}
            />
          ) : null}
          <SelectField
            label={t("whistles.filter")}
            rootProps={{ maxWidth: "xs" }}
            data-testid="whistles-filter"
            value={archived ? "archived" : "current"}
            onChange={(event) => setArchived(event.currentTarget.value === "archived")}
            options={[
              { value: "current", label: t("whistles.current") },
              { value: "archived", label: t("whistles.archived") },
            ]}
          />
          {activeSchool ? <WhistleList schoolId={activeSchool} archived={archived} /> : null}
        </Stack>
      ) : null}
    </>
  );
}

function WhistleList({ schoolId, archived }: { schoolId: string; archived: boolean }) {
  const { t } = useTranslation();
  const list = useWhistles(schoolId, archived);
  const [spamCandidate, setSpamCandidate] = useState<Whistle | null>(null);
  const spam = useFlagSpam();
  return (
    <Stack gap="4">
      <PagedCardList
        query={list}
        label={t("whistles.title")}
        gap="4"
        emptyText={archived ? t("whistles.emptyArchived") : t("whistles.empty")}
        emptyTestId="whistles-empty"
        getKey={(whistle) => whistle.id}
        renderItem={(whistle) => <WhistleCard whistle={whistle} onSpam={() => setSpamCandidate(whistle)} />}
      />
      <ConfirmDialog
        open={spamCandidate !== null}
        title={t("whistles.spamTitle")}
        body={t("whistles.spamBody")}
        confirmLabel={t("whistles.spam")}
        pending={spam.isPending}
        onClose={() => setSpamCandidate(null)}
        onConfirm={() => {
          if (spamCandidate) spam.mutate(spamCandidate, { onSettled: () => setSpamCandidate(null) });
        }}
      />
    </Stack>
  );
}

const RECIPIENT_LABELS = {
  HEAD: "whistles.recipients.HEAD",
  COUNSELOR: "whistles.recipients.COUNSELOR",
  OWNER: "whistles.recipients.OWNER",
  SELECTED: "whistles.recipients.SELECTED",
} as const satisfies Record<Whistle["recipient"], string>;

const dayText = (date: string) => formatDate(date);

function WhistleCard({ whistle, onSpam }: { whistle: Whistle; onSpam: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const archive = useArchiveWhistle();
  const reply = useReplyToWhistle();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <Card.Root asChild size="sm" data-testid="whistle-card">
      <article aria-labelledby={headingId}>
        <Card.Body gap="3">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Heading as="h2" size="md" id={headingId}>
              {t("whistles.heading", { date: dayText(whistle.date) })}
            </Heading>
            <Badge colorPalette="gray">{t(RECIPIENT_LABELS[whistle.recipient])}</Badge>
          </HStack>
          <Text whiteSpace="pre-wrap">{whistle.message}</Text>
          {whistle.entries.length > 0 ? (
            <Stack gap="2" as="ol" listStyleType="none" aria-label={t("whistles.followUp")}>
              {whistle.entries.map((entry, index) => (
                <Stack
                  as="li"
                  key={index}
                  gap="0.5"
                  borderStartWidth="3px"
                  borderColor={entry.by === "STAFF" ? "brand.solid" : "border.emphasized"}
                  ps="3"
                >
                  <Text fontSize="sm" color="fg.muted">
                    {t(entry.by === "STAFF" ? "whistles.byStaff" : "whistles.bySender", {
                      date: dayText(entry.date),
                    })}
                  </Text>
                  <Text whiteSpace="pre-wrap">{entry.message}</Text>
                </Stack>
              ))}
            </Stack>
          ) : null}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim() === "") {
                setError(t("common.form.required"));
                return;
              }
              setError(undefined);
              reply.mutate({ whistle, message: text.trim() }, { onSuccess: () => setText("") });
            }}
          >
            <Stack gap="2">
              <TextareaField
                label={t("whistles.reply")}
                helperText={t("whistles.replyHelp")}
                error={error}
                value={text}
                maxChars={WHISTLE_MESSAGE_MAX}
                data-testid="whistle-reply"
                onChange={(event) => setText(event.currentTarget.value)}
              />
              <HStack gap="2" flexWrap="wrap">
                <Button type="submit" colorPalette="brand" size="sm" loading={reply.isPending}>
                  {t("whistles.sendReply")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  loading={archive.isPending}
                  data-testid="whistle-archive"
                  onClick={() => archive.mutate({ whistle, archived: !whistle.archived })}
                >
                  {whistle.archived ? t("whistles.restore") : t("whistles.archive")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  data-testid="whistle-spam"
                  onClick={onSpam}
                >
                  {t("whistles.spam")}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </article>
    </Card.Root>
  );
}

export { WhistlesPage as Component };
