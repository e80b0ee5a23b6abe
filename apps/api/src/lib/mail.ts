import nodemailer from 'nodemailer';
import { outboxMessages } from '../db/schema/index';
import type { Db } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Sends through the SMTP server at `SMTP_URL`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/** Development and test stand-in: e-mails land in the `outbox_messages` table, viewable by admins. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(message: MailMessage) {
    const attachments = message.attachments?.length
      ? `\n\n[Załączniki: ${message.attachments.map((a) => a.filename).join(', ')}]`
      : '';
    await this.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text + attachments,
    });
  }
}

export const createMailer = (db: Db, smtpUrl: string | undefined, from: string): Mailer =>
  smtpUrl ? new SmtpMailer(smtpUrl, from) : new OutboxMailer(db);
