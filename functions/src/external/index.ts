/**
 * What other domains may use of the external page's domain: the sealed idempotency of anonymous submissions (the
 * whistles domain's POST /whistle from a staff account uses it too). Never the router.
 */
export { externalIdempotency, PENDING_SECONDS } from "./external-idempotency.js";
