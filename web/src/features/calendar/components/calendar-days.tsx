import { Box, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { CalendarEvent } from "#shared/calendar/calendar.constants";
import { formatDate } from "../../../shared/i18n/dates";
import { currentLanguage } from "../../../shared/i18n/i18n";
import { useItemPath } from "../../../shared/features/slots";
import { StatusBadge } from "../../../shared/ui/status-badge";

/** The calendar's days: a grid cell, a chosen day's events as links, and how dates read in the user's language. */

const locale = () => (currentLanguage() === "sv" ? "sv-SE" : "en-GB");
/** A date's noon in UTC: formatting it in UTC gives the same day whatever the browser's time zone. */
const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const formatDay = (date: string) =>
  new Intl.DateTimeFormat(locale(), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(utcNoon(date));

/** The chosen day's events as links (following one closes the modal), or why there are none. */
export function DayEvents({
  day,
  events,
  pending,
  onFollow,
}: {
  day: string | null;
  events: CalendarEvent[];
  pending: boolean;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const itemPath = useItemPath();
  return (
    <Box as="section" aria-live="polite" data-testid="calendar-day">
      {day ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t("calendar.eventsOn", { date: formatDay(day) })}
          </Heading>
          {pending ? (
            <Text color="fg.muted">{t("calendar.loading")}</Text>
          ) : events.length === 0 ? (
            <Text color="fg.muted">{t("calendar.noEvents")}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {events.map((event) => (
                <HStack as="li" key={`${event.source}-${event.id}`} gap="2" flexWrap="wrap">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={itemPath(event.link.page, event.link.id)} onClick={onFollow}>
                      {t("calendar.eventLabel", { label: event.label, date: formatDate(event.date) })}
                    </RouterLink>
                  </Link>
                  {event.late ? (
                    <StatusBadge state="late" data-testid="calendar-event-late">
                      {t("calendar.late")}
                    </StatusBadge>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">{t("calendar.chooseDay")}</Text>
      )}
    </Box>
  );
}

/** One day of the grid: a button named by its date and its number of events; one tab stop for the whole grid. */
export function DayCell({
  date,
  inMonth,
  isToday,
  count,
  focusable,
  selected,
  onOpen,
}: {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  count: number;
  focusable: boolean;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const day = isToday ? t("calendar.dayToday", { day: formatDay(date) }) : formatDay(date);
  const name =
    count > 0 ? t("calendar.dayEvents", { date: day, count }) : t("calendar.dayNoEvents", { date: day });
  return (
    <Box asChild p="0.5" textAlign="center">
      <td role="gridcell" aria-selected={selected}>
        <Box
          asChild
          width="full"
          minHeight="2.75rem"
          rounded="md"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="0"
          borderWidth={isToday ? "2px" : "1px"}
          borderColor={isToday ? "brand.solid" : selected ? "border.emphasized" : "transparent"}
          bg={selected ? "brand.muted" : count > 0 ? "brand.subtle" : "transparent"}
          color={inMonth ? "fg" : "fg.muted"}
          fontWeight={count > 0 ? "bold" : "normal"}
          cursor="pointer"
          _hover={{ bg: "bg.muted" }}
        >
          <button
            type="button"
            data-date={date}
            data-has-events={count > 0 ? "true" : undefined}
            tabIndex={focusable ? 0 : -1}
            aria-label={name}
            aria-current={isToday ? "date" : undefined}
            onClick={onOpen}
          >
            <span aria-hidden="true">{Number(date.slice(8))}</span>
            {count > 0 ? (
              <Box
                as="span"
                aria-hidden="true"
                data-testid="calendar-day-mark"
                width="1.5"
                height="1.5"
                mt="0.5"
                rounded="full"
                bg="brand.solid"
              />
            ) : null}
          </button>
        </Box>
      </td>
    </Box>
  );
}
