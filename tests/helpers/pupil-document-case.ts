/**
 * How a kind of pupil document is made about a pupil and removed again over the API, by those who may: each domain
 * that defines a kind (`definePupilDocument`) exports one `pupilDocumentCase` from its `<d>.fixtures.ts`, and the
 * per-pupil index's test (core/pupil-document/pupil-document-refs.int.test.ts) finds them there and runs each: the
 * document keeps one ref under its pupil that blocks the pupil's deletion until the document is deleted.
 */
export interface PupilDocumentCase {
  /** The kind as the domain defines it. */
  kind: string;
  /** The 409 reason the pupil's deletion is refused with while the document exists. */
  reason: string;
  /** Who makes it, where, and with what body (about the pupil, at the pupil's school). */
  create: { as: string; path: string; body: (pupil: string, at: CaseContext) => unknown };
  /** Who removes it, and where. */
  remove: { as: string; path: (id: string) => string };
}

/** What a case's body may need of the test app: the pupil's school and a demo account's user id. */
export interface CaseContext {
  schoolId: string;
  userId: (email: string) => string;
}
