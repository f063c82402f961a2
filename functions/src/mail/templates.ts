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
