import { Box, Button, Dialog, Heading, HStack, IconButton, Portal, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarEvent } from "#shared/calendar/calendar.constants";
import { addMonths, monthGrid, weekdayOf } from "#shared/calendar/calendar-grid";
import { addDaysToDate } from "#shared/dates";
import { CloseButton } from "../../../shared/ui/chakra-parts/close-button";
import { ArrowRightIcon } from "../../../shared/ui/icons";
import { useCalendarMonth } from "../calendar.api";
import { formatMonth } from "../../../shared/i18n/dates";
import { DayCell, DayEvents } from "./calendar-days";

/** The week from Sunday (spec section 9): each day's short name (Sö Må Ti On To Fr Lö) and full name. */
const WEEKDAYS = [
  { short: "calendar.weekdays.short.sun", long: "calendar.weekdays.long.sun" },
  { short: "calendar.weekdays.short.mon", long: "calendar.weekdays.long.mon" },
  { short: "calendar.weekdays.short.tue", long: "calendar.weekdays.long.tue" },
  { short: "calendar.weekdays.short.wed", long: "calendar.weekdays.long.wed" },
  { short: "calendar.weekdays.short.thu", long: "calendar.weekdays.long.thu" },
  { short: "calendar.weekdays.short.fri", long: "calendar.weekdays.long.fri" },
  { short: "calendar.weekdays.short.sat", long: "calendar.weekdays.long.sat" },
] as const;

/** Where an arrow key (or Home, End, Page Up, Page Down) moves the focused day; null for other keys. */
function movedDay(date: string, key: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDaysToDate(date, -1);
    case "ArrowRight":
      return addDaysToDate(date, 1);
    case "ArrowUp":
      return addDaysToDate(date, -7);
    case "ArrowDown":
      return addDaysToDate(date, 7);
    case "Home":
      return addDaysToDate(date, -weekdayOf(date));
    case "End":
      return addDaysToDate(date, 6 - weekdayOf(date));
    case "PageUp":
    case "PageDown": {
      const month = addMonths(date.slice(0, 7), key === "PageUp" ? -1 : 1);
      const day = Math.min(Number(date.slice(8)), 28);
      return `${month}-${String(day).padStart(2, "0")}`;
    }
    default:
      return null;
  }
}

/**
 * The calendar modal (spec section 2): a month grid with weeks starting on Sunday and the day names Sö Må Ti On To Fr
 * Lö, previous and next month. A day with events is bold and marked with a dot (not colour alone; its name tells the number); choosing a day
 * lists its events as links, and following one closes the modal. The grid is one tab stop: the arrow keys move
 * between the days (Home and End to the week's ends, Page Up and Page Down a month), Enter or Space shows the day.
 */
export function CalendarDialog({
  schoolId,
  today,
  onClose,
  returnFocusTo,
}: {
  schoolId: string;
  today: string;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [focused, setFocused] = useState(today);
  const [selected, setSelected] = useState<string | null>(today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const helpId = useId();
  const { weeks } = useMemo(() => monthGrid(month), [month]);
  const calendar = useCalendarMonth(schoolId, month);
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarEvent[]>();
    for (const event of calendar.data?.items ?? []) {
      days.set(event.date, [...(days.get(event.date) ?? []), event]);
    }
    return days;
  }, [calendar.data]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const showMonth = (next: string) => {
    setMonth(next);
    setFocused(today.startsWith(next) ? today : `${next}-01`);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = movedDay(focused, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    if (!next.startsWith(month)) setMonth(next.slice(0, 7));
    setFocused(next);
  };

  const events = selected ? (byDay.get(selected) ?? []) : [];
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      // Opening puts the keyboard on today's day, so the arrow keys move at once (the grid is one tab stop).
      initialFocusEl={() =>
        grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${today}"]`) ?? null
      }
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="calc(100vw - 1rem)" maxWidth="28rem" data-testid="calendar-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("calendar.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack justify="space-between">
                  <IconButton
                    variant="ghost"
                    size="sm"
                    aria-label={t("calendar.previousMonth")}
                    onClick={() => showMonth(addMonths(month, -1))}
                    data-testid="calendar-previous"
                  >
                    <ArrowRightIcon transform="scaleX(-1)" />
                  </IconButton>
                  <Heading as="h3" size="md" id={headingId} aria-live="polite" data-testid="calendar-month">
                    {formatMonth(month)}
                  </Heading>
                  <IconButton
                    variant="ghost"
                    size="sm"
                    aria-label={t("calendar.nextMonth")}
                    onClick={() => showMonth(addMonths(month, 1))}
                    data-testid="calendar-next"
                  >
                    <ArrowRightIcon />
                  </IconButton>
                </HStack>
                <Text id={helpId} fontSize="xs" color="fg.muted">
                  {t("calendar.gridHelp")}
                </Text>
                <Box
                  asChild
                  width="full"
                  css={{ borderCollapse: "collapse", tableLayout: "fixed" }}
                  aria-busy={calendar.isPending}
                >
                  <table
                    ref={grid}
                    role="grid"
                    aria-labelledby={headingId}
                    aria-describedby={helpId}
                    onKeyDown={onGridKey}
                    data-testid="calendar-grid"
                  >
                    <thead>
                      <tr>
                        {WEEKDAYS.map((day) => (
                          <Box
                            asChild
                            key={day.short}
                            fontSize="xs"
                            fontWeight="semibold"
                            color="fg.muted"
                            pb="1"
                            textAlign="center"
                          >
                            <th scope="col" abbr={t(day.long)}>
                              {t(day.short)}
                            </th>
                          </Box>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {weeks.map((week) => (
                        <tr key={week[0]}>
                          {week.map((date) => (
                            <DayCell
                              key={date}
                              date={date}
                              inMonth={date.startsWith(month)}
                              isToday={date === today}
                              count={byDay.get(date)?.length ?? 0}
                              focusable={date === focused}
                              selected={date === selected}
                              onOpen={() => {
                                setFocused(date);
                                setSelected(date);
                              }}
                            />
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Box>
                {calendar.isError ? <Text color="fg.error">{t("calendar.error")}</Text> : null}
                <DayEvents day={selected} events={events} pending={calendar.isPending} onFollow={onClose} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("common.actions.close")}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
