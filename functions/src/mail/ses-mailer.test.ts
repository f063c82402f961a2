import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sesMailerFor } from "./ses-mailer.js";

/** A loopback SES v2 endpoint that records what it is sent; the first `failures` sends answer 500. */
const received: { url: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];
let failures = 0;
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    received.push({ url: req.url, headers: req.headers, body });
    if (failures > 0) {
      failures--;
      res.writeHead(500, { "content-type": "application/json" }).end('{"message":"down"}');
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end('{"MessageId":"m-1"}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("AWS_ENDPOINT_URL_SESV2", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDTEST");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
  vi.stubEnv("AWS_MAX_ATTEMPTS", "1");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the SES mailer of a Lambda", () => {
  it("sends each mail to SES from the configured sender, loading the SES client once on the first mail", async () => {
    const mailer = sesMailerFor({ region: "eu-north-1", mailFrom: "noreply@elevhalsa.example.se" });
    expect(received).toHaveLength(0);
    await mailer.send({ to: "anna@skola.example.se", subject: "Ämne", text: "Hej!" });
    await mailer.send({ to: "bo@skola.example.se", subject: "Två", text: "Igen" });
    expect(received.map((call) => call.url)).toEqual([
      "/v2/email/outbound-emails",
      "/v2/email/outbound-emails",
    ]);
    expect(received[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 .*\/eu-north-1\/ses\/aws4_request/);
    expect(JSON.parse(received[0]!.body)).toEqual({
      FromEmailAddress: "noreply@elevhalsa.example.se",
      Destination: { ToAddresses: ["anna@skola.example.se"] },
      Content: {
        Simple: {
          Subject: { Data: "Ämne", Charset: "UTF-8" },
          Body: { Text: { Data: "Hej!", Charset: "UTF-8" } },
        },
      },
    });
  });

  it("passes SES's refusal to the caller, and the next mail is sent", async () => {
    received.length = 0;
    failures = 1;
    const mailer = sesMailerFor({ region: "eu-north-1", mailFrom: "noreply@elevhalsa.example.se" });
    await expect(mailer.send({ to: "a@skola.example.se", subject: "S", text: "T" })).rejects.toThrow();
    await mailer.send({ to: "a@skola.example.se", subject: "S", text: "T" });
    expect(received).toHaveLength(2);
  });
});
