import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseSecurityHeadersBehavior,
} from "aws-cdk-lib/aws-cloudfront";
import { EXTERNAL_PAGE_PATHS } from "../../shared/src/external-pages.js";

/**
 * The site's edge rules, pure so they are tested alone: which entry a path of the web app gets (the viewer-request
 * function's code) and the security headers as a CloudFront response headers policy. web-site.ts puts them on the
 * distribution.
 */

/**
 * Viewer-request function of the web behaviour: a path whose last segment has no file extension is a page of the
 * single-page app and gets index.html; files (/assets/app-1234.js, /favicon.svg) are served as they are. Done
 * here rather than with error responses, which would also turn the API's own 403/404 answers into index.html.
 * The external page's addresses (EXTERNAL_PAGE_PATHS and below) get its own slim entry, external.html.
 */
export const SPA_FALLBACK_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf("/") + 1);
  if (last.indexOf(".") !== -1) return request;
  var external = ${JSON.stringify(EXTERNAL_PAGE_PATHS)};
  for (var i = 0; i < external.length; i++) {
    if (uri === external[i] || uri.indexOf(external[i] + "/") === 0) {
      request.uri = "/external.html";
      return request;
    }
  }
  request.uri = "/index.html";
  return request;
}`;

/**
 * Maps the web's security headers (the same constant the local server sends) onto a CloudFront response headers
 * policy, so the cloud and the local server cannot drift apart. Headers CloudFront has no field for are sent as
 * custom headers.
 */
export function responseHeadersFrom(headers: Record<string, string>): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeaders: { header: string; value: string; override: boolean }[];
} {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const customHeaders: { header: string; value: string; override: boolean }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case "content-security-policy":
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case "strict-transport-security": {
        const maxAge = /max-age=(\d+)/i.exec(value);
        if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(maxAge[1])),
          includeSubdomains: /includesubdomains/i.test(value),
          preload: /preload/i.test(value),
          override: true,
        };
        break;
      }
      case "x-content-type-options":
        if (value.toLowerCase() !== "nosniff")
          throw new Error(`X-Content-Type-Options must be nosniff: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case "referrer-policy": {
        const policy = Object.values(HeadersReferrerPolicy).find((p) => p === value.toLowerCase());
        if (!policy) throw new Error(`Unknown Referrer-Policy ${value}`);
        security.referrerPolicy = { referrerPolicy: policy, override: true };
        break;
      }
      case "x-frame-options": {
        const option = Object.values(HeadersFrameOption).find((o) => o === value.toUpperCase());
        if (!option) throw new Error(`Unknown X-Frame-Options ${value}`);
        security.frameOptions = { frameOption: option, override: true };
        break;
      }
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}
