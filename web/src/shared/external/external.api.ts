import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { externalApi, read, sending, type CallOptions } from "../api/client";
import { errorMessageFor, errorText } from "../api/error-messages";

/**
 * The external page's calls (/api/external/...): never with a session or a role, whoever is signed in on the
 * device, so nothing ties a sender to an account. Submissions carry their own Idempotency-Key.
 */
const anonymous = (options: Omit<CallOptions, "authenticated"> = {}) =>
  sending({ ...options, authenticated: false });

const external = externalApi.external;

/** The external page's typed calls (a submission's Idempotency-Key is its own: see submissionKeys). */
export const externalCalls = {
  /** GET /external/action-program/{token}: a shared action program, read with its link's token. */
  sharedProgram: (token: string, signal?: AbortSignal) =>
    read(external["action-program"][":token"].$get({ param: { token } }, anonymous({ signal }))),
  /** POST /external/whistle: answers the receipt. */
  sendWhistle: (body: Parameters<typeof external.whistle.$post>[0]["json"], idempotencyKey: string) =>
    read(external.whistle.$post({ json: body }, anonymous({ idempotencyKey }))),
  /** POST /external/report: answers the receipt. */
  sendReport: (body: Parameters<typeof external.report.$post>[0]["json"], idempotencyKey: string) =>
    read(external.report.$post({ json: body }, anonymous({ idempotencyKey }))),
  /** POST /external/whistle/thread and /addition: what a whistle's receipt opens, and an addition to it. */
  whistleThread: {
    thread: (receipt: string) => read(external.whistle.thread.$post({ json: { receipt } }, anonymous())),
    addition: (body: { receipt: string; message: string }, idempotencyKey: string) =>
      read(external.whistle.addition.$post({ json: body }, anonymous({ idempotencyKey }))),
  },
  /** POST /external/report/thread and /addition: the same for a violation report's receipt. */
  reportThread: {
    thread: (receipt: string) => read(external.report.thread.$post({ json: { receipt } }, anonymous())),
    addition: (body: { receipt: string; message: string }, idempotencyKey: string) =>
      read(external.report.addition.$post({ json: body }, anonymous({ idempotencyKey }))),
  },
};

/** The school codes printed on the QR page: 8 letters and digits without look-alikes. */
export const SCHOOL_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
export const normalizeSchoolCode = (typed: string) => typed.replace(/[\s#-]/g, "").toUpperCase();

/** GET /external/school/{code}: the school's name and the staff a whistle may go to. */
export const schoolByCodeOptions = (code: string) =>
  queryOptions({
    queryKey: ["external", "school", code],
    queryFn: ({ signal }) => read(external.school[":code"].$get({ param: { code } }, anonymous({ signal }))),
    enabled: SCHOOL_CODE_PATTERN.test(code),
    retry: false,
    staleTime: 10 * 60 * 1000,
  });

/** The school a code names. */
export function useSchoolByCode(code: string) {
  return useQuery(schoolByCodeOptions(code));
}

/** The text of a failed external call: the server's own (invalid code, too many attempts) or the status's. */
export function externalErrorText(error: unknown, t: TFunction): string {
  return errorText(errorMessageFor(error), t);
}

/** A fresh Idempotency-Key for one submission. */
export const newSubmissionKey = () => crypto.randomUUID().replace(/-/g, "");

/**
 * The Idempotency-Key of a form's submissions: the same while the same body waits for its answer (a retry after a
 * lost answer is that submission again, stored once), a new one when the sender changed what they send (another
 * submission; the same key would be refused as reused, leaving the sender unable to send at all). Keep one per form
 * (`const [keys] = useState(submissionKeys)`) and call `answered()` when the server answers.
 */
export function submissionKeys() {
  let unanswered: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (unanswered?.body !== text) unanswered = { body: text, key: newSubmissionKey() };
      return unanswered.key;
    },
    answered() {
      unanswered = null;
    },
  };
}
