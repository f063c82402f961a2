import { Heading, Separator, Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ExternalSchool } from "#shared/whistles/whistle.schema";
import { ReadReplies, type ReceiptThread, type ThreadSection } from "./receipt-thread";
import { SchoolCodeGate } from "./school-code-gate";

/** The translation keys of a section's own frame: its heading, its intro and what it says when the school hides it. */
export interface SectionFrameTexts {
  title: ParseKeys;
  intro: ParseKeys;
  notOffered: ParseKeys;
}

/**
 * How every section of the external page opens that takes a message and answers with a receipt (the whistle, the
 * violation report): the school code first, then the section's heading under the school's name and its intro and
 * form, or a line that the school does not take it here; below, "read replies with your receipt". The section gives
 * its id, its own three texts, its part in the receipt's thread and its form.
 */
export function ExternalSectionFrame<T extends ReceiptThread>({
  section,
  texts,
  thread,
  children,
}: {
  section: ExternalSchool["sections"][number];
  texts: SectionFrameTexts;
  thread: ThreadSection<T>;
  children: (school: ExternalSchool, code: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="10">
      <SchoolCodeGate>
        {(school, code) => (
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {t(texts.title)}
              </Heading>
              <Text color="fg.muted">{school.name}</Text>
            </Stack>
            {school.sections.includes(section) ? (
              <>
                <Text>{t(texts.intro)}</Text>
                {children(school, code)}
              </>
            ) : (
              <Text>{t(texts.notOffered)}</Text>
            )}
          </Stack>
        )}
      </SchoolCodeGate>
      <Separator />
      <ReadReplies section={thread} />
    </Stack>
  );
}
