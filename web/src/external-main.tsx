import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { listenForPreloadErrors } from "./app/chunk-reload";
import { ExternalApp, sectionOf } from "./app/external-app";
import { initI18n } from "./shared/i18n/i18n";

/** The external page's entry (external.html): its own texts and sections, none of the staff shell. */
listenForPreloadErrors();
await initI18n(undefined, "external");

const section = sectionOf(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ExternalApp section={section} />
  </StrictMode>,
);
