import { Button, Fieldset, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WHISTLE_MESSAGE_MAX } from "#shared/whistles/whistle.constants";
import {
  WHISTLE_RECIPIENTS,
  type ExternalSchool,
  type WhistleRecipient,
  type WhistleThread,
} from "#shared/whistles/whistle.schema";
import { Checkbox } from "../../../shared/ui/chakra-parts/checkbox";
import { FormAlert } from "../../../shared/ui/form-alert";
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import { externalCalls } from "../../../shared/external/external.api";
import { useExternalSend } from "../../../shared/external/use-external-send";
import { ReceiptOnce } from "../../../shared/external/receipt-once";
import { ExternalSectionFrame } from "../../../shared/external/external-section-frame";
import type { ThreadSection } from "../../../shared/external/receipt-thread";

/**
 * /whistle (spec sections 1, 2): the external page's anonymous whistle. The school code first, then the message and
 * who it goes to; the answer's receipt code is shown once (only its hash is kept), and with it the sender reads the
 * school's replies and adds information, below, without ever saying who they are.
 */
export function WhistleSectionPage() {
  return (
    <ExternalSectionFrame
      section="whistle"
      texts={{
        title: "external.whistle.title",
        intro: "external.whistle.intro",
        notOffered: "external.whistle.notOffered",
      }}
      thread={WHISTLE_THREAD}
    >
      {(school, code) => <WhistleForm school={school} code={code} />}
    </ExternalSectionFrame>
  );
}

function WhistleForm({ school, code }: { school: ExternalSchool; code: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const [recipient, setRecipient] = useState<WhistleRecipient>("COUNSELOR");
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ message?: string; chosen?: string }>({});
  const { pending, failure, receipt, send } = useExternalSend(externalCalls.sendWhistle);

  if (receipt) return <ReceiptOnce receipt={receipt.receipt} sentText={t("external.whistle.sent")} />;

  async function submit() {
    const found: typeof errors = {};
    if (message.trim() === "") found.message = t("common.form.required");
    if (recipient === "SELECTED" && chosen.length === 0) found.chosen = t("external.whistle.chosenRequired");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      code,
      message: message.trim(),
      recipient,
      ...(recipient === "SELECTED" ? { recipientIds: chosen.map((id) => ({ id })) } : {}),
    };
    await send(body);
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

/** The whistle's part in the receipt's thread (shared with the violation report section). */
const WHISTLE_THREAD: ThreadSection<WhistleThread> = {
  id: "whistle",
  calls: externalCalls.whistleThread,
  texts: {
    readReplies: "external.whistle.readReplies",
    readRepliesIntro: "external.whistle.readRepliesIntro",
    yours: "external.whistle.yours",
  },
  sent: (thread) => thread.message,
  maxChars: WHISTLE_MESSAGE_MAX,
};

export { WhistleSectionPage as Component };
