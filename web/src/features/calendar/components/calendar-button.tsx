import { IconButton } from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CalendarIcon } from "../../../shared/ui/icons";
import { IconCount } from "../../../shared/ui/icon-count";
import { todayInStockholm, useCalendarMonth } from "../calendar.api";

const loadDialog = () => import("./calendar-dialog");
const CalendarDialog = lazy(() => loadDialog().then((module) => ({ default: module.CalendarDialog })));

/**
 * The sidebar's calendar (spec section 2: "calendar with today's event count"): in the first paint, with the number
 * of today's events, which is part of the button's name too ("Kalender, 2 händelser i dag"), so the badge itself is
 * hidden from assistive technology. The modal loads on first use (pointer over or focus preloads it).
 */
export function CalendarButton({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const today = todayInStockholm();
  const { data } = useCalendarMonth(schoolId, today.slice(0, 7));
  const count = data?.items.filter((event) => event.date === today).length ?? 0;
  const label = count > 0 ? t("calendar.buttonToday", { count }) : t("calendar.button");
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        position="relative"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        data-testid="open-calendar"
      >
        <CalendarIcon />
        {count > 0 ? (
          <IconCount
            count={count > 99 ? "99+" : count}
            bg="brand.solid"
            color="brand.contrast"
            testId="calendar-today-count"
          />
        ) : null}
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <CalendarDialog
            schoolId={schoolId}
            today={today}
            onClose={() => setOpen(false)}
            returnFocusTo={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
