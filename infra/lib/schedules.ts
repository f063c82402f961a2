import { Rule, RuleTargetInput, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";

/**
 * Work that runs on a clock rather than on a request. The whistles function delivers the due whistle notices at
 * minute 0 of every hour (functions/src/whistles/whistle-notice-batch.ts): notices go out in an hourly batch, never
 * the second a whistle arrives. The function tells a schedule's event (`source: "aws.events"`) from API Gateway's.
 */
export class Schedules extends Construct {
  constructor(scope: Construct, id: string, functions: ReadonlyMap<string, IFunction>) {
    super(scope, id);
    const whistles = functions.get("whistles");
    if (whistles) {
      new Rule(this, "WhistleNoticeBatch", {
        description: "Hourly batch of whistle notices",
        schedule: Schedule.cron({ minute: "0" }),
        targets: [
          new LambdaFunction(whistles, {
            event: RuleTargetInput.fromObject({ source: "aws.events", batch: "whistle-notices" }),
            retryAttempts: 2,
          }),
        ],
      });
    }
  }
}
