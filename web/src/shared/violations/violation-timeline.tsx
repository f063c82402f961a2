import { Badge, HStack, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Violation } from "#shared/violations/violation.schema";
import { currentLanguage } from "../i18n/i18n";
import { CHAIN_STEPS, stateOf } from "./violation-rules";
import { CHAIN_KEYS, STATE_KEYS } from "./violation-keys";

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: "medium", timeStyle: "short" });

/** The report's state as a badge. */
export function ViolationStateBadge({ report }: { report: Violation }) {
  const { t } = useTranslation();
  const state = stateOf(report);
  const palette = state === "new" ? "orange" : state === "archived" || state === "junk" ? "gray" : "brand";
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="violation-state">
      {t(STATE_KEYS[state])}
    </Badge>
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
            ? t("violations.chain.seenBy", { date: formatDate(at), name: report.chain.seenByPrincipalName })
            : at
              ? formatDate(at)
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

export { formatDate };
