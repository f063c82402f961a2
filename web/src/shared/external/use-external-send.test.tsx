import { act, renderHook, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { changeLanguage, i18n } from "../i18n/i18n";
import { useExternalSend } from "./use-external-send";

afterEach(async () => {
  await changeLanguage("sv");
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe("a failed sending of the external page", () => {
  it("keeps the failure, not its text: after a language switch it reads in the new language", async () => {
    const { result } = renderHook(
      () =>
        useExternalSend<{ message: string }, { receipt: string }>(() =>
          Promise.reject(new ApiError({ status: 500, code: "INTERNAL", message: "Något gick fel" })),
        ),
      { wrapper },
    );
    await act(() => result.current.send({ message: "Hej" }));
    expect(result.current.failure).toBe("Något gick fel");
    await act(() => changeLanguage("en"));
    await waitFor(() => expect(result.current.failure).toBe("Something went wrong"));
  });
});
