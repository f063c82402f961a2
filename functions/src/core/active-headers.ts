/**
 * The headers a signed-in request names its active role and school in (spec: role switch). Their own module so
 * the idempotency middleware can scope keys by them without loading the actor middleware and its table access.
 */
export const ACTIVE_ROLE_HEADER = "x-active-role";
export const ACTIVE_SCHOOL_HEADER = "x-active-school";
