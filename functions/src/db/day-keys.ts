/**
 * The upper bound of a `between` on a sort key that starts with a day (`${date}#...`), so that the range includes
 * every key of that day: "#" and then the highest character there is. Plain strings, no date arithmetic, so it holds
 * for any day a YYYY-MM-DD can name (the day after 9999-12-31 has no such form).
 */
export const throughDay = (day: string): string => `${day}#\uffff`;
