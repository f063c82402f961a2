import { Box, Button, Card, DataList, Heading, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { externalErrorText } from "../../../shared/external/external.api";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { PROGRAM_STATES } from "../../../shared/actionprograms/action-program-keys";
import { FormAlert } from "../../../shared/ui/form-alert";
import { sharedProgramOptions } from "../sharing/shared-program.api";
import { ACTION_FIELD_KEYS, NO_VALUE } from "../sharing/sharing-keys";
import { StatusBadge } from "../../../shared/ui/status-badge";

/**
 * /actions/action-program/{token}: the page a guardian or the pupil opens from a share link, without an account,
 * under the external layout (no staff shell, no session). It shows the decided program the link was made for, in
 * the chosen language, with how to appeal; printing leaves out the page's chrome (header, footer, buttons).
 */

/** Printing: only the program (the layout's header and footer, and the print button, stay on screen). */
const PRINT_CSS =
  "@media print { header, footer, [data-print-hidden] { display: none !important; } main { padding: 0 !important; } }";

export function SharedProgramPage() {
  const { token = "" } = useParams();
  const { t, i18n } = useTranslation();
  usePageTitle(t("actionProgramSharing.page.title"));
  const program = useQuery(sharedProgramOptions(token));
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : NO_VALUE);

  if (program.isPending) {
    return (
      <Text role="status" color="fg.muted">
        {t("actionProgramSharing.page.loading")}
      </Text>
    );
  }
  if (program.isError) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t("actionProgramSharing.page.invalidTitle")}
        </Heading>
        <FormAlert status="error">{externalErrorText(program.error, t)}</FormAlert>
      </Stack>
    );
  }
  const shown = program.data;
  const yesNo = (value: boolean) => t(value ? "actionPrograms.view.yes" : "actionPrograms.view.no");
  const details: [string, string][] = [
    [t("actionPrograms.fields.followUpDate"), day(shown.followUpDate)],
    [t("actionPrograms.fields.evaluationDate"), day(shown.evaluationDate)],
    [t("actionPrograms.fields.studentInformedOn"), day(shown.studentInformedOn)],
    [t("actionPrograms.fields.guardiansInformedOn"), day(shown.guardiansInformedOn)],
    [t("actionPrograms.fields.place"), shown.place || NO_VALUE],
    [t("actionPrograms.fields.attendees"), shown.attendees.join(", ") || NO_VALUE],
    [t("actionPrograms.fields.studentInvolved"), yesNo(shown.studentInvolved)],
    [t("actionPrograms.fields.guardianInvolved"), yesNo(shown.guardianInvolved)],
  ];

  return (
    <Stack gap="6" data-testid="shared-program">
      <style>{PRINT_CSS}</style>
      <meta name="referrer" content="no-referrer" />
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Heading as="h1" size="2xl">
            {t("actionProgramSharing.page.title")}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => window.print()} data-print-hidden="">
            {t("actionProgramSharing.page.print")}
          </Button>
        </HStack>
        <Text>{t("actionProgramSharing.page.from", { school: shown.schoolName })}</Text>
        <HStack gap="2" flexWrap="wrap">
          <StatusBadge state={PROGRAM_STATES.published}>{t("actionPrograms.status.published")}</StatusBadge>
          <Text fontSize="sm" color="fg.muted" data-testid="shared-program-decided">
            {t("actionProgramSharing.page.decided", {
              date: day(shown.decidedAt),
              name: shown.decidedByName,
            })}
          </Text>
        </HStack>
        {shown.status === "archived" ? (
          <Text fontSize="sm">{t("actionProgramSharing.page.archived")}</Text>
        ) : null}
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="shared-needs">
        <Heading as="h2" size="lg" id="shared-needs">
          {t("actionPrograms.fields.specialNeeds")}
        </Heading>
        <Text whiteSpace="pre-wrap">{shown.specialNeeds}</Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="shared-actions">
        <Heading as="h2" size="lg" id="shared-actions">
          {t("actionPrograms.fields.actions")}
        </Heading>
        <Stack as="ol" gap="3" listStyleType="none" ps="0">
          {shown.actions.map((action, index) => (
            <li key={index}>
              <Card.Root size="sm" variant="outline" breakInside="avoid">
                <Card.Body gap="2">
                  <Heading as="h3" size="sm" whiteSpace="pre-wrap">
                    {action.action}
                  </Heading>
                  <DataList.Root orientation="horizontal" size="sm">
                    {(Object.keys(ACTION_FIELD_KEYS) as (keyof typeof ACTION_FIELD_KEYS)[]).map((field) => (
                      <DataList.Item key={field}>
                        <DataList.ItemLabel>{t(ACTION_FIELD_KEYS[field])}</DataList.ItemLabel>
                        <DataList.ItemValue>{action[field] || NO_VALUE}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </Stack>
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="shared-details">
        <Heading as="h2" size="lg" id="shared-details">
          {t("actionProgramSharing.page.details")}
        </Heading>
        <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} size="sm">
          {details.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Stack>

      {shown.links.length > 0 ? (
        <Stack as="section" gap="2" aria-labelledby="shared-links">
          <Heading as="h2" size="lg" id="shared-links">
            {t("actionProgramSharing.page.links")}
          </Heading>
          <List.Root ps="4">
            {shown.links.map((link, index) => (
              <List.Item key={index}>
                <Link href={link.url} rel="noreferrer noopener" target="_blank" colorPalette="brand">
                  {link.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}

      <Box as="section" aria-labelledby="shared-appeal" borderTopWidth="1px" pt="4">
        <Heading as="h2" size="lg" id="shared-appeal" mb="2">
          {t("actionProgramSharing.page.appealTitle")}
        </Heading>
        <Text>{t("actionProgramSharing.page.appealText")}</Text>
      </Box>
      <Text fontSize="sm" color="fg.muted" data-print-hidden="">
        {t("actionProgramSharing.page.validUntil", { date: day(shown.expiresAt) })}
      </Text>
    </Stack>
  );
}

export { SharedProgramPage as Component };
