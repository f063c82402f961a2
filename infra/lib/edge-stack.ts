import { Stack, type StackProps } from "aws-cdk-lib";
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import type { Construct } from "constructs";
import { acknowledge } from "./nag.js";

export interface EdgeStackProps extends StackProps {
  stage: string;
  /** Requests per client IP in 5 minutes, on any path. */
  rateLimit: number;
  /** Requests per client IP in 5 minutes on the public sign-in, reset and external-page paths. */
  strictRateLimit: number;
  strictPathPrefixes: readonly string[];
}

/**
 * What CloudFront needs from us-east-1: the WAF web ACL. It blocks clients that send too many requests (fewer
 * allowed on the paths where guessing a password or a code pays off), known bad inputs and addresses on Amazon's
 * reputation list.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    // Metrics only: a sampled request keeps the client's address, the path and the time for three hours, and
    // any rule (the default action too) may sample a whistle's sender (infra/README.md, "Logs").
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: false,
      metricName,
    });
    const prefixMatch = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: "STARTS_WITH",
        searchString: prefix.toLowerCase(),
        textTransformations: [{ priority: 0, type: "LOWERCASE" }],
      },
    });
    const strictScope: CfnWebACL.StatementProperty =
      props.strictPathPrefixes.length === 1
        ? prefixMatch(props.strictPathPrefixes[0]!)
        : { orStatement: { statements: props.strictPathPrefixes.map(prefixMatch) } };

    this.webAcl = new CfnWebACL(this, "WebAcl", {
      name: `elevhalsa-${props.stage}`,
      description:
        "Rate limits and managed protections in front of the CloudFront distribution of the product",
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`elevhalsa-${props.stage}`),
      rules: [
        {
          name: "rate-limit-sign-in-and-codes",
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.strictRateLimit,
              evaluationWindowSec: 300,
              aggregateKeyType: "IP",
              scopeDownStatement: strictScope,
            },
          },
          visibilityConfig: visibility("rate-limit-sign-in-and-codes"),
        },
        {
          name: "rate-limit-all",
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: { limit: props.rateLimit, evaluationWindowSec: 300, aggregateKeyType: "IP" },
          },
          visibilityConfig: visibility("rate-limit-all"),
        },
        {
          name: "aws-ip-reputation",
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: "AWS", name: "AWSManagedRulesAmazonIpReputationList" },
          },
          visibilityConfig: visibility("aws-ip-reputation"),
        },
        {
          name: "aws-known-bad-inputs",
          priority: 3,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: "AWS", name: "AWSManagedRulesKnownBadInputsRuleSet" },
          },
          visibilityConfig: visibility("aws-known-bad-inputs"),
        },
      ],
    });
    acknowledge(
      this.webAcl,
      "HIPAA.Security-WAFv2LoggingEnabled",
      "A CloudFront web ACL can only log to us-east-1; full request logs (client addresses, paths) of a Swedish " +
        "school service would leave the EU, and a line with a whistle sender's address and time must not exist " +
        "at all. Per-rule metrics (counts per minute, no request detail) are enabled instead.",
    );
  }
}
