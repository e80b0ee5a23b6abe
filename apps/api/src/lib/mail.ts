import nodemailer from 'nodemailer';
import { outboxMessages } from '../db/schema/index';
import type { Db } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `cid`: an inline image the HTML part shows as `<img src="cid:…">` (nodemailer's inline attachments). */
  attachments?: { filename: string; content: Buffer; contentType?: string; cid?: string }[];
}

/** The HTML part with its inline (`cid:`) images as data URIs, so the stored copy shows them on its own. */
export function inlinedHtml(message: MailMessage): string | null {
  if (!message.html) return null;
  let html = message.html;
  for (const a of message.attachments ?? [])
    if (a.cid)
      html = html
        .split(`cid:${a.cid}`)
        .join(`data:${a.contentType ?? 'application/octet-stream'};base64,${a.content.toString('base64')}`);
  return html;
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
    const files = message.attachments?.filter((a) => !a.cid) ?? [];
    const attachments = files.length ? `\n\n[Załączniki: ${files.map((a) => a.filename).join(', ')}]` : '';
    await this.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text + attachments,
      html: inlinedHtml(message),
    });
  }
}

export const createMailer = (db: Db, smtpUrl: string | undefined, from: string): Mailer =>
  smtpUrl ? new SmtpMailer(smtpUrl, from) : new OutboxMailer(db);
