import { useState } from "react";
import { useTranslation } from "react-i18next";
import { externalErrorText, submissionKeys } from "./external.api";

/**
 * Sending one form of the external page (a report, a whistle): `send(body)` calls `call` with the body's
 * Idempotency-Key, `pending` while it is on its way, `failure` in the page's words, and `receipt` once answered.
 * The key stays the body's until the server answers: a retry after a lost answer creates no second one.
 */
export function useExternalSend<Body, Receipt>(
  call: (body: Body, idempotencyKey: string) => Promise<Receipt>,
) {
  const { t } = useTranslation();
  // The failed call is kept and told on render, so a language switch retells it in the new language.
  const [failed, setFailed] = useState<{ error: unknown } | undefined>();
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [keys] = useState(submissionKeys);

  async function send(body: Body) {
    setPending(true);
    setFailed(undefined);
    try {
      const answer = await call(body, keys.keyFor(body));
      keys.answered();
      setReceipt(answer);
    } catch (error) {
      setFailed({ error });
    } finally {
      setPending(false);
    }
  }

  const failure = failed ? externalErrorText(failed.error, t) : undefined;
  return { pending, failure, receipt, send };
}
