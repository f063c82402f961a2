import { Outlet } from "react-router";
import { ExternalFrame } from "./external-frame";

/**
 * The external page's layout inside the staff app's router (a pupil who follows a link there): the same frame as
 * the external page's own slim entry (external-app.tsx), which is what /external, /whistle and /report serve.
 */
export function ExternalLayout() {
  return (
    <ExternalFrame>
      <Outlet />
    </ExternalFrame>
  );
}

export { ExternalLayout as Component };
