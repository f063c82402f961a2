/** Debian's chromium (CI installs it; our machines have it); the e2e config and the Lighthouse bench use it. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Flags for a headless Chromium run as root in a container, without background traffic that would skew timings. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
