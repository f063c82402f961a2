import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** How one filter reads its search parameter: the value, or undefined when absent or not one it knows. */
export interface FilterParam<V> {
  parse: (raw: string | null) => V;
  /** The value that is the same as no parameter (left out of the URL). */
  fallback?: string;
}

/** Free text (an id): absent or empty is no filter. */
export const textParam = (): FilterParam<string | undefined> => ({ parse: (raw) => raw || undefined });

/** One of `values`; anything else is no filter. */
export function oneOfParam<V extends string>(values: readonly V[]): FilterParam<V | undefined> {
  return { parse: (raw) => ((values as readonly string[]).includes(raw ?? "") ? (raw as V) : undefined) };
}

/** One of `values`, `fallback` when absent or unknown; the fallback is never written to the URL. */
export function oneOfOrParam<V extends string>(values: readonly V[], fallback: V): FilterParam<V> {
  return {
    parse: (raw) => ((values as readonly string[]).includes(raw ?? "") ? (raw as V) : fallback),
    fallback,
  };
}

type Filters<S extends Record<string, FilterParam<unknown>>> = {
  [K in keyof S]: ReturnType<S[K]["parse"]>;
};

/**
 * A list's filters in the page's search parameters, so a filtered list can be linked, reloaded and gone back to.
 * Changing a filter replaces the history entry (no new one per choice) and drops the `transient` parameters (a
 * dialog opened by a link); a filter set to its fallback or to "" leaves the URL.
 */
export function useListState<S extends Record<string, FilterParam<unknown>>>(
  spec: S,
  { transient = [] }: { transient?: readonly string[] } = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(spec).map(([key, param]) => [key, param.parse(params.get(key))]),
      ) as Filters<S>,
    [spec, params],
  );
  const transientKey = transient.join("\n");
  const setFilter = useCallback(
    (key: keyof S & string, value: string) =>
      setParams(
        (current) => {
          if (value && value !== spec[key]?.fallback) current.set(key, value);
          else current.delete(key);
          for (const name of transientKey.split("\n")) if (name) current.delete(name);
          return current;
        },
        { replace: true },
      ),
    [setParams, spec, transientKey],
  );
  /** Drops transient parameters (the dialog they opened was closed), in one history entry. */
  const clearParam = useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          for (const name of names) current.delete(name);
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter, params, clearParam };
}
