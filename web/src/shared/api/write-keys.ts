/**
 * The Idempotency-Key of a write. The same write (method, path and body) sent again before an answer came back
 * (a double click, a retry after the network failed) carries the same key, so the API does it once and answers
 * both alike. Once an answer arrives the write is settled and an identical later write is a new one (the same
 * comment posted twice on purpose is two comments).
 */
const unanswered = new Map<string, string>();

export interface WriteKey {
  key: string;
  /** The API answered (success or error): the next identical write is a new one. */
  settle(): void;
}

export function writeKeyFor(method: string, path: string, body: string): WriteKey {
  const fingerprint = `${method} ${path}\n${body}`;
  let key = unanswered.get(fingerprint);
  if (!key) {
    key = crypto.randomUUID();
    unanswered.set(fingerprint, key);
  }
  const own = key;
  return {
    key,
    settle: () => {
      if (unanswered.get(fingerprint) === own) unanswered.delete(fingerprint);
    },
  };
}
