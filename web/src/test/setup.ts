import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { initI18n, loadMoreTexts } from "../shared/i18n/i18n";

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
