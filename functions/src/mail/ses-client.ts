import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";

export { SESv2Client };
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
