import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/** One DynamoDB Query as DynamoDB answered it: the index read ("" for the table), items read and items returned. */
export interface RecordedQuery {
  index: string;
  scanned: number;
  count: number;
}

/**
 * Watches the client's Query commands, so a test can prove which index a read used and how many items DynamoDB read
 * for it (ScannedCount counts items a filter then drops: a read of a whole list shows here even when the answer is
 * short). Returns `recording(run)`, which answers run's result and the queries made while it ran.
 */
export function recordQueries(client: DynamoDBDocumentClient, name: string) {
  let queries: RecordedQuery[] | undefined;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      if (queries && context.commandName === "QueryCommand") {
        const input = args.input as { IndexName?: string };
        const answer = output.output as { ScannedCount?: number; Count?: number };
        queries.push({
          index: input.IndexName ?? "",
          scanned: answer.ScannedCount ?? 0,
          count: answer.Count ?? 0,
        });
      }
      return output;
    },
    { step: "initialize", name },
  );
  return async function recording<T>(
    run: () => Promise<T>,
  ): Promise<{ result: T; queries: RecordedQuery[] }> {
    const made: RecordedQuery[] = [];
    queries = made;
    try {
      return { result: await run(), queries: made };
    } finally {
      queries = undefined;
    }
  };
}
