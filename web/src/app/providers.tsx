import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../shared/i18n/i18n";
import { Snackbar } from "../shared/ui/snackbar";
import { queryClient } from "./query-client";
import { system } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Snackbar />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
