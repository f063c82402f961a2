import type { Clock } from "./clock.js";
import type { RateCounterEntity } from "./rate-counter.entity.js";

export interface RateRule {
  /** How many hits a window allows. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the table (atomic ADD, removed by TTL). Works the same across Lambda instances.
 * `count` reads without counting (to refuse before doing work); `hit` counts and answers whether it is allowed.
 */
export interface RateLimiter {
  count(bucket: string, rule: RateRule): Promise<number>;
  hit(bucket: string, rule: RateRule): Promise<{ count: number; allowed: boolean }>;
  clear(bucket: string, rule: RateRule): Promise<void>;
}

export function createRateLimiter(entity: () => RateCounterEntity, clock: Clock): RateLimiter {
  const windowOf = (rule: RateRule) => {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const start = nowSeconds - (nowSeconds % rule.windowSeconds);
    return { window: String(start), ttl: start + rule.windowSeconds * 2 };
  };
  return {
    async count(bucket, rule) {
      const { window } = windowOf(rule);
      const { data } = await entity().get({ bucket, window }).go({ consistent: true });
      return data?.count ?? 0;
    },
    async hit(bucket, rule) {
      const { window, ttl } = windowOf(rule);
      const { data } = await entity()
        .update({ bucket, window })
        .add({ count: 1 })
        .set({ ttl })
        .go({ response: "updated_new" });
      const count = data.count ?? 1;
      return { count, allowed: count <= rule.limit };
    },
    async clear(bucket, rule) {
      const { window } = windowOf(rule);
      await entity().delete({ bucket, window }).go();
    },
  };
}
