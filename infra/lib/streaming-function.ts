import { FunctionUrlAuthType, InvokeMode, type FunctionUrl } from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";
import { ProductFunction, type FunctionProfile, type FunctionResources } from "./product-function.js";
import type { WebSite } from "./web-site.js";

export interface StreamingFunctionProps {
  name: string;
  /** The entry file exporting `handler` built with hono's streamHandle(). */
  entry: string;
  /** The site path it answers on, e.g. /api/support (CloudFront routes it to the function URL). */
  pathPattern: string;
  profile: FunctionProfile;
  resources: FunctionResources;
  site: WebSite;
}

/**
 * A function that streams its answer (the support chat: Bedrock ConverseStream piece by piece), which API Gateway
 * cannot do. It gets a function URL in RESPONSE_STREAM mode that only accepts IAM-signed calls, and CloudFront
 * signs them with origin access control, so the URL is reachable only through the site (WAF and headers included).
 *
 * Its PUBLIC_BASE_URL is set only with a custom domain (the distribution's own address would be a dependency
 * cycle), so the streaming entry must not require it.
 *
 * Note for the caller: CloudFront's origin access control for Lambda URLs signs the body only if the viewer sends
 * its SHA-256 in `x-amz-content-sha256`; the web must send that header with the POST.
 */
export class StreamingFunction extends Construct {
  readonly productFunction: ProductFunction;
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: StreamingFunctionProps) {
    super(scope, id);
    // The buckets' CORS names the distribution, which names this function's URL: a bucket in this function's
    // environment would close a dependency cycle. The chat streams model output and needs no bucket.
    const buckets = props.profile.capabilities.filter((c) => c === "files" || c === "lessonPlans");
    if (buckets.length > 0)
      throw new Error(
        `A streaming function cannot use the ${buckets.join(", ")} bucket (dependency cycle via CORS)`,
      );
    this.productFunction = new ProductFunction(this, "Function", {
      name: props.name,
      entry: props.entry,
      profile: props.profile,
      resources: props.resources,
    });
    this.url = this.productFunction.function.addFunctionUrl({
      authType: FunctionUrlAuthType.AWS_IAM,
      invokeMode: InvokeMode.RESPONSE_STREAM,
    });
    props.site.addStreamingRoute(props.pathPattern, this.url);
  }
}
