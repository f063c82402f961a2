import { Badge, Tabs, type TabsListProps, type TabsTriggerProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A list's status tabs ("Pågående", "Avslutade", …): one tab a status, with the list of the chosen one under it,
 * mounted only while chosen (each tab reads its own list). The chosen status is the page's (`value`, `onChange`:
 * in the URL).
 */
export function StatusTabs<Status extends string>({
  statuses,
  value,
  onChange,
  label,
  count,
  testId,
  listProps,
  triggerProps,
  children,
}: {
  statuses: readonly Status[];
  value: Status;
  onChange: (status: string) => void;
  /** A tab's name. */
  label: (status: Status) => string;
  /** How many a tab holds, shown beside its name once known (undefined: nothing shown). */
  count?: (status: Status) => string | number | undefined;
  /** Each tab's test id is `${testId}-${status}`. */
  testId: string;
  /** How the row of tabs lays out on a narrow screen (wrapping, scrolling). */
  listProps?: TabsListProps;
  triggerProps?: Omit<TabsTriggerProps, "value">;
  /** The list of one status. */
  children: (status: Status) => ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onChange(details.value)}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List {...listProps}>
        {statuses.map((status) => (
          <Tabs.Trigger key={status} value={status} {...triggerProps} data-testid={`${testId}-${status}`}>
            {label(status)}
            {count?.(status) !== undefined ? (
              <Badge size="sm" variant="subtle" colorPalette="gray" rounded="full">
                {count(status)}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {statuses.map((status) => (
        <Tabs.Content key={status} value={status}>
          {children(status)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
