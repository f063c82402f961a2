import en from "./locales/en/server.json";
import sv from "./locales/sv/server.json";

/**
 * The one catalogue of the server's texts in both product languages (`locales/{sv,en}/server.json`): the default
 * text of every error code, and the specific reasons a domain gives with an error ("the class has pupils and
 * cannot be deleted"). Domain code names a reason by its key and parameters; the text is chosen here, in the
 * request's language. The completeness test (`locales/catalogue.test.ts`) checks both languages have every key
 * with the same placeholders, like the web's catalogues.
 */
export type Language = "sv" | "en";

const catalogues = { sv: sv.server, en: en.server } as const;

export type ErrorTextKey = keyof typeof sv.server.errors;
export type ReasonKey = keyof typeof sv.server.reasons;
/** Every reason, in the catalogue's order (where one must be chosen of several, the first in this order). */
export const REASON_KEYS = Object.keys(sv.server.reasons) as ReasonKey[];

/**
 * What a notification tells happened (its kind): the keys of the catalogue's `notifications`, each with its neutral
 * title (never the pupil, never a document's own title or text). Each domain declares the kinds it sends in its
 * hooks (functions/src/<domain>/<domain>.hooks.ts: `notificationKinds`); a test checks every kind has one owner.
 */
export type NotificationKind = keyof typeof sv.server.notifications;
export const NOTIFICATION_KINDS = Object.keys(sv.server.notifications) as [
  NotificationKind,
  ...NotificationKind[],
];

/**
 * Where a calendar event comes from (the keys of the catalogue's `calendarSources`, each with its label): a domain's
 * `calendarEvents` hook (functions/src/<domain>/<domain>.hooks.ts) names its sources there. The catalogue's order
 * is the order of one day's events.
 */
export type CalendarSource = keyof typeof sv.server.calendarSources;
export const CALENDAR_SOURCES = Object.keys(sv.server.calendarSources) as [
  CalendarSource,
  ...CalendarSource[],
];

/** A parameter is a plain value, or a text that itself differs by language (a step's name). */
export type MessageParam = string | number | Readonly<Record<Language, string>>;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A reason and its parameters, as domain code gives them. */
export interface Reason {
  key: ReasonKey;
  params?: MessageParams | undefined;
}

function paramIn(value: MessageParam, language: Language): string {
  return typeof value === "object" ? value[language] : String(value);
}

/** Fills `{{name}}` placeholders (i18next's syntax, so the web and the server read the same files). */
export function interpolate(text: string, params: MessageParams | undefined, language: Language): string {
  if (!params) return text;
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramIn(value, language);
  });
}

export function errorText(language: Language, code: ErrorTextKey): string {
  return catalogues[language].errors[code];
}

/** A notification's title in one language (the stored one is the Swedish). */
export function notificationTitle(language: Language, kind: NotificationKind): string {
  return catalogues[language].notifications[kind];
}

/** A calendar source's label in one language ("Kartläggning, sista dag"). */
export function calendarSourceLabel(language: Language, source: CalendarSource): string {
  return catalogues[language].calendarSources[source];
}

export function reasonText(language: Language, reason: Reason): string {
  return interpolate(catalogues[language].reasons[reason.key], reason.params, language);
}

/** The parameters as the API body carries them: each in the request's language. */
export function paramsIn(params: MessageParams, language: Language): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "object" ? value[language] : value,
    ]),
  );
}

/**
 * A zod refinement's error naming a catalogue reason: the validator tells it in the request's language (the
 * English text stays as zod's own message for anyone who parses without the validator).
 */
export function reasonIssue(key: ReasonKey, params?: Readonly<Record<string, string>>) {
  return {
    message: interpolate(catalogues.en.reasons[key], params, "en"),
    params: { reason: key, ...params },
  };
}

/**
 * A refinement's error that is the refusal itself, not one of a form's issues (an incident dated later than today):
 * the server's body carries its reason as a domain's refusal does (`reason`, its text as the message), when every
 * issue of the request is this one.
 */
export function refusalIssue(key: ReasonKey) {
  const issue = reasonIssue(key);
  return { ...issue, params: { ...issue.params, refusal: true } };
}

export function isReasonKey(value: unknown): value is ReasonKey {
  return typeof value === "string" && Object.hasOwn(catalogues.sv.reasons, value);
}
