import { Box, Button, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionProgram, ProgramHistoryEntry } from "#shared/actionprograms/action-program.schema";
import { HISTORY_KEYS } from "../../../shared/actionprograms/action-program-keys";
import { SectionCard } from "../../../shared/ui/section-card";
import { formatDate } from "../../../shared/i18n/dates";

/**
 * The program's history: each change with who, when and which fields. A change that kept earlier values (an edit
 * of the draft, a correction of the decided program) has a disclosure that shows the text before the change, so
 * every earlier version stays readable (issue 13).
 */

const FIELD_KEYS: Partial<Record<string, ParseKeys>> = {
  specialNeeds: "actionPrograms.fields.specialNeeds",
  actions: "actionPrograms.fields.actions",
  followUpDate: "actionPrograms.fields.followUpDate",
  evaluationDate: "actionPrograms.fields.evaluationDate",
  studentInformedOn: "actionPrograms.fields.studentInformedOn",
  guardiansInformedOn: "actionPrograms.fields.guardiansInformedOn",
  place: "actionPrograms.fields.place",
  attendees: "actionPrograms.fields.attendees",
  studentInvolved: "actionPrograms.fields.studentInvolved",
  guardianInvolved: "actionPrograms.fields.guardianInvolved",
  decisionMakerId: "actionPrograms.fields.decisionMaker",
};

/** The earlier values an entry kept, or none (older entries and events without values). */
function earlierOf(entry: ProgramHistoryEntry): [string, unknown][] {
  try {
    const parsed: unknown = JSON.parse(entry.before);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
    return Object.entries(parsed).filter(([field]) => entry.fields.includes(field));
  } catch {
    return [];
  }
}

export function ProgramHistory({ program }: { program: ActionProgram }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("actionPrograms.history.title")} testId="program-history">
      <List.Root gap="2" ps="4">
        {program.history.map((entry, index) => (
          <HistoryItem key={index} entry={entry} />
        ))}
      </List.Root>
    </SectionCard>
  );
}

function HistoryItem({ entry }: { entry: ProgramHistoryEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = (field: string) => {
    const key = FIELD_KEYS[field];
    return key ? t(key) : field;
  };
  const earlier = earlierOf(entry);
  return (
    <List.Item data-testid="program-history-entry">
      <Text as="span">
        {t("actionPrograms.history.entry", {
          event: t(HISTORY_KEYS[entry.event]),
          by: entry.byName,
          at: formatDate(entry.at),
        })}
        {entry.fields.length > 0
          ? ` ${t("actionPrograms.history.fields", { fields: entry.fields.map(label).join(", ") })}`
          : null}
      </Text>
      {earlier.length > 0 ? (
        <Stack gap="2" mt="1" align="flex-start">
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {t(open ? "actionPrograms.history.hideEarlier" : "actionPrograms.history.showEarlier")}
          </Button>
          {open ? (
            <Box
              id={panelId}
              borderWidth="1px"
              rounded="md"
              p="3"
              width="full"
              data-testid="program-history-earlier"
            >
              <Heading as="h3" size="xs" mb="2">
                {t("actionPrograms.history.earlierTitle")}
              </Heading>
              <Stack gap="2">
                {earlier.map(([field, value]) => (
                  <Stack key={field} gap="0.5">
                    <Text fontSize="sm" color="fg.muted" fontWeight="medium">
                      {label(field)}
                    </Text>
                    <EarlierValue value={value} />
                  </Stack>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </List.Item>
  );
}

/** One earlier value as text: the actions as a list of their rows, yes/no, names joined, "(empty)" for none. */
function EarlierValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const empty = <Text color="fg.muted">{t("actionPrograms.history.emptyValue")}</Text>;
  if (typeof value === "boolean") {
    return <Text>{t(value ? "actionPrograms.view.yes" : "actionPrograms.view.no")}</Text>;
  }
  if (typeof value === "string") {
    return value.trim() === "" ? (
      empty
    ) : (
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" maxWidth="75ch">
        {value}
      </Text>
    );
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return empty;
    return (
      <List.Root gap="1" ps="4">
        {value.map((item, index) => (
          <List.Item key={index} overflowWrap="anywhere">
            {rowText(item)}
          </List.Item>
        ))}
      </List.Root>
    );
  }
  return <Text overflowWrap="anywhere">{JSON.stringify(value)}</Text>;
}

/** An action row (action; timespan, follow-up, responsible), a link (title: url) or a name. */
function rowText(item: unknown): string {
  if (typeof item === "string") return item;
  if (item && typeof item === "object") {
    const row = item as Record<string, unknown>;
    if (typeof row.action === "string") {
      const rest = [row.timespan, row.followUp, row.responsible].filter(
        (part): part is string => typeof part === "string" && part !== "",
      );
      return rest.length > 0 ? `${row.action} (${rest.join(", ")})` : row.action;
    }
    if (typeof row.title === "string" && typeof row.url === "string") return `${row.title}: ${row.url}`;
  }
  return JSON.stringify(item);
}
