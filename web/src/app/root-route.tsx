import { Outlet, ScrollRestoration } from "react-router";
import { ProgressBar } from "./progress-bar";

/** Above every page: the page-change progress bar and scroll restoration. */
export function RootRoute() {
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
