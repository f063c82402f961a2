import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Tags, type App } from "aws-cdk-lib";
import { DOMAINS } from "../../functions/src/domains.js";
import { WEB_SECURITY_HEADERS } from "../../shared/src/security-headers.js";
import { AppStack } from "./app-stack.js";
import { REPO_ROOT } from "./bundling.js";
import { EdgeStack } from "./edge-stack.js";
import { addNagChecks } from "./nag.js";
import type { FunctionProfile } from "./product-function.js";
import type { DomainDefinition } from "./routes.js";
import { readStageConfig, type StageConfig } from "./stage-config.js";

export interface ProductAppOptions {
  /** Defaults to every domain in functions/src/domains.ts. */
  domains?: readonly DomainDefinition[];
  /** Absolute path of the built web app; defaults to the stage's webDistDir under the repository root. */
  webDistDir?: string;
  bundleMetafile?: boolean;
  supportChat?: { entry: string; profile: FunctionProfile };
}

export interface ProductApp {
  config: StageConfig;
  edge: EdgeStack;
  main: AppStack;
}

/**
 * The product's CDK app for the stage named in the context (`-c stage=prod`): the edge stack in us-east-1 (the
 * WAF web ACL CloudFront requires there) and the main stack in the data's region, checked by cdk-nag's AWS
 * Solutions and HIPAA Security packs at synth.
 */
export function buildProductApp(app: App, options: ProductAppOptions = {}): ProductApp {
  const config = readStageConfig(app.node);
  const webDistDir = options.webDistDir ?? resolve(REPO_ROOT, config.webDistDir);
  if (!existsSync(join(webDistDir, "index.html")))
    throw new Error(
      `No built web app at ${webDistDir} (index.html missing): build the web app before deploying.`,
    );

  const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const name = `Elevhalsa-${config.stage}`;
  const edge = new EdgeStack(app, `${name}-Edge`, {
    env: { account, region: "us-east-1" },
    crossRegionReferences: true,
    description: `Elevhalsa ${config.stage}: WAF web ACL for CloudFront (must live in us-east-1)`,
    stage: config.stage,
    rateLimit: config.waf.rateLimit,
    strictRateLimit: config.waf.strictRateLimit,
    strictPathPrefixes: config.waf.strictPathPrefixes,
  });
  const main = new AppStack(app, name, {
    env: { account, region: config.region },
    crossRegionReferences: true,
    description: `Elevhalsa ${config.stage}: data, API, web site and alarms`,
    config,
    domains: options.domains ?? DOMAINS,
    webAclArn: edge.webAcl.attrArn,
    securityHeaders: WEB_SECURITY_HEADERS,
    webDistDir,
    bundleMetafile: options.bundleMetafile ?? false,
    ...(options.supportChat ? { supportChat: options.supportChat } : {}),
  });
  main.addStackDependency(edge);

  Tags.of(app).add("product", "elevhalsa");
  Tags.of(app).add("stage", config.stage);
  addNagChecks(app);
  return { config, edge, main };
}
