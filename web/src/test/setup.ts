import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
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

// How long findBy* and waitFor wait for a state (default 1 s). A page's first state often needs two or three
// round trips to the mocked API (session, school and pupils, then the list), a lazy import or a dialog's mount;
// on a loaded machine (the whole suite on two cores) that took over a second and failed correct tests. A passing
// wait ends as soon as its state is there, so this only bounds how long a real failure takes to say so.
configure({ asyncUtilTimeout: 5000 });

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
