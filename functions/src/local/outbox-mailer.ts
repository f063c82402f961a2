import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Mail, Mailer } from "../mail/mailer.js";

export interface StoredMail extends Mail {
  sentAt: string;
}

/**
 * The local stand-in for SES: every mail is a JSON file under the outbox folder, kept in memory for tests, and
 * announced by one console line (recipient and subject only: links carry one-time secrets).
 */
export class OutboxMailer implements Mailer {
  readonly sent: StoredMail[] = [];
  constructor(
    private readonly directory: string | undefined,
    private readonly announce: (line: string) => void = () => {},
  ) {
    if (directory) mkdirSync(directory, { recursive: true });
  }

  async send(mail: Mail): Promise<void> {
    const stored = { ...mail, sentAt: new Date().toISOString() };
    this.sent.push(stored);
    if (this.directory) {
      const name = `${stored.sentAt.replace(/[:.]/g, "-")}-${this.sent.length}.json`;
      writeFileSync(join(this.directory, name), JSON.stringify(stored, null, 2));
      this.announce(`[outbox] mail to ${mail.to}: "${mail.subject}" -> ${join(this.directory, name)}`);
    }
  }

  /** The newest mail to an address (tests). */
  lastTo(to: string): StoredMail | undefined {
    return [...this.sent].reverse().find((mail) => mail.to === to);
  }
}
