/** A day (YYYY-MM-DD or a timestamp) as the language writes it, e.g. "23 nov. 2026". */
export function formatDay(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00` : value);
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "sv-SE", { dateStyle: "medium" }).format(date);
}
