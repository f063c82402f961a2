import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVER_TEXTS } from "../shared/api/server-texts";
import { changeLanguage } from "../shared/i18n/i18n";
import { queryClient } from "./query-client";

describe("the app's query client", () => {
  afterEach(async () => {
    await changeLanguage("sv");
    queryClient.clear();
  });

  it("reads what holds the server's texts again after a switch of language, and nothing else", async () => {
    const texts = vi.fn(async () => ({ title: "any" }));
    const other = vi.fn(async () => ({ opened: 1 }));
    const stops = [
      new QueryObserver(queryClient, { queryKey: ["texts"], queryFn: texts, meta: SERVER_TEXTS }),
      new QueryObserver(queryClient, { queryKey: ["other"], queryFn: other }),
    ].map((observer) => observer.subscribe(() => {}));
    await vi.waitFor(() => expect(texts).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(other).toHaveBeenCalledTimes(1));
    await changeLanguage("en");
    await vi.waitFor(() => expect(texts).toHaveBeenCalledTimes(2));
    // A read again would repeat its audit entry (or count a shared link's opening) for nothing.
    expect(other).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });
});
