import { Outlet, useLocation } from "react-router";
import { ROUTES } from "../../shared/routes";
import { ExternalFrame } from "./external-frame";

/** A shared action program's page (/actions/action-program/{token}): read only, nothing is sent from it. */
const isSharedProgramPath = (pathname: string) => pathname.startsWith(`${ROUTES.actionProgram}/`);

/**
 * The external page's layout inside the staff app's router (a pupil who follows a link there): the same frame as
 * the external page's own slim entry (external-app.tsx), which is what /external, /whistle and /report serve. The
 * shared decision's page sends nothing, so its footer says nothing about what is kept of what one sends.
 */
export function ExternalLayout() {
  const { pathname } = useLocation();
  return (
    <ExternalFrame sendsNothing={isSharedProgramPath(pathname)}>
      <Outlet />
    </ExternalFrame>
  );
}

export { ExternalLayout as Component };
