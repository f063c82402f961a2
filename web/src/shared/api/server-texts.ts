import type * as ServerMessages from "#shared/messages";
import type { Language } from "../i18n/language";

/**
 * The server's own texts (its error codes' defaults and the specific reasons it gives, shared/src/locales), in both
 * languages, so an error the API explained is told again in the other language when the user switches: a language
 * switch makes no call (spec section 2), the error keeps its code and reason and is translated here on render.
 * The catalogue loads with the first such error (a chunk of its own), before the error reaches the page.
 */
type Messages = typeof ServerMessages;

let messages: Messages | undefined;
let loading: Promise<void> | undefined;

/** Loads the server's catalogue (once); an error that failed to load it is told in the server's own words. */
export function loadServerTexts(): Promise<void> {
  loading ??= import("#shared/messages").then(
    (module) => {
      messages = module;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** What the server told, as a code and its reason: the text in `language`, or undefined when not known here. */
export function serverText(
  language: Language,
  { code, reason, params }: { code?: string | undefined; reason?: string | undefined; params?: ServerParams },
): string | undefined {
  if (!messages) return undefined;
  if (reason !== undefined) {
    return messages.isReasonKey(reason) ? messages.reasonText(language, { key: reason, params }) : undefined;
  }
  if (code === undefined) return undefined;
  const text = (messages.errorText as (language: Language, code: string) => string | undefined)(
    language,
    code,
  );
  return typeof text === "string" ? text : undefined;
}

/** A reason's parameters, as the API body carries them. */
export type ServerParams = Readonly<Record<string, string | number>> | undefined;
