import { Duration } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Stats,
  TreatMissingData,
  type IMetric,
} from "aws-cdk-lib/aws-cloudwatch";
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
    /** Summed over the functions of one alarm (up to FUNCTIONS_PER_ALARM). */
    lambdaErrorsPerFiveMinutes: number;
    /** Summed over the functions of one alarm (up to FUNCTIONS_PER_ALARM). */
    lambdaThrottlesPerFiveMinutes: number;
    /** The API's 99th-percentile latency, for three five-minute periods in a row. */
    apiLatencyP99Ms: number;
  };
  alarmEmail: string | undefined;
  /** Encrypts the topic; CloudWatch must be allowed to use it (granted here). */
  topicKey: IKey;
}

/** CloudWatch's hard limit on the metrics one metric-math alarm may read. */
export const FUNCTIONS_PER_ALARM = 10;

const FIVE_MINUTES = Duration.minutes(5);

/** The functions in groups of at most FUNCTIONS_PER_ALARM, in the order given. */
function groupsOf<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += FUNCTIONS_PER_ALARM)
    groups.push(items.slice(i, i + FUNCTIONS_PER_ALARM));
  return groups;
}

/**
 * What an operator needs first, in a number of resources that hardly grows with the domains: the API answering
 * 5xx, its p99 latency, and the errors and throttles of all domain functions summed by metric math, one alarm per
 * ten functions (CloudWatch's limit for one alarm) instead of two per function. Every alarm notifies one SNS topic
 * (KMS-encrypted, TLS only) that operators subscribe to. One dashboard shows the same per function, so an alarm
 * that sums several functions points to the one at fault.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, "AlarmTopic", {
      displayName: "Elevhalsa alarms",
      masterKey: props.topicKey,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const add = (
      id: string,
      metric: IMetric,
      threshold: number,
      description: string,
      periodsInARow = 1,
    ): Alarm => {
      const alarm = new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: periodsInARow,
        datapointsToAlarm: periodsInARow,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      this.alarms.push(alarm);
      return alarm;
    };

    const sum = { period: FIVE_MINUTES, statistic: Stats.SUM };
    const api = props.httpApi;
    add(
      "Api5xx",
      api.metricServerError(sum),
      props.thresholds.api5xxPerFiveMinutes,
      "The API answered with 5xx: a function failed, timed out or was throttled.",
    );
    add(
      "ApiLatencyP99",
      api.metricLatency({ period: FIVE_MINUTES, statistic: Stats.p(99) }),
      props.thresholds.apiLatencyP99Ms,
      `The API's 99th-percentile latency was at least ${props.thresholds.apiLatencyP99Ms} ms for 15 minutes.`,
      3,
    );

    const functions = [...props.functions];
    const groups = groupsOf(functions);
    /** The sum of one metric over a group of functions; FILL makes a function without data count as 0. */
    const groupSum = (group: [string, IFunction][], label: string, metricOf: (fn: IFunction) => IMetric) =>
      new MathExpression({
        expression: "SUM(FILL(METRICS(), 0))",
        usingMetrics: Object.fromEntries(group.map(([, fn], index) => [`f${index}`, metricOf(fn)])),
        period: FIVE_MINUTES,
        label,
      });
    groups.forEach((group, index) => {
      const names = group.map(([name]) => name).join(", ");
      const suffix = groups.length > 1 ? `${index + 1}` : "";
      add(
        `FunctionErrors${suffix}`,
        groupSum(group, "errors", (fn) => fn.metricErrors(sum)),
        props.thresholds.lambdaErrorsPerFiveMinutes,
        `A function threw or timed out (errors summed over: ${names}; the dashboard shows which).`,
      );
      add(
        `FunctionThrottles${suffix}`,
        groupSum(group, "throttles", (fn) => fn.metricThrottles(sum)),
        props.thresholds.lambdaThrottlesPerFiveMinutes,
        `A function was throttled: its reserved concurrency is used up (summed over: ${names}; the dashboard shows which).`,
      );
    });

    const perFunction = (metricOf: (fn: IFunction, label: string) => IMetric) =>
      functions.map(([name, fn]) => metricOf(fn, name));
    this.dashboard = new Dashboard(this, "Dashboard", {
      defaultInterval: Duration.hours(3),
      widgets: [
        [new AlarmStatusWidget({ title: "Alarms", alarms: this.alarms, width: 24, height: 3 })],
        [
          new GraphWidget({
            title: "API requests and errors (per 5 minutes)",
            left: [api.metricCount(sum)],
            right: [api.metricClientError(sum), api.metricServerError(sum)],
            width: 12,
          }),
          new GraphWidget({
            title: "API latency (ms)",
            left: [
              api.metricLatency({ period: FIVE_MINUTES, statistic: Stats.p(50), label: "p50" }),
              api.metricLatency({ period: FIVE_MINUTES, statistic: Stats.p(99), label: "p99" }),
              api.metricIntegrationLatency({
                period: FIVE_MINUTES,
                statistic: Stats.p(99),
                label: "function p99",
              }),
            ],
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: "Function errors (per 5 minutes)",
            left: perFunction((fn, label) => fn.metricErrors({ ...sum, label })),
            width: 12,
          }),
          new GraphWidget({
            title: "Function throttles (per 5 minutes)",
            left: perFunction((fn, label) => fn.metricThrottles({ ...sum, label })),
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: "Function duration p99 (ms)",
            left: perFunction((fn, label) =>
              fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99), label }),
            ),
            width: 12,
          }),
          new GraphWidget({
            title: "Function invocations (per 5 minutes)",
            left: perFunction((fn, label) => fn.metricInvocations({ ...sum, label })),
            width: 12,
          }),
        ],
      ],
    });
  }
}
