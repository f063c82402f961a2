import { Card, Heading, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { externalPath } from "../../../shared/routes";
import { SchoolCodeGate } from "../../../shared/external/school-code-gate";
import { EXTERNAL_SECTIONS } from "../sections";

/** /external (spec sections 1, 2): the school code, then the school's sections for pupils and guardians. */
export function ExternalPage() {
  const { t } = useTranslation();
  return (
    <SchoolCodeGate>
      {(school, code) => (
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl" data-testid="external-school">
              {school.name}
            </Heading>
            <Text color="fg.muted">
              {school.sections.length > 0 ? t("external.chooseSection") : t("external.noSections")}
            </Text>
          </Stack>
          <Stack gap="3" as="ul" listStyleType="none">
            {EXTERNAL_SECTIONS.filter((section) => school.sections.includes(section.id)).map((section) => (
              <li key={section.id}>
                <LinkBox asChild>
                  <Card.Root size="sm" variant="outline">
                    <Card.Body gap="1">
                      <Heading as="h2" size="md">
                        {/* A plain link: each section is a page load of the slim external entry. */}
                        <LinkOverlay
                          href={externalPath(section.path, code)}
                          data-testid={`section-${section.id}`}
                        >
                          {t(section.title)}
                        </LinkOverlay>
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        {t(section.description)}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </SchoolCodeGate>
  );
}

export { ExternalPage as Component };
