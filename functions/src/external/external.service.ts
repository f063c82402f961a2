import type {
  ExternalReportAdditionInput,
  ExternalReportData,
  ExternalReportReceipt,
  ExternalReportThread,
} from "#shared/violations/violation-external.schema";
import type {
  ExternalSchool,
  ExternalSectionId,
  ExternalWhistleInput,
  ReceiptInput,
  WhistleAdditionInput,
  WhistleReceipt,
  WhistleThread,
} from "#shared/whistles/whistle.schema";
import type { Mail } from "../mail/mailer.js";
import {
  addToExternalReport,
  readExternalReportThread,
  storeExternalReport,
  takesReports,
  violationOfReceipt,
} from "../violations/index.js";
import {
  addToWhistleThread,
  chosenStaffOf,
  readWhistleThread,
  sendExternalWhistle,
  takesWhistles,
  whistleOfReceipt,
} from "../whistles/index.js";
import {
  admit,
  admitSubmission,
  ofReceipt,
  schoolOfCode,
  schoolUnknown,
  type ExternalContext,
} from "./external-gate.js";

/**
 * The external page's sections (no account): each call passes the gate (external-gate.ts: the client's limits,
 * the school by its code, one answer for every invalid code or receipt), then the owning domain's public module
 * does the work (whistles for /whistle, violations for /report).
 */

/** GET /external/school/{code}: the school's name, the staff a whistle may go to, and the sections it offers. */
export async function lookUpSchool(ectx: ExternalContext, input: { code: string }): Promise<ExternalSchool> {
  await admit(ectx);
  const school = await schoolOfCode(ectx, input.code);
  const sections: ExternalSectionId[] = [];
  if (takesWhistles(school)) sections.push("whistle");
  if (takesReports(school)) sections.push("report");
  return { name: school.name, staff: await chosenStaffOf(ectx.deps, school.id), sections };
}

/** POST /external/whistle: an anonymous whistle; the answer's receipt is shown once and kept only as its hash. */
export async function sendWhistle(
  ectx: ExternalContext,
  input: ExternalWhistleInput,
): Promise<WhistleReceipt> {
  await admit(ectx);
  const { code, ...whistle } = input;
  const school = await schoolOfCode(ectx, code);
  // A school that hides whistles takes none: the same answer as for no school (not counted as a wrong code).
  if (!takesWhistles(school)) throw schoolUnknown();
  await admitSubmission(ectx, "whistle", school);
  return sendExternalWhistle(ectx.deps, school, whistle);
}

/** POST /external/whistle/thread: the sender reads their whistle and the replies with the receipt. */
export async function readWhistle(ectx: ExternalContext, input: ReceiptInput): Promise<WhistleThread> {
  await admit(ectx);
  const whistle = await ofReceipt(ectx, input.receipt, (receipt) => whistleOfReceipt(ectx.deps, receipt));
  return readWhistleThread(ectx.deps, whistle);
}

/** POST /external/whistle/addition: the sender adds information with the receipt. */
export async function addToWhistle(
  ectx: ExternalContext,
  input: WhistleAdditionInput,
): Promise<WhistleThread> {
  await admit(ectx);
  const whistle = await ofReceipt(ectx, input.receipt, (receipt) => whistleOfReceipt(ectx.deps, receipt));
  return addToWhistleThread(ectx.deps, whistle, input.message);
}

/** Mails to the report's managers (a link only); a failed mail is logged and does not undo the report. */
async function sendMails(ectx: ExternalContext, mails: Mail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await ectx.deps.mailer.send(mail);
    } catch (err) {
      ectx.deps.logger.error({ err: { name: (err as Error).name } }, "external report mail failed");
    }
  }
}

/** POST /external/report: a violation report from a pupil, a guardian or someone else; the receipt shown once. */
export async function sendReport(
  ectx: ExternalContext,
  input: ExternalReportData,
): Promise<ExternalReportReceipt> {
  await admit(ectx);
  const { code, ...report } = input;
  const school = await schoolOfCode(ectx, code);
  // A school that hides violation reports takes none: the same answer as for no school.
  if (!takesReports(school)) throw schoolUnknown();
  await admitSubmission(ectx, "report", school);
  const { receipt, mails } = await storeExternalReport(ectx.deps, school, report);
  await sendMails(ectx, mails);
  return receipt;
}

/** POST /external/report/thread: the sender reads their report's replies with the receipt. */
export async function readReport(ectx: ExternalContext, input: ReceiptInput): Promise<ExternalReportThread> {
  await admit(ectx);
  const report = await ofReceipt(ectx, input.receipt, (receipt) => violationOfReceipt(ectx.deps, receipt));
  return readExternalReportThread(ectx.deps, report);
}

/** POST /external/report/addition: the sender adds information; the managers are told (no text). */
export async function addToReport(
  ectx: ExternalContext,
  input: ExternalReportAdditionInput,
): Promise<ExternalReportThread> {
  await admit(ectx);
  const report = await ofReceipt(ectx, input.receipt, (receipt) => violationOfReceipt(ectx.deps, receipt));
  const { thread, mails } = await addToExternalReport(ectx.deps, report, input.message);
  await sendMails(ectx, mails);
  return thread;
}
