import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitSubject } from "./client-address.js";

/** The address a cloud request is counted under, given the X-Forwarded-For CloudFront and API Gateway wrote. */
async function countedAs(forwardedFor: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, "cloud")));
  const res = await app.request("/", { headers: { "x-forwarded-for": forwardedFor } });
  return res.text();
}

describe("the address a caller's rate limits count", () => {
  it("an IPv4 viewer is counted by its address; an entry the client wrote itself is ignored", async () => {
    expect(await countedAs("198.51.100.7, 10.0.0.1")).toBe("198.51.100.7");
    expect(await countedAs("203.0.113.9, 198.51.100.7, 10.0.0.1")).toBe("198.51.100.7");
  });

  it("IPv6 viewers of one /64 count as one client, however they vary the rest or write the address", async () => {
    const counted = await Promise.all(
      [
        "2001:db8:12:34::1",
        "2001:db8:12:34:ffff:ffff:ffff:fffe",
        "2001:DB8:12:34:0:0:0:abcd",
        "2001:0db8:0012:0034::9",
      ].map((viewer) => countedAs(`${viewer}, 2600:9000::1`)),
    );
    expect(new Set(counted)).toEqual(new Set(["2001:db8:12:34::/64"]));
    expect(await countedAs("2001:db8:12:35::1, 2600:9000::1")).toBe("2001:db8:12:35::/64");
  });

  it("the subject of an address: IPv4 as it is (also written as IPv6), IPv6 by its /64, anything else as it is", () => {
    expect(rateLimitSubject("192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitSubject("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });
});
