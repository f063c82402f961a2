import { Box, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LanguageSelect } from "../../shared/ui/language-select";

/**
 * The frame of a page without the app's menus (sign-in, errors, the external page): the logo link (`home`) at the
 * top left and the language switch at the top right, the page in the main landmark, and the `footer`. No router
 * of its own, so the external page's slim entry can use it.
 */
export function PageFrame({
  home,
  footer,
  children,
}: {
  home: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    // The frame carries the page's grey itself, at least a screen high and as long as the page: the body's grey ends
    // at the first screen (html, body and #root are one screen high), so a long page went white below it.
    <Flex direction="column" minHeight="100dvh" bg="gray.50">
      <Box asChild>
        <header>
          <Flex justify="space-between" align="center" px={{ base: "4", md: "8" }} py="3" gap="4">
            {home}
            <LanguageSelect />
          </Flex>
        </header>
      </Box>
      <Box asChild flex="1" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
      </Box>
      <Box asChild px={{ base: "4", md: "8" }} py="4" textAlign="center">
        <footer>{footer}</footer>
      </Box>
    </Flex>
  );
}
