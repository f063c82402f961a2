/**
 * Stands in for a client a domain's Lambda was not built with (mail, S3), so its SDK stays out of that bundle.
 * Any use fails loudly; the infra tests check that a domain whose code sends mail or uses a bucket gets both the
 * client and the IAM permission.
 */
export function unavailable<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get() {
      throw new Error(`This function was built without ${what}`);
    },
  });
}
