import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One DynamoDB call as the emulator answered it. */
interface RecordedCall {
  target: string;
  requestBody: string;
  status: number;
  contentType: string;
  crc32: string | undefined;
  responseBody: string;
}

/** What the stub saw during one Lambda run. */
export interface StubCounts {
  dynamodb: number;
  secrets: number;
  mails: number;
  /** Calls the stub could not answer (the run is then not a real first request and the bench fails). */
  unexpected: string[];
}

export interface AwsStub {
  endpoint: string;
  /** Next run: DynamoDB calls go to the emulator and are recorded under `scenario`. */
  record(scenario: string): void;
  /** Next run: DynamoDB calls are answered at once from what `scenario` recorded. */
  replay(scenario: string): void;
  /** Counts since the last record() or replay(). */
  counts(): StubCounts;
  stop(): Promise<void>;
}

const DYNAMODB_TARGET = "DynamoDB_20120810.";
const SECRETS_TARGET = "secretsmanager.GetSecretValue";
const SES_SEND_PATH = "/v2/email/outbound-emails";

/**
 * One loopback endpoint standing in for the AWS services a Lambda cold start talks to, so that what the bench
 * times is our code and the SDK, not a network or an emulator:
 * - Secrets Manager (GetSecretValue): answers the given secrets at once.
 * - SES v2 (SendEmail): accepts at once.
 * - DynamoDB: a first run per scenario is forwarded to DynamoDB Local and recorded; the timed runs replay those
 *   answers at once. DynamoDB Local is a JVM emulator (hundreds of operations a second, with jitter): its own time
 *   would swamp what we want to see, and subtracting it afterwards adds its noise to ours. Replay keeps real
 *   items (a signed-in user, a session, the school's rows) in the answers, so the code runs its real path.
 *   A request is matched to a recorded call by identical body first (reads), else to the next recorded call of
 *   the same operation (writes carry fresh ids and times).
 */
export async function startAwsStub(options: {
  secrets: Record<string, string>;
  dynamoLocal: string;
}): Promise<AwsStub> {
  const recordings = new Map<string, RecordedCall[]>();
  let mode: { kind: "record" | "replay"; scenario: string } | undefined;
  let unused: RecordedCall[] = [];
  let counts: StubCounts = { dynamodb: 0, secrets: 0, mails: 0, unexpected: [] };

  const reply = (res: ServerResponse, status: number, type: string, body: string, extra = {}) => {
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), ...extra });
    res.end(body);
  };

  async function dynamodb(req: IncomingMessage, body: string, target: string, res: ServerResponse) {
    counts.dynamodb++;
    if (!mode) throw new Error("The stub was not told whether to record or replay");
    if (mode.kind === "record") {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !["host", "connection", "content-length"].includes(name),
        ),
      ) as Record<string, string>;
      const upstream = await fetch(options.dynamoLocal, { method: "POST", headers, body });
      const call: RecordedCall = {
        target,
        requestBody: body,
        status: upstream.status,
        contentType: upstream.headers.get("content-type") ?? "application/x-amz-json-1.0",
        crc32: upstream.headers.get("x-amz-crc32") ?? undefined,
        responseBody: await upstream.text(),
      };
      recordings.get(mode.scenario)!.push(call);
      return send(res, call);
    }
    const exact = unused.findIndex((call) => call.target === target && call.requestBody === body);
    const index = exact >= 0 ? exact : unused.findIndex((call) => call.target === target);
    if (index < 0) {
      counts.unexpected.push(`${target} (not recorded for ${mode.scenario})`);
      return reply(res, 500, "application/x-amz-json-1.0", JSON.stringify({ __type: "BenchStubMiss" }));
    }
    const [call] = unused.splice(index, 1);
    return send(res, call!);
  }

  function send(res: ServerResponse, call: RecordedCall) {
    reply(
      res,
      call.status,
      call.contentType,
      call.responseBody,
      call.crc32 ? { "x-amz-crc32": call.crc32 } : {},
    );
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      const target = String(req.headers["x-amz-target"] ?? "");
      if (target.startsWith(DYNAMODB_TARGET)) {
        dynamodb(req, body, target.slice(DYNAMODB_TARGET.length), res).catch((err: unknown) => {
          counts.unexpected.push(`DynamoDB: ${String(err)}`);
          reply(res, 500, "text/plain", String(err));
        });
        return;
      }
      if (target === SECRETS_TARGET) {
        counts.secrets++;
        const id = (JSON.parse(body) as { SecretId?: string }).SecretId ?? "";
        const value = options.secrets[id];
        if (value === undefined) {
          counts.unexpected.push(`secret ${id}`);
          return reply(res, 400, "application/x-amz-json-1.1", '{"__type":"ResourceNotFoundException"}');
        }
        return reply(
          res,
          200,
          "application/x-amz-json-1.1",
          JSON.stringify({ ARN: id, Name: id.split(":").pop(), SecretString: value }),
        );
      }
      if (req.method === "POST" && req.url === SES_SEND_PATH) {
        counts.mails++;
        return reply(res, 200, "application/json", `{"MessageId":"bench-${counts.mails}"}`);
      }
      counts.unexpected.push(`${req.method} ${req.url} ${target}`);
      reply(res, 400, "application/json", '{"message":"not stood in for by the bench"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const reset = () => (counts = { dynamodb: 0, secrets: 0, mails: 0, unexpected: [] });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    record(scenario) {
      reset();
      recordings.set(scenario, []);
      mode = { kind: "record", scenario };
    },
    replay(scenario) {
      const recorded = recordings.get(scenario);
      if (!recorded) throw new Error(`Nothing recorded for ${scenario}`);
      reset();
      unused = [...recorded];
      mode = { kind: "replay", scenario };
    },
    counts: () => counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
