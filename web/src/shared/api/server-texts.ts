/**
 * The mark of a read whose answer holds texts the server tells in the request's language (a notification's title,
 * a calendar event's label): `meta: SERVER_TEXTS` in its query options. After a switch of language the app reads
 * these again (app/query-client.ts), and only these: a read again of anything else would repeat its audit entry
 * (or count an opening of a shared link) for nothing.
 */
export const SERVER_TEXTS = { serverTexts: true } as const;

export const holdsServerTexts = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.serverTexts === true;
