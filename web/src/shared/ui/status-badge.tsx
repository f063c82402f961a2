import { Badge, type BadgeProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The states a thing shows in a badge, whatever its kind (a ticket, a mapping, a report, a program, a calendar
 * event): each feature says which of these its own status is, and the badge's colour follows from it alone.
 */
export const STATUS_STATES = ["new", "inProgress", "waiting", "late", "done", "archived"] as const;
export type StatusState = (typeof STATUS_STATES)[number];

/** The one palette: the same state has the same colour in lists, details and the calendar; late is always red. */
export const STATUS_PALETTE = {
  new: "blue",
  inProgress: "brand",
  waiting: "orange",
  late: "red",
  done: "green",
  archived: "gray",
} as const satisfies Record<StatusState, string>;

/** A state as a badge (subtle, in the state's colour); its text is the feature's own word for it. */
export function StatusBadge({
  state,
  children,
  ...props
}: { state: StatusState; children: ReactNode } & Omit<BadgeProps, "colorPalette" | "variant" | "children">) {
  return (
    <Badge colorPalette={STATUS_PALETTE[state]} variant="subtle" data-status={state} {...props}>
      {children}
    </Badge>
  );
}
