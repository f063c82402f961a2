/**
 * Two names that a picker or a list would show alike: equal ignoring case and surrounding spaces ("9A" and " 9a "),
 * but not accents ("Åsa" and "Asa" differ). Classes of a school, teams of a school and schools of an organization
 * never share one: staff would be left guessing which row is which.
 */
export const sameName = (a: string, b: string): boolean =>
  a.trim().localeCompare(b.trim(), "sv", { sensitivity: "accent" }) === 0;

/** Is `name` free among `items`, the one with id `exceptId` (the item renamed) aside? */
export const nameFree = (
  items: readonly { id: string; name: string }[],
  name: string,
  exceptId?: string,
): boolean => !items.some((item) => item.id !== exceptId && sameName(item.name, name));
