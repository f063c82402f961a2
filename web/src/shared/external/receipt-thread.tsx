import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../ui/form-alert";
import { TextareaField, TextField } from "../ui/text-field";
import { externalErrorText, submissionKeys } from "./external.api";
import { isReceiptShape } from "#shared/receipts";
import { dayText } from "./receipt-once";
import { ThreadEntries } from "./thread-entries";

/** What a receipt opens: the day it was sent, and the replies and additions in order (no times, no names). */
export interface ReceiptThread {
  date: string;
  entries: readonly { by: "STAFF" | "SENDER"; message: string; date: string }[];
}

/** A section's part in the thread: where it reads and adds, its own texts, and what its sender wrote. */
export interface ThreadSection<T extends ReceiptThread> {
  /** "whistle" or "report": the test ids (`<id>-thread`, `<id>-addition`). */
  id: string;
  /** Its typed calls (external.api.ts: `externalCalls`). */
  calls: {
    thread: (receipt: string) => Promise<T>;
    addition: (body: { receipt: string; message: string }, idempotencyKey: string) => Promise<T>;
  };
  /** Translation keys of the section's own wording; the rest is the external page's common wording. */
  texts: { readReplies: ParseKeys; readRepliesIntro: ParseKeys; yours: ParseKeys };
  sent: (thread: T) => string;
  maxChars: number;
}

/**
 * "Read replies with your receipt" for a section of the external page whose sender may follow up anonymously (the
 * whistle, the violation report): the receipt opens the thread (what was sent and the school's replies), and a form
 * adds information. The section gives its API calls, its own three texts and what the sender wrote.
 */
export function ReadReplies<T extends ReceiptThread>({ section }: { section: ThreadSection<T> }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [receipt, setReceipt] = useState("");
  // What went wrong is kept as a key or the failed call, and told on render: a language switch retells it.
  const [error, setError] = useState<ParseKeys | undefined>();
  const [failure, setFailure] = useState<{ caught: unknown } | undefined>();
  const [thread, setThread] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  async function open() {
    const value = typed.trim();
    if (!isReceiptShape(value)) {
      setError("external.codeInvalid");
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      setThread(await section.calls.thread(value));
      setReceipt(value);
    } catch (caught) {
      setThread(null);
      setFailure({ caught });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="4" asChild>
      <section aria-labelledby="read-replies">
        <Heading as="h2" size="lg" id="read-replies">
          {t(section.texts.readReplies)}
        </Heading>
        <Text>{t(section.texts.readRepliesIntro)}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void open();
          }}
        >
          <Stack gap="3">
            <TextField
              label={t("external.common.receipt")}
              required
              autoComplete="off"
              spellCheck={false}
              error={error ? t(error) : undefined}
              data-testid="receipt-input"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" variant="outline" alignSelf="flex-start" loading={pending}>
              {t("external.common.open")}
            </Button>
          </Stack>
        </form>
        {failure ? <FormAlert status="error">{externalErrorText(failure.caught, t)}</FormAlert> : null}
        {thread ? <Thread section={section} thread={thread} receipt={receipt} onChange={setThread} /> : null}
      </section>
    </Stack>
  );
}

function Thread<T extends ReceiptThread>({
  section,
  thread,
  receipt,
  onChange,
}: {
  section: ThreadSection<T>;
  thread: T;
  receipt: string;
  onChange: (thread: T) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState("");
  // What went wrong is kept as a key or the failed call, and told on render: a language switch retells it.
  const [error, setError] = useState<ParseKeys | undefined>();
  const [failure, setFailure] = useState<{ caught: unknown } | undefined>();
  const [pending, setPending] = useState(false);
  const [keys] = useState(submissionKeys);

  async function add() {
    if (text.trim() === "") {
      setError("common.form.required");
      return;
    }
    setError(undefined);
    const body = { receipt, message: text.trim() };
    setPending(true);
    try {
      onChange(await section.calls.addition(body, keys.keyFor(body)));
      keys.answered();
      setText("");
      setFailure(undefined);
    } catch (caught) {
      setFailure({ caught });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="4" data-testid={`${section.id}-thread`}>
      <Stack gap="1" borderWidth="1px" rounded="md" p="3">
        <Text fontSize="sm" color="fg.muted">
          {t(section.texts.yours, { date: dayText(thread.date, i18n.language) })}
        </Text>
        <Text whiteSpace="pre-wrap">{section.sent(thread)}</Text>
      </Stack>
      {thread.entries.length === 0 ? <Text color="fg.muted">{t("external.common.noReplies")}</Text> : null}
      <ThreadEntries
        entries={thread.entries}
        label={t("external.common.replies")}
        byline={(entry, date) =>
          t(entry.by === "STAFF" ? "external.common.fromSchool" : "external.common.fromYou", { date })
        }
        testIdPrefix="entry-"
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack gap="3">
          <TextareaField
            label={t("external.common.addMore")}
            maxChars={section.maxChars}
            error={error ? t(error) : undefined}
            data-testid={`${section.id}-addition`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {failure ? <FormAlert status="error">{externalErrorText(failure.caught, t)}</FormAlert> : null}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={pending}>
            {t("external.common.sendMore")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
