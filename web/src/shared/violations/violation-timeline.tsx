import { HStack, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Violation } from "#shared/violations/violation.schema";
import { formatDateTime } from "../i18n/dates";
import { CHAIN_STEPS, stateOf } from "./violation-rules";
import { StatusBadge } from "../ui/status-badge";
import { CHAIN_KEYS, STATE_KEYS, VIOLATION_STATES } from "./violation-keys";

/** The report's state as a badge. */
export function ViolationStateBadge({ report }: { report: Violation }) {
  const { t } = useTranslation();
  const state = stateOf(report);
  return (
    <StatusBadge state={VIOLATION_STATES[state]} data-testid="violation-state">
      {t(STATE_KEYS[state])}
    </StatusBadge>
  );
}

/** The 6:10 chain with its clock: each step and when it happened, or 'not yet'. */
export function ViolationTimeline({ report }: { report: Violation }) {
  const { t } = useTranslation();
  return (
    <List.Root
      as="ol"
      gap="1.5"
      ps="5"
      aria-label={t("violations.chain.title")}
      data-testid="violation-timeline"
    >
      {CHAIN_STEPS.map((step) => {
        const at = report.chain[step];
        const when =
          at && step === "seenByPrincipalAt" && report.chain.seenByPrincipalName
            ? t("violations.chain.seenBy", {
                date: formatDateTime(at),
                name: report.chain.seenByPrincipalName,
              })
            : at
              ? formatDateTime(at)
              : t("violations.chain.waiting");
        return (
          <List.Item key={step} data-step={step} data-done={at ? "true" : "false"}>
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight={at ? "semibold" : "normal"}>{t(CHAIN_KEYS[step])}</Text>
              <Text color="fg.muted" fontSize="sm">
                {when}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

export { formatDateTime };
