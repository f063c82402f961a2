import { Icon, type IconProps } from "@chakra-ui/react";

/**
 * The few line icons the app needs (24 px grid, stroke 2). All are decorative: each sits in a button or link
 * named by its text or aria-label, or beside the text it illustrates, so it is hidden from assistive technology.
 */
function svgIcon(paths: string[]) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon aria-hidden="true" focusable="false" {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  };
}

export const MenuIcon = svgIcon(["M4 6h16", "M4 12h16", "M4 18h16"]);
export const CloseIcon = svgIcon(["M6 6l12 12", "M18 6L6 18"]);
export const ChevronDownIcon = svgIcon(["M6 9l6 6 6-6"]);
export const CheckIcon = svgIcon(["M20 6L9 17l-5-5"]);
/** The status icons of alerts: a ring with "i", "!" or a tick, the shapes Chakra uses, as line icons. */
export const InfoIcon = svgIcon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 8h.01", "M12 12v4"]);
export const WarningIcon = svgIcon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 8v4", "M12 16h.01"]);
export const CheckCircleIcon = svgIcon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M8.5 12l2.5 2.5 5-5"]);
export const SettingsIcon = svgIcon([
  "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  "M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z",
]);
export const GlobeIcon = svgIcon([
  "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
  "M2 12h20",
  "M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z",
]);
export const SidebarIcon = svgIcon(["M4 4h16v16H4z", "M9 4v16"]);
export const ChatIcon = svgIcon(["M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"]);
export const CopyIcon = svgIcon(["M9 9h11v11H9z", "M5 15H4V4h11v1"]);
export const ExternalIcon = svgIcon([
  "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6",
  "M15 3h6v6",
  "M10 14L21 3",
]);
export const BellIcon = svgIcon(["M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9", "M13.7 21a2 2 0 0 1-3.4 0"]);
export const PencilIcon = svgIcon(["M12 20h9", "M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z"]);
export const TrashIcon = svgIcon(["M3 6h18", "M8 6V4h8v2", "M19 6l-1 14H6L5 6", "M10 11v6", "M14 11v6"]);
/** A speech bubble with lines: a comment on a step. */
export const CommentIcon = svgIcon([
  "M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z",
  "M8 10h8",
  "M8 14h5",
]);
/** A decision: a document with a tick. */
export const DecisionIcon = svgIcon(["M14 3H6v18h12V7z", "M14 3v4h4", "M9 14l2 2 4-4"]);
export const ArrowRightIcon = svgIcon(["M5 12h14", "M13 6l6 6-6 6"]);
/** The teachers' megaphone (report violating treatment). */
export const MegaphoneIcon = svgIcon([
  "M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1z",
  "M17 9a4 4 0 0 1 0 6",
  "M7 14l1 5h2l-1-5",
]);
/** The calendar in the sidebar: a month page. */
export const CalendarIcon = svgIcon(["M4 5h16v16H4z", "M4 10h16", "M8 3v4", "M16 3v4"]);
