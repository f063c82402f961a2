import type { Entity } from "electrodb";
import type { EntityConfig } from "./entity-config.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ElectroDB entity, whatever its schema
export type AnyEntity = Entity<any, any, any, any>;
type Factories = Record<string, (config: EntityConfig) => AnyEntity>;
export type EntitiesOf<F extends Factories> = { [K in keyof F]: ReturnType<F[K]> };

/**
 * A domain's entities, built on first use for a table handle and kept for it. Building an ElectroDB entity costs
 * a few milliseconds, so a Lambda builds only the groups its code reaches (its own domain's, core's, and those of
 * the domains whose index it calls), never the whole table's.
 */
export function entityGroup<const F extends Factories>(factories: F): (db: EntityConfig) => EntitiesOf<F> {
  const built = new WeakMap<EntityConfig, EntitiesOf<F>>();
  return (db) => {
    let entities = built.get(db);
    if (!entities) {
      entities = Object.fromEntries(
        Object.entries(factories).map(([name, make]) => [name, make(db)]),
      ) as EntitiesOf<F>;
      built.set(db, entities);
    }
    return entities;
  };
}
