import { AppError } from "../errors.js";

/** How one domain takes a person off its documents at a school (see `takeOffDocuments`). */
export interface RemovalStep<T, C> {
  /** The documents at the school that name the person (an index or filtered query: it may lag). */
  naming: () => Promise<readonly { id: string }[]>;
  /** One document read afresh (consistently); null when it is gone. */
  read: (id: string) => Promise<T | null>;
  /** What to write so the document no longer names the person; null when nothing does (already done). */
  change: (doc: T) => C | null;
  /** Writes the change on the version read: a document changed since answers 409 CONFLICT. */
  write: (doc: T, change: C) => Promise<unknown>;
}

/** How often a document changed meanwhile is read and written again before the step gives up. */
const RETRIES = 2;

/**
 * The leaving step of a pupil document (a hook's `forgetAtSchool`, `releaseStudentHealthDuties`): takes a person off
 * every document of the school that names them. Their absence from the school already denies them access; this
 * keeps it denied should they ever be added back. Each document is read afresh and written on the version read; a
 * concurrent change is retried on a fresh read (twice at most). A document that no longer names them (a retry after
 * a run that failed part-way, or a lagging index) is left as it is, so running the step again changes nothing done.
 */
export async function takeOffDocuments<T, C>(step: RemovalStep<T, C>): Promise<void> {
  for (const { id } of await step.naming()) {
    for (let attempt = 0; ; attempt++) {
      const doc = await step.read(id);
      const change = doc && step.change(doc);
      if (!doc || !change) break;
      try {
        await step.write(doc, change);
        break;
      } catch (err) {
        if (attempt === RETRIES || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}

/** A list without the person (the change most removal steps write). */
export const without = (list: readonly string[], userId: string): string[] =>
  list.filter((person) => person !== userId);
