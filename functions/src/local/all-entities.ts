import { readdirSync } from "node:fs";
import { coreEntities } from "../core/identity.js";
import { pupilDocumentEntities } from "../core/pupil-document/pupil-document-ref.entity.js";
import type { Db } from "../db/db.js";

/**
 * Every entity of the table at once, for local-only code (demo seeding, test fixtures, the benchmark), which writes
 * documents of every domain directly. Never reachable from a Lambda entry: domain code reaches its own entities
 * and other domains' data through their index.ts.
 *
 * Found, not listed: a domain's entity group is the `export const <name>Entities = entityGroup(...)` of a
 * `*.entity.ts` or `*.entities.ts` file in its folder (functions/src/<domain>/), and the domain's demo file
 * (`<domain>.demo.ts`) adds the group's type to TableEntityGroups:
 *
 *     declare module "../local/all-entities.js" {
 *       interface TableEntityGroups {
 *         mappings: typeof mappingsEntities;
 *       }
 *     }
 */
export interface TableEntityGroups {
  core: typeof coreEntities;
  pupilDocuments: typeof pupilDocumentEntities;
}

type EntityGroup = (db: Db) => object;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The entities of every group named in TableEntityGroups, by entity name. */
export type TableEntities = Intersection<
  { [Group in keyof TableEntityGroups]: ReturnType<TableEntityGroups[Group]> }[keyof TableEntityGroups]
>;

/** The folders of functions/src that are not domains (as the lint's domain walls have them). */
const NOT_DOMAINS = new Set(["core", "db", "local", "mail"]);
const ENTITY_FILE = /\.entit(y|ies)\.ts$/;
const GROUP_EXPORT = /Entities$/;
const SRC = new URL("../", import.meta.url);

/** Every domain's entity groups, in the order of their folders and files (by name). */
async function domainEntityGroups(): Promise<EntityGroup[]> {
  const groups: EntityGroup[] = [];
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const files = readdirSync(new URL(`${folder}/`, SRC))
      .filter((file) => ENTITY_FILE.test(file))
      .sort();
    for (const file of files) {
      const loaded: Record<string, unknown> = await import(new URL(`${folder}/${file}`, SRC).href);
      for (const [name, value] of Object.entries(loaded)) {
        if (GROUP_EXPORT.test(name) && typeof value === "function") groups.push(value as EntityGroup);
      }
    }
  }
  return groups;
}

const GROUPS: readonly EntityGroup[] = [coreEntities, pupilDocumentEntities, ...(await domainEntityGroups())];

export function allEntities(db: Db): TableEntities {
  const entities: Record<string, unknown> = {};
  for (const group of GROUPS) {
    for (const [name, entity] of Object.entries(group(db))) {
      if (name in entities) throw new Error(`Two entity groups define the entity ${name}`);
      entities[name] = entity;
    }
  }
  return entities as TableEntities;
}
