import en from "../locales/en/server.json";
import sv from "../locales/sv/server.json";
import { interpolate, type Language, type MessageParams } from "../messages.js";

/**
 * The decision document's texts (the action program's PDF), from the server catalogue's `decisionDocument` block in
 * the request's language.
 */
export type DecisionDocumentTextKey = keyof typeof sv.server.decisionDocument;

const catalogues = { sv: sv.server.decisionDocument, en: en.server.decisionDocument } as const;

export function decisionDocumentText(
  language: Language,
  key: DecisionDocumentTextKey,
  params?: MessageParams,
): string {
  return interpolate(catalogues[language][key], params, language);
}
