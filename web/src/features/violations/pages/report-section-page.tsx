import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  EXTERNAL_REPORT_MESSAGE_MAX,
  EXTERNAL_REPORTERS,
  type ExternalReporter,
  type ExternalReportThread,
} from "#shared/violations/violation-external.schema";
import {
  CONTACT_ANSWERS,
  EXTERNAL_REPORT_LIMITS as LIMITS,
  type ContactAnswer,
} from "#shared/violations/violation.constants";
import { externalCalls } from "../../../shared/external/external.api";
import { useExternalSend } from "../../../shared/external/use-external-send";
import { ReceiptOnce } from "../../../shared/external/receipt-once";
import { ExternalSectionFrame } from "../../../shared/external/external-section-frame";
import type { ThreadSection } from "../../../shared/external/receipt-thread";
import { problemText, textProblem } from "../../../shared/forms/field-error";
import { FormAlert } from "../../../shared/ui/form-alert";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";

/**
 * /report (spec sections 1, 2): a pupil, a guardian or someone else reports violating treatment from the external
 * page. The school code first (the same entry as every section), then the story; the report goes to the principal
 * and student health. The receipt code is shown once; with it the sender reads the school's replies and adds
 * information, below. A name and contact are optional and, if typed, seen by the school's staff.
 */
export function ReportSectionPage() {
  return (
    <ExternalSectionFrame
      section="report"
      texts={{
        title: "external.report.title",
        intro: "external.report.intro",
        notOffered: "external.report.notOffered",
      }}
      thread={REPORT_THREAD}
    >
      {(_school, code) => <ReportForm code={code} />}
    </ExternalSectionFrame>
  );
}

const REPORTER_LABELS = {
  PUPIL: "external.report.reporters.PUPIL",
  GUARDIAN: "external.report.reporters.GUARDIAN",
  OTHER: "external.report.reporters.OTHER",
} as const satisfies Record<ExternalReporter, string>;

const ANSWER_LABELS = {
  YES: "external.report.answers.YES",
  NO: "external.report.answers.NO",
  IDK: "external.report.answers.IDK",
} as const satisfies Record<ContactAnswer, string>;

/**
 * The story's required fields in the form's order, each a labelled control with its error: the story itself is a
 * textarea, the day a date input, the rest short texts. Texts take their longest length as the kit's `maxChars`
 * (a counter near it, an error beyond it, never cut), from EXTERNAL_REPORT_LIMITS as the API's schema does.
 */
const STORY_FIELDS = [
  { name: "victim", label: "external.report.victim", testId: "report-victim", maxChars: LIMITS.victim },
  {
    name: "incidentDetails",
    label: "external.report.incidentDetails",
    testId: "report-details",
    textarea: { rows: 6, maxChars: LIMITS.incidentDetails },
  },
  { name: "when", label: "external.report.when", testId: "report-when", type: "date" },
  {
    name: "location",
    label: "external.report.location",
    testId: "report-location",
    maxChars: LIMITS.location,
  },
  { name: "witness", label: "external.report.witness", testId: "report-witness", maxChars: LIMITS.witness },
] as const;
const REQUIRED = STORY_FIELDS.map((field) => field.name);
type Required = (typeof STORY_FIELDS)[number]["name"];
/** The typed texts with a longest length: a text over it is the field's error and the form sends nothing. */
const LIMITED = [
  "reporterName",
  "reporterContact",
  "victim",
  "incidentDetails",
  "location",
  "witness",
] as const;
type Limited = (typeof LIMITED)[number];

/** The two questions of who already knows, each answered yes, no or "I don't know". */
const CONTACT_QUESTIONS = [
  { name: "hasContactedSchool", label: "external.report.hasContactedSchool" },
  { name: "hasContactedParents", label: "external.report.hasContactedParents" },
] as const;
type ContactQuestion = (typeof CONTACT_QUESTIONS)[number]["name"];

function ReportForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const [reporter, setReporter] = useState<ExternalReporter>("PUPIL");
  const [reporterName, setReporterName] = useState("");
  const [reporterContact, setReporterContact] = useState("");
  const [fields, setFields] = useState<Record<Required, string>>({
    victim: "",
    incidentDetails: "",
    when: "",
    location: "",
    witness: "",
  });
  const [contacts, setContacts] = useState<Record<ContactQuestion, ContactAnswer>>({
    hasContactedSchool: "IDK",
    hasContactedParents: "IDK",
  });
  const [errors, setErrors] = useState<Partial<Record<Required | Limited, string>>>({});
  const { pending, failure, receipt, send } = useExternalSend(externalCalls.sendReport);

  if (receipt) return <ReceiptOnce receipt={receipt.receipt} sentText={t("external.report.sent")} />;

  const set = (field: Required) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  async function submit() {
    const found: typeof errors = {};
    for (const field of REQUIRED) if (fields[field].trim() === "") found[field] = t("common.form.required");
    const typed: Record<Limited, string> = { ...fields, reporterName, reporterContact };
    for (const field of LIMITED) {
      const problem = textProblem(typed[field], { max: LIMITS[field] });
      if (problem && !found[field]) found[field] = problemText(problem, t);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      code,
      reporter,
      ...(reporterName.trim() ? { reporterName: reporterName.trim() } : {}),
      ...(reporterContact.trim() ? { reporterContact: reporterContact.trim() } : {}),
      victim: fields.victim.trim(),
      incidentDetails: fields.incidentDetails.trim(),
      // The day only: noon UTC keeps the same date in every Swedish time zone.
      when: `${fields.when}T12:00:00.000Z`,
      location: fields.location.trim(),
      witness: fields.witness.trim(),
      hasContactedSchool: contacts.hasContactedSchool,
      hasContactedParents: contacts.hasContactedParents,
    };
    await send(body);
  }

  const answers = CONTACT_ANSWERS.map((value) => ({ value, label: t(ANSWER_LABELS[value]) }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <SelectField
          label={t("external.report.reporter")}
          required
          data-testid="report-reporter"
          value={reporter}
          onChange={(event) => setReporter(event.currentTarget.value as ExternalReporter)}
          options={EXTERNAL_REPORTERS.map((value) => ({
            value,
            label: t(REPORTER_LABELS[value]),
          }))}
        />
        <TextField
          label={t("external.report.reporterName")}
          helperText={t("external.report.reporterHelp")}
          autoComplete="name"
          maxChars={LIMITS.reporterName}
          error={errors.reporterName}
          data-testid="report-name"
          value={reporterName}
          onChange={(event) => setReporterName(event.currentTarget.value)}
        />
        <TextField
          label={t("external.report.reporterContact")}
          maxChars={LIMITS.reporterContact}
          error={errors.reporterContact}
          data-testid="report-contact"
          value={reporterContact}
          onChange={(event) => setReporterContact(event.currentTarget.value)}
        />
        {STORY_FIELDS.map(({ name, label, testId, ...control }) => {
          const field = {
            label: t(label),
            required: true,
            error: errors[name],
            "data-testid": testId,
            value: fields[name],
            onChange: set(name),
          };
          return "textarea" in control ? (
            <TextareaField key={name} {...field} {...control.textarea} />
          ) : (
            <TextField key={name} {...field} {...control} />
          );
        })}
        {CONTACT_QUESTIONS.map(({ name, label }) => (
          <SelectField
            key={name}
            label={t(label)}
            required
            value={contacts[name]}
            onChange={(event) => {
              const value = event.currentTarget.value as ContactAnswer;
              setContacts((current) => ({ ...current, [name]: value }));
            }}
            options={answers}
          />
        ))}
        <Text fontSize="sm" color="fg.muted">
          {t("external.report.afterwards")}
        </Text>
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={pending}>
          {t("external.report.send")}
        </Button>
      </Stack>
    </form>
  );
}

/** The report's part in the receipt's thread (shared with the whistle section). */
const REPORT_THREAD: ThreadSection<ExternalReportThread> = {
  id: "report",
  calls: externalCalls.reportThread,
  texts: {
    readReplies: "external.report.readReplies",
    readRepliesIntro: "external.report.readRepliesIntro",
    yours: "external.report.yours",
  },
  sent: (thread) => thread.incidentDetails,
  maxChars: EXTERNAL_REPORT_MESSAGE_MAX,
};

export { ReportSectionPage as Component };
