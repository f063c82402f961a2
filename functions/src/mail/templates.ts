import type { Mail } from "./mailer.js";

/**
 * Mail texts, Swedish first and English below (the product's languages). They carry a link and nothing about
 * pupils. Links hold one-time secrets, so a mail's text is never logged.
 */
export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Återställ ditt lösenord / Reset your password",
    text: [
      "Hej!",
      "",
      "Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto.",
      `Välj ett nytt lösenord här inom 30 minuter: ${link}`,
      "Om du inte bad om detta kan du bortse från det här mejlet.",
      "",
      "---",
      "Someone (hopefully you) asked to reset the password of your account.",
      `Choose a new password here within 30 minutes: ${link}`,
      "If you did not ask for this, you can ignore this email.",
    ].join("\n"),
  };
}

export function invitationMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: "Du har fått ett konto / You have been given an account",
    text: [
      `Hej ${name}!`,
      "",
      "Du har lagts till i elevhälsans system. Välj ditt lösenord här inom 7 dagar:",
      link,
      "",
      "---",
      "You have been added to the student-health system. Choose your password here within 7 days:",
      link,
    ].join("\n"),
  };
}

export function verifyEmailMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Bekräfta din e-postadress / Verify your email address",
    text: [
      "Hej!",
      "",
      `Bekräfta din e-postadress genom att öppna länken inom 24 timmar: ${link}`,
      "",
      "---",
      `Verify your email address by opening the link within 24 hours: ${link}`,
    ].join("\n"),
  };
}

/**
 * A notification by mail (users with notifications ENABLED). It says only that there is something new and links
 * to it: no pupil, no title, no content, so a mail that goes astray tells nothing.
 */
export function somethingNewMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Något nytt i elevhälsan / Something new in student health",
    text: [
      "Hej!",
      "",
      "Det finns något nytt för dig i elevhälsans system. Logga in och se det här:",
      link,
      "",
      "---",
      "There is something new for you in the student-health system. Sign in and see it here:",
      link,
    ].join("\n"),
  };
}

/** Shows enough of an address to recognise it, not enough to harvest it: "a***@example.se". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * Sent to the previous address when an account's email changes, so a takeover never goes unseen. It names the new
 * address only masked, and carries no pupil data and no link.
 */
export function emailChangedMail(previous: string, next: string): Mail {
  const masked = maskEmail(next);
  return {
    to: previous,
    subject: "Din e-postadress har ändrats / Your email address was changed",
    text: [
      "Hej!",
      "",
      `E-postadressen för ditt konto i elevhälsans system har ändrats till ${masked}.`,
      "Om det var du eller din administratör behöver du inte göra något.",
      "Om du inte känner till ändringen: kontakta genast din skolas administratör eller huvudadmin och be dem spärra kontot och ändra tillbaka adressen.",
      "",
      "---",
      `The email address of your account in the student-health system was changed to ${masked}.`,
      "If this was you or your administrator, you need not do anything.",
      "If you do not recognise the change: contact your school's administrator or main admin at once and ask them to lock the account and change the address back.",
    ].join("\n"),
  };
}
