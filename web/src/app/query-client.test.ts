import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../shared/i18n/i18n";
import { queryClient } from "./query-client";

describe("the app's query client", () => {
  afterEach(async () => {
    await changeLanguage("sv");
    queryClient.clear();
  });

  it("reads what is on screen again after a switch of language (the server's texts come in the new one)", async () => {
    const read = vi.fn(async () => ({ title: "any" }));
    const observer = new QueryObserver(queryClient, { queryKey: ["language-test"], queryFn: read });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await changeLanguage("en");
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    stop();
  });
});
