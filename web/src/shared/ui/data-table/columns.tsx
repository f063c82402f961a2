import { Button, HStack, Link, Portal } from "@chakra-ui/react";
import type { RowData } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Menu } from "../chakra-parts/menu";
import { ChevronDownIcon } from "../icons";
import type { DataColumn } from "./data-table";

/** A column whose cell links to the row's page (a pupil's name to the pupil, a school's to the school). */
export function linkColumn<T extends RowData>({
  id,
  header,
  to,
  text,
  bold = false,
}: {
  id: string;
  header: string;
  to: (row: T) => string;
  text: (row: T) => string;
  bold?: boolean;
}): DataColumn<T> {
  return {
    id,
    header,
    cell: (row) => (
      <Link asChild color="brand.fg" fontWeight={bold ? "medium" : undefined}>
        <RouterLink to={to(row)}>{text(row)}</RouterLink>
      </Link>
    ),
  };
}

/**
 * One button among a row's actions: it opens a dialog (`onClick`) or goes to a page (`to`). `colorPalette` marks a
 * removal ("red") or the row's main next step ("brand").
 */
export type RowAction = {
  label: string;
  colorPalette?: "red" | "brand";
  testId?: string;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A row's actions, as the row allows them: one left out (`false`, `null`) is not shown. */
export type RowActionList = readonly (RowAction | false | null | undefined)[];

/** One action as a small outlined button (or a link styled as one). */
function RowActionButton({ action }: { action: RowAction }) {
  return action.to === undefined ? (
    <Button
      size="xs"
      variant="outline"
      colorPalette={action.colorPalette}
      onClick={action.onClick}
      data-testid={action.testId}
    >
      {action.label}
    </Button>
  ) : (
    <Button
      asChild
      size="xs"
      variant="outline"
      colorPalette={action.colorPalette}
      data-testid={action.testId}
    >
      <RouterLink to={action.to}>{action.label}</RouterLink>
    </Button>
  );
}

/**
 * A row's buttons, small and outlined, in one line that wraps on a narrow screen. With `inline`, only the first
 * `inline` actions are buttons and the others are items of one "More actions" menu, so a wide list fits its page.
 */
export function RowActions({ actions, inline }: { actions: RowActionList; inline?: number }) {
  const { t } = useTranslation();
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  const buttons = inline === undefined ? shown : shown.slice(0, inline);
  const inMenu = shown.slice(buttons.length);
  return (
    <HStack gap="2" flexWrap="wrap">
      {buttons.map((action) => (
        <RowActionButton key={action.label} action={action} />
      ))}
      {inMenu.length > 0 ? (
        <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline" data-testid="row-actions-menu">
              {t("common.actions.more")}
              <ChevronDownIcon />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {inMenu.map((action) =>
                  action.to === undefined ? (
                    <Menu.Item
                      key={action.label}
                      value={action.label}
                      color={action.colorPalette === "red" ? "fg.error" : undefined}
                      onSelect={action.onClick}
                      data-testid={action.testId}
                    >
                      {action.label}
                    </Menu.Item>
                  ) : (
                    <Menu.Item key={action.label} value={action.label} asChild data-testid={action.testId}>
                      <RouterLink to={action.to}>{action.label}</RouterLink>
                    </Menu.Item>
                  ),
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </HStack>
  );
}

/**
 * The last column of a list whose rows can be changed: the row's actions (`actionsOf`; null leaves the cell empty,
 * for a row the caller may not change at all). `inline` keeps that many as buttons and puts the rest in a menu.
 */
export function actionsColumn<T extends RowData>(
  header: string,
  actionsOf: (row: T) => RowActionList | null,
  { inline }: { inline?: number } = {},
): DataColumn<T> {
  return {
    id: "actions",
    header,
    cell: (row) => {
      const actions = actionsOf(row);
      return actions ? <RowActions actions={actions} inline={inline} /> : null;
    },
  };
}
