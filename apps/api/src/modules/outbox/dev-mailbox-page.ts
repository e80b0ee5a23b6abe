import { escapeHtml } from '../public-pages/public';
import { htmlDocument } from '../public-pages/public';

export interface MailboxRow {
  subject: string | null;
  body: string;
  created_at: string | null;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+|\/users\/[^\s<>"']+)/g;

/** One e-mail's text, escaped, with its links clickable (the confirmation link is what a newcomer needs). */
const bodyHtml = (text: string) =>
  text
    .split(URL_PATTERN)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');

/**
 * The mailbox simulator as a page a person reads (`Accept: text/html`): one address's last e-mails, links
 * clickable. The JSON reply stays for tests and scripts.
 */
export const mailboxDocument = (recipient: string, rows: MailboxRow[]) =>
  htmlDocument(
    `Skrzynka ${recipient}`,
    `<h1>Skrzynka testowa: ${escapeHtml(recipient)}</h1>
<p>Symulator poczty środowiska deweloperskiego: wiadomości wysłane na ten adres, z linkami.</p>
${
  rows.length === 0
    ? '<p>Brak wiadomości. Odśwież stronę za chwilę.</p>'
    : rows
        .map(
          (r) =>
            `<article><h2>${escapeHtml(r.subject ?? '(bez tematu)')}</h2><pre style="white-space: pre-wrap; background: #f3f4f6; color: #1f2937">${bodyHtml(r.body)}</pre></article>`,
        )
        .join('\n')
}`,
  );
