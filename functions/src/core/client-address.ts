import { isIPv6 } from "node:net";
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
    return rateLimitSubject(hops.length >= 2 ? hops[hops.length - 2]! : (hops[0] ?? "unknown"));
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return rateLimitSubject(incoming?.socket?.remoteAddress ?? "local");
}

/**
 * What a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one host or home is given a
 * whole /64, so counting single IPv6 addresses would let one caller try 2^64 times as many), written one way.
 */
export function rateLimitSubject(address: string): string {
  const bare = address.split("%")[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  // An IPv4 tail (64:ff9b::192.0.2.1) takes two groups.
  const width = (groups: string[]) => groups.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - width(left) - width(right)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
