/** @jsxRuntime automatic */
import { renderDocument } from '../public-pages/public';

export interface MailboxRow {
  subject: string | null;
  body: string;
  created_at: string | null;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+|\/users\/[^\s<>"']+)/g;

/** One e-mail's text with its links clickable (the confirmation link is what a newcomer needs). */
function MailBody({ text }: { text: string }) {
  return (
    <pre className="mail">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

/**
 * The mailbox simulator as a page a person reads (`Accept: text/html`): one address's last e-mails, links
 * clickable. The JSON reply stays for tests and scripts.
 */
export const mailboxDocument = (recipient: string, rows: MailboxRow[]) =>
  renderDocument(
    `Skrzynka ${recipient}`,
    <>
      <h1>Skrzynka testowa: {recipient}</h1>
      <p>Symulator poczty środowiska deweloperskiego: wiadomości wysłane na ten adres, z linkami.</p>
      {rows.length === 0 ? (
        <p>Brak wiadomości. Odśwież stronę za chwilę.</p>
      ) : (
        rows.map((r, i) => (
          <article key={i}>
            <h2>{r.subject ?? '(bez tematu)'}</h2>
            <MailBody text={r.body} />
          </article>
        ))
      )}
    </>,
  );
