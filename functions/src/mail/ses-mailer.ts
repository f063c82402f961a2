import type { Mail, Mailer } from "./mailer.js";

/**
 * Factory for a domain's Lambda entry: SES in the function's region, from the configured sender. The SES client's
 * code is loaded on the first mail (most cold starts send none), so it is not evaluated while the function starts.
 */
export const sesMailerFor = (config: { region: string; mailFrom: string }): Mailer => {
  let mailer: Promise<Mailer> | undefined;
  const load = async () => {
    const { SESv2Client, createSesMailer } = await import("./ses-client.js");
    return createSesMailer(new SESv2Client({ region: config.region }), config.mailFrom);
  };
  return {
    async send(mail: Mail) {
      mailer ??= load().catch((err: unknown) => {
        mailer = undefined;
        throw err;
      });
      await (await mailer).send(mail);
    },
  };
};
