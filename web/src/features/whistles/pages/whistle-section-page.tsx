import { Button, Fieldset, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WHISTLE_MESSAGE_MAX } from "#shared/whistles/whistle.constants";
import {
  WHISTLE_RECIPIENTS,
  type ExternalSchool,
  type WhistleReceipt,
  type WhistleRecipient,
  type WhistleThread,
} from "#shared/whistles/whistle.schema";
import { Checkbox } from "../../../shared/ui/chakra-parts/checkbox";
import { FormAlert } from "../../../shared/ui/form-alert";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { externalErrorText, externalRequest, newSubmissionKey } from "../../../shared/external/external.api";
import { dayText, ReceiptOnce, RECEIPT_PATTERN } from "../../../shared/external/receipt-once";
import { SchoolCodeGate } from "../../../shared/external/school-code-gate";

/**
 * /whistle (spec sections 1, 2): the external page's anonymous whistle. The school code first, then the message and
 * who it goes to; the answer's receipt code is shown once (only its hash is kept), and with it the sender reads the
 * school's replies and adds information, below, without ever saying who they are.
 */
export function WhistleSectionPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="10">
      <SchoolCodeGate>
        {(school, code) => (
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {t("external.whistle.title")}
              </Heading>
              <Text color="fg.muted">{school.name}</Text>
            </Stack>
            {school.sections.includes("whistle") ? (
              <>
                <Text>{t("external.whistle.intro")}</Text>
                <WhistleForm school={school} code={code} />
              </>
            ) : (
              <Text>{t("external.whistle.notOffered")}</Text>
            )}
          </Stack>
        )}
      </SchoolCodeGate>
      <Separator />
      <ReadReplies />
    </Stack>
  );
}

function WhistleForm({ school, code }: { school: ExternalSchool; code: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const [recipient, setRecipient] = useState<WhistleRecipient>("COUNSELOR");
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ message?: string; chosen?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<WhistleReceipt | null>(null);
  // One key per whistle until it is answered: a retry after a lost answer creates no second whistle.
  const key = useRef<string | null>(null);

  if (receipt) return <ReceiptOnce receipt={receipt.receipt} sentText={t("external.whistle.sent")} />;

  async function submit() {
    const found: typeof errors = {};
    if (message.trim() === "") found.message = t("external.whistle.messageRequired");
    if (recipient === "SELECTED" && chosen.length === 0) found.chosen = t("external.whistle.chosenRequired");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    key.current ??= newSubmissionKey();
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await externalRequest<WhistleReceipt>("/whistle", {
        method: "POST",
        idempotencyKey: key.current,
        body: {
          code,
          message: message.trim(),
          recipient,
          ...(recipient === "SELECTED" ? { recipientIds: chosen.map((id) => ({ id })) } : {}),
        },
      });
      key.current = null;
      setReceipt(answer);
    } catch (error) {
      setFailure(externalErrorText(error, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <TextareaField
          label={t("external.whistle.message")}
          helperText={t("external.whistle.messageHelp")}
          required
          rows={6}
          maxChars={WHISTLE_MESSAGE_MAX}
          error={errors.message}
          data-testid="whistle-message"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <SelectField
          label={t("external.whistle.recipient")}
          required
          data-testid="whistle-recipient"
          value={recipient}
          onChange={(event) => {
            setRecipient(event.currentTarget.value as WhistleRecipient);
            setChosen([]);
          }}
          options={WHISTLE_RECIPIENTS.map((value) => ({ value, label: t(RECIPIENT_LABELS[value]) }))}
        />
        {recipient === "SELECTED" ? (
          <Fieldset.Root invalid={Boolean(errors.chosen)}>
            <Fieldset.Legend>{t("external.whistle.chosen")}</Fieldset.Legend>
            <Stack gap="2" mt="2">
              {school.staff.map((person) => (
                <Checkbox.Root
                  key={person.id}
                  checked={chosen.includes(person.id)}
                  onCheckedChange={(details) =>
                    setChosen((current) =>
                      details.checked ? [...current, person.id] : current.filter((id) => id !== person.id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{person.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {errors.chosen ? <Fieldset.ErrorText>{errors.chosen}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {t("external.whistle.anonymity")}
        </Text>
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={pending}>
          {t("external.whistle.send")}
        </Button>
      </Stack>
    </form>
  );
}

const RECIPIENT_LABELS = {
  HEAD: "external.whistle.recipients.HEAD",
  COUNSELOR: "external.whistle.recipients.COUNSELOR",
  OWNER: "external.whistle.recipients.OWNER",
  SELECTED: "external.whistle.recipients.SELECTED",
} as const satisfies Record<WhistleRecipient, string>;

/** "Read replies with your receipt": the thread, and a form to add information. */
function ReadReplies() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [receipt, setReceipt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [thread, setThread] = useState<WhistleThread | null>(null);
  const [pending, setPending] = useState(false);

  async function open() {
    const value = typed.trim();
    if (!RECEIPT_PATTERN.test(value)) {
      setError(t("external.codeInvalid"));
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      setThread(
        await externalRequest<WhistleThread>("/whistle/thread", { method: "POST", body: { receipt: value } }),
      );
      setReceipt(value);
    } catch (caught) {
      setThread(null);
      setFailure(externalErrorText(caught, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="4" asChild>
      <section aria-labelledby="read-replies">
        <Heading as="h2" size="lg" id="read-replies">
          {t("external.whistle.readReplies")}
        </Heading>
        <Text>{t("external.whistle.readRepliesIntro")}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void open();
          }}
        >
          <Stack gap="3">
            <TextField
              label={t("external.whistle.receipt")}
              required
              autoComplete="off"
              spellCheck={false}
              error={error}
              data-testid="receipt-input"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" variant="outline" alignSelf="flex-start" loading={pending}>
              {t("external.whistle.open")}
            </Button>
          </Stack>
        </form>
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        {thread ? <Thread thread={thread} receipt={receipt} onChange={setThread} /> : null}
      </section>
    </Stack>
  );
}

function Thread({
  thread,
  receipt,
  onChange,
}: {
  thread: WhistleThread;
  receipt: string;
  onChange: (thread: WhistleThread) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const key = useRef<string | null>(null);

  async function add() {
    if (text.trim() === "") {
      setError(t("external.whistle.messageRequired"));
      return;
    }
    setError(undefined);
    key.current ??= newSubmissionKey();
    setPending(true);
    try {
      onChange(
        await externalRequest<WhistleThread>("/whistle/addition", {
          method: "POST",
          idempotencyKey: key.current,
          body: { receipt, message: text.trim() },
        }),
      );
      key.current = null;
      setText("");
      setFailure(undefined);
    } catch (caught) {
      setFailure(externalErrorText(caught, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="4" data-testid="whistle-thread">
      <Stack gap="1" borderWidth="1px" rounded="md" p="3">
        <Text fontSize="sm" color="fg.muted">
          {t("external.whistle.yours", { date: dayText(thread.date, i18n.language) })}
        </Text>
        <Text whiteSpace="pre-wrap">{thread.message}</Text>
      </Stack>
      {thread.entries.length === 0 ? <Text color="fg.muted">{t("external.whistle.noReplies")}</Text> : null}
      <Stack gap="3" as="ol" listStyleType="none" aria-label={t("external.whistle.replies")}>
        {thread.entries.map((entry, index) => (
          <Stack
            as="li"
            key={index}
            gap="0.5"
            borderStartWidth="3px"
            ps="3"
            borderColor={entry.by === "STAFF" ? "brand.solid" : "border.emphasized"}
          >
            <Text fontSize="sm" color="fg.muted">
              {t(entry.by === "STAFF" ? "external.whistle.fromSchool" : "external.whistle.fromYou", {
                date: dayText(entry.date, i18n.language),
              })}
            </Text>
            <Text whiteSpace="pre-wrap" data-testid={`entry-${entry.by}`}>
              {entry.message}
            </Text>
          </Stack>
        ))}
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack gap="3">
          <TextareaField
            label={t("external.whistle.addMore")}
            maxChars={WHISTLE_MESSAGE_MAX}
            error={error}
            data-testid="whistle-addition"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={pending}>
            {t("external.whistle.sendMore")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export { WhistleSectionPage as Component };
