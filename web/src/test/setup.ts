import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { initI18n, loadMoreTexts } from "../shared/i18n/i18n";
import { fixedMediaQuery } from "./media-query";

// What jsdom lacks and Chakra's components (Ark UI / zag) use.
if (!window.matchMedia) window.matchMedia = (query: string) => fixedMediaQuery(query, false);
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

// Component tests read the Swedish texts, as a user of the product does by default.
beforeAll(async () => {
  await initI18n("sv");
  await loadMoreTexts();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
