/** A mail to one person. Text only; links carry secrets, so callers never log a mail's text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mail port: SES in the cloud, the outbox (files under .data/outbox) in the embedded default. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
