import { Outlet, ScrollRestoration } from "react-router";
import { FeatureSlotsContext } from "../shared/features/slots";
import { FEATURE_SLOTS } from "./features";
import { ProgressBar } from "./progress-bar";

/** Above every page: the page-change progress bar, scroll restoration and the features' slots. */
export function RootRoute() {
  return (
    <FeatureSlotsContext value={FEATURE_SLOTS}>
      <ProgressBar />
      <Outlet />
      <ScrollRestoration />
    </FeatureSlotsContext>
  );
}
