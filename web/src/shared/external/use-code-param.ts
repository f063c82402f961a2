import { useEffect, useState } from "react";

const codeInAddress = () => new URLSearchParams(window.location.search).get("code") ?? "";

/**
 * The school code in the address (`?code=`, from the QR code's link), read and written with the browser's own
 * history rather than a router: the external page's slim entry has no router (external-app.tsx). Setting it adds
 * a history entry, so Back returns to the code entry.
 */
export function useCodeParam(): [string, (code: string) => void] {
  const [code, setCode] = useState(codeInAddress);
  useEffect(() => {
    const onPop = () => setCode(codeInAddress());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  return [
    code,
    (next: string) => {
      const url = new URL(window.location.href);
      url.searchParams.set("code", next);
      window.history.pushState(window.history.state, "", url);
      setCode(next);
    },
  ];
}
