import { Duration } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Alarm, ComparisonOperator, Stats, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IKey } from "aws-cdk-lib/aws-kms";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Construct } from "constructs";

export interface MonitoringProps {
  httpApi: IHttpApi;
  functions: ReadonlyMap<string, IFunction>;
  thresholds: {
    api5xxPerFiveMinutes: number;
    lambdaErrorsPerFiveMinutes: number;
    lambdaThrottlesPerFiveMinutes: number;
  };
  alarmEmail: string | undefined;
  /** Encrypts the topic; CloudWatch must be allowed to use it (granted here). */
  topicKey: IKey;
}

/**
 * Alarms an operator needs first: the API answering 5xx, and per function errors and throttles. Every alarm
 * notifies one SNS topic (KMS-encrypted, TLS only) that operators subscribe to.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, "AlarmTopic", {
      displayName: "Elevhalsa alarms",
      masterKey: props.topicKey,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const add = (id: string, metric: IMetric, threshold: number, description: string) => {
      const alarm = new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      this.alarms.push(alarm);
    };

    const fiveMinutes = { period: Duration.minutes(5), statistic: Stats.SUM };
    add(
      "Api5xx",
      props.httpApi.metricServerError(fiveMinutes),
      props.thresholds.api5xxPerFiveMinutes,
      "The API answered with 5xx: a function failed or timed out.",
    );
    for (const [name, fn] of props.functions) {
      add(
        `${name}Errors`,
        fn.metricErrors(fiveMinutes),
        props.thresholds.lambdaErrorsPerFiveMinutes,
        `The ${name} function threw or timed out.`,
      );
      add(
        `${name}Throttles`,
        fn.metricThrottles(fiveMinutes),
        props.thresholds.lambdaThrottlesPerFiveMinutes,
        `The ${name} function was throttled: its reserved concurrency is used up.`,
      );
    }
  }
}
