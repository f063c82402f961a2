import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { listenForPreloadErrors } from "./app/chunk-reload";
import { Providers } from "./app/providers";
import { ServedPathsContext } from "./app/navigation/served-paths";
import { createRouter, SERVED_PATHS } from "./app/router";
import { setUnauthenticatedHandler } from "./shared/api/api-client";
import { initI18n } from "./shared/i18n/i18n";
import { sessionStore } from "./shared/session/session-store";
import { loginPath } from "./shared/routes";

listenForPreloadErrors();
await initI18n();

const router = createRouter();

// A call answered 401 (the session ended on the server): forget the token and sign in again. During a page change
// the page's loader redirects by itself, with the way back.
setUnauthenticatedHandler(() => {
  sessionStore.clearToken();
  if (router.state.navigation.state === "idle") {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
  }
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <ServedPathsContext value={SERVED_PATHS}>
        <RouterProvider router={router} />
      </ServedPathsContext>
    </Providers>
  </StrictMode>,
);
