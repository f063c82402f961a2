import type { Entity } from "electrodb";
import type { EntityConfig } from "./entity-config.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ElectroDB entity, whatever its schema
export type AnyEntity = Entity<any, any, any, any>;
type Factories = Record<string, (config: EntityConfig) => AnyEntity>;
export type EntitiesOf<F extends Factories> = { [K in keyof F]: ReturnType<F[K]> };

/**
 * A domain's entities for a table handle, each built on its first use and kept for that handle. Building an
 * ElectroDB entity costs a few milliseconds (it validates and compiles the model), so a Lambda builds only the
 * entities its code reaches on a request: a list request builds the user, session and audit entities of core and
 * the one entity it reads, not every entity of its own group, let alone the table's.
 */
export function entityGroup<const F extends Factories>(factories: F): (db: EntityConfig) => EntitiesOf<F> {
  const built = new WeakMap<EntityConfig, EntitiesOf<F>>();
  return (db) => {
    let entities = built.get(db);
    if (!entities) {
      const made: Partial<EntitiesOf<F>> = {};
      const group = {} as EntitiesOf<F>;
      for (const [name, make] of Object.entries(factories) as [keyof F & string, F[keyof F]][]) {
        Object.defineProperty(group, name, {
          enumerable: true,
          get: () => (made[name] ??= make(db) as EntitiesOf<F>[typeof name]),
        });
      }
      entities = Object.freeze(group);
      built.set(db, entities);
    }
    return entities;
  };
}
