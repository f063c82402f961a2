/**
 * Names in Swedish order, numbers by value: å, ä and ö after z (the API lists in key order, bytes), '9A' before
 * '10A'. Every list of people, classes, schools and organizations reads through this once, in its data hook.
 */
const collator = new Intl.Collator("sv", { numeric: true });

export function compareSwedish(a: string, b: string): number {
  return collator.compare(a, b);
}

/** A copy of `items` sorted by name in Swedish order. */
export function bySwedishName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareSwedish(a.name, b.name));
}

/** A school with its classes and staff in Swedish order (GET /schools/{id} answers in key order). */
export function withSortedLists<
  S extends { classes: readonly { name: string }[]; users: readonly { name: string }[] },
>(school: S): S {
  return { ...school, classes: bySwedishName(school.classes), users: bySwedishName(school.users) };
}
