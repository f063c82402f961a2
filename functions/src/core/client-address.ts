import type { Context } from "hono";

/**
 * The caller's address for per-client rate limits. Behind CloudFront and API Gateway the viewer's address is the
 * last-but-one X-Forwarded-For entry (CloudFront appends the viewer, API Gateway appends CloudFront); an entry a
 * client wrote itself comes earlier and is ignored. Requests that skip CloudFront never get here (origin-guard.ts).
 * Locally (no proxy) the socket's address is used.
 */
export function clientAddress(c: Context, mode: "cloud" | "embedded"): string {
  if (mode === "cloud") {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    return hops.length >= 2 ? hops[hops.length - 2]! : (hops[0] ?? "unknown");
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}
