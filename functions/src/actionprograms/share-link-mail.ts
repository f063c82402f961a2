import type { Mail } from "../mail/mailer.js";

/**
 * The mail with a share link: Swedish first, English below. It carries the link and the last day it works, and
 * nothing about the pupil, the school or the program, so a mail that goes astray tells nothing. The link holds the
 * token, so the text is never logged.
 */
export function shareLinkMail(to: string, link: string, validUntil: string): Mail {
  return {
    to,
    subject: "Ett beslut har delats med dig / A decision has been shared with you",
    text: [
      "Hej!",
      "",
      "Skolan har delat ett beslut om åtgärdsprogram med dig. Du läser det här, utan konto:",
      link,
      `Länken gäller till och med ${validUntil}. Dela den inte med andra.`,
      "",
      "---",
      "The school has shared a decision on an action program with you. Read it here, no account needed:",
      link,
      `The link works until ${validUntil}. Do not share it with others.`,
    ].join("\n"),
  };
}
