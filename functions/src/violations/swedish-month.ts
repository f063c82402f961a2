const MONTH = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
});

/** YYYY-MM of an instant in Swedish time (the statistics' months). */
export const swedishMonthOf = (iso: string) => MONTH.format(new Date(iso)).slice(0, 7);
