import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import type { Mail, Mailer } from "./mailer.js";

export function createSesMailer(client: SESv2Client, from: string): Mailer {
  return {
    async send(mail: Mail) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: "UTF-8" },
              Body: { Text: { Data: mail.text, Charset: "UTF-8" } },
            },
          },
        }),
      );
    },
  };
}

/** Factory for a domain's Lambda entry: SES in the function's region, from the configured sender. */
export const sesMailerFor = (config: { region: string; mailFrom: string }): Mailer =>
  createSesMailer(new SESv2Client({ region: config.region }), config.mailFrom);
