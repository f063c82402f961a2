import { Badge, DataList, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  ViolationExternalReplyInputSchema,
  type ExternalReporter,
} from "#shared/violations/violation-external.schema";
import type { ViolationFull } from "#shared/violations/violation.schema";
import { ThreadEntries } from "../../../shared/external/thread-entries";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextEntryForm } from "../../../shared/ui/text-entry-form";
import { useReplyToSender } from "../violations.api";

const REPORTER_KEYS = {
  PUPIL: "violationsExternal.reporters.PUPIL",
  GUARDIAN: "violationsExternal.reporters.GUARDIAN",
  OTHER: "violationsExternal.reporters.OTHER",
} as const satisfies Record<ExternalReporter, string>;

/** Who a report is by: its author, or for an external one without a name, who sent it ("A student, no name"). */
export function authorOf(report: ViolationFull, t: TFunction): string {
  if (report.name || !report.external) return report.name;
  return t("violationsExternal.unnamed", { reporter: t(REPORTER_KEYS[report.external.reporter]) });
}

/**
 * A report sent from the external page: who sent it (and, only if they typed them, a name and contact), and the
 * follow-up with them. Those who manage the report reply; the sender reads it with their receipt code and never
 * sees who answered. Nothing for a report made by staff.
 */
export function ExternalSender({ report }: { report: ViolationFull }) {
  const { t } = useTranslation();
  const reply = useReplyToSender();
  const external = report.external;
  if (!external) return null;
  const manage = report.myAccess === "manage";
  return (
    <SectionCard title={t("violationsExternal.title")} testId="violation-external">
      <Stack gap="3">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t("violationsExternal.reporter")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge>{t(REPORTER_KEYS[external.reporter])}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("violationsExternal.name")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {external.reporterName || t("violationsExternal.notGiven")}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("violationsExternal.contact")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {external.reporterContact || t("violationsExternal.notGiven")}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {t("violationsExternal.intro")}
        </Text>
        {external.entries.length === 0 ? <Text color="fg.muted">{t("violationsExternal.empty")}</Text> : null}
        <ThreadEntries
          entries={external.entries}
          label={t("violationsExternal.thread")}
          byline={(entry, date) =>
            t(entry.by === "STAFF" ? "violationsExternal.fromSchool" : "violationsExternal.fromSender", {
              date,
            })
          }
          testIdPrefix="external-entry-"
        />
        {manage && report.list !== "SPAM" ? (
          <TextEntryForm
            label={t("violationsExternal.reply")}
            helperText={t("violationsExternal.replyHelp")}
            submitLabel={t("violationsExternal.send")}
            schema={ViolationExternalReplyInputSchema.shape.message}
            send={(message) => reply.mutateAsync({ id: report.id, message })}
            colorPalette="brand"
            fieldTestId="external-reply"
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
