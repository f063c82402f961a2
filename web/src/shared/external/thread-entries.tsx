import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { dayText } from "./receipt-once";

/** One entry of a conversation with someone outside the school: by the school's staff, or by the other side. */
export interface ThreadEntry {
  by: string;
  date: string;
  message: string;
}

/**
 * A conversation between the school and someone outside it (a report's sender, a whistle's author), oldest first:
 * each entry says who wrote it and on what day (`byline`, given the day as the language writes it), the school's
 * marked in the brand colour. Each entry's text has the test id `${testIdPrefix}${entry.by}`.
 */
export function ThreadEntries<Entry extends ThreadEntry>({
  entries,
  label,
  byline,
  testIdPrefix,
}: {
  entries: readonly Entry[];
  /** Names the list for screen readers. */
  label: string;
  byline: (entry: Entry, day: string) => string;
  testIdPrefix: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Stack gap="3" as="ol" listStyleType="none" aria-label={label}>
      {entries.map((entry, index) => (
        <Stack
          as="li"
          key={index}
          gap="0.5"
          borderStartWidth="3px"
          ps="3"
          borderColor={entry.by === "STAFF" ? "brand.solid" : "border.emphasized"}
        >
          <Text fontSize="sm" color="fg.muted">
            {byline(entry, dayText(entry.date, i18n.language))}
          </Text>
          <Text whiteSpace="pre-wrap" data-testid={`${testIdPrefix}${entry.by}`}>
            {entry.message}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
