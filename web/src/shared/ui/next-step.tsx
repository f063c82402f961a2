import { Box, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../pupil-actions/dates";

/** One thing that blocks the next step: its key (a field's name, when it is a field to fill) and its text. */
export interface Blocker {
  key: string;
  text: string;
}

/** What a detail page's "next step" tells: where the item stands and what comes next, by whom, by when. */
export interface NextStep {
  /** The item's status (its badge). */
  status: ReactNode;
  /** Who the item waits on now (names, or a role's name); nothing when it waits on no one. */
  waitsOn?: string | null | undefined;
  /** The date the next step is due (YYYY-MM-DD), and whether it has passed with the step not taken. */
  due?: { date: string; late: boolean } | null | undefined;
  /** The one primary action for the reader, when there is one they may take. */
  action?: ReactNode;
  /**
   * What must be done before that action can be taken (each a short text: a field to fill, a step to take). The
   * page disables the action while any is left, and this list says why, before any confirm step.
   */
  blockers?: readonly Blocker[] | undefined;
  /** The blockers' heading, when the page says more than "Innan du kan gå vidare:". */
  blockersTitle?: string | undefined;
  /** A fact of the item's own that belongs with where it stands (a mapping's "action program begun"). */
  extra?: ReactNode;
}

/**
 * A detail page's "next step" header, right under the page's title: status, who it waits on, the due date and the
 * one primary action, with what blocks it. The same on every detail page (ticket, action program, mapping,
 * investigation, violation report, whistle); the page's reference sections follow below it.
 */
export function NextStepPanel({
  status,
  waitsOn,
  due,
  action,
  blockers = [],
  blockersTitle,
  extra,
  testId = "next-step",
  blockersTestId = `${testId}-blockers`,
}: NextStep & {
  testId?: string;
  blockersTestId?: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid={testId}
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      padding="4"
      mb="6"
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="2" minWidth="0">
            <Heading as="h2" size="sm" id={headingId}>
              {t("lists.nextStep.title")}
            </Heading>
            <HStack gap="4" flexWrap="wrap" fontSize="sm">
              <HStack gap="2">
                <Text color="fg.muted">{t("lists.nextStep.status")}</Text>
                {status}
              </HStack>
              {waitsOn ? (
                <HStack gap="2" data-testid={`${testId}-waits-on`}>
                  <Text color="fg.muted">{t("lists.nextStep.waitsOn")}</Text>
                  <Text fontWeight="medium">{waitsOn}</Text>
                </HStack>
              ) : null}
              {due ? (
                <HStack gap="2" data-testid={`${testId}-due`}>
                  <Text color="fg.muted">{t("lists.nextStep.due")}</Text>
                  <Text fontWeight="medium" color={due.late ? "red.fg" : undefined}>
                    {formatDay(due.date, i18n.language)}
                    {due.late ? ` (${t("lists.nextStep.late")})` : ""}
                  </Text>
                </HStack>
              ) : null}
              {extra}
            </HStack>
          </Stack>
          {action ? <Box flexShrink={0}>{action}</Box> : null}
        </HStack>
        {blockers.length > 0 ? (
          <Box data-testid={blockersTestId} fontSize="sm">
            <Text color="fg.muted">{blockersTitle ?? t("lists.nextStep.blockedBy")}</Text>
            <List.Root ps="5">
              {blockers.map((blocker) => (
                <List.Item key={blocker.key} data-field={blocker.key}>
                  {blocker.text}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ) : !action && !waitsOn ? (
          <Text fontSize="sm" color="fg.muted">
            {t("lists.nextStep.done")}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
