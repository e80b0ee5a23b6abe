import { toBuffer as qrPng } from 'qrcode';
import { checkInMsg, userLabel } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { checkInCode } from '../../lib/check-in-code';
import { activityLabel } from '../enrolment/public';
import type { UserRow } from './basket-reads';

/** One place a checkout put on a main list: the participation row, its activity, the person enrolled. */
export interface BookedPlace {
  participationId: number;
  activity: { id: number; name: string | null; date: string; startAt: string };
  participant: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const nameOf = (u: BookedPlace['participant']) => userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email });

/**
 * The booking confirmation e-mail (docs/decisions.md "QR check-in"), sent to the buyer after the checkout's commit:
 * each place bought with its entry code as text and as a QR, an inline PNG image (`cid:`) of the HTML part, so it shows
 * at the door without the portal. An online part still being paid is said to be pending. A failed send does not undo
 * the checkout (the codes are in "Moje zapisy" too).
 */
export async function sendBookingConfirmation(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  buyer: Pick<UserRow, 'id' | 'firstName' | 'email'>,
  places: BookedPlace[],
  opts: { paymentPending: boolean },
) {
  if (!buyer.email || !places.length) return;
  const rows = await Promise.all(
    places.map(async (p, i) => {
      const code = checkInCode(deps.config.jwtSecret, p.participationId, p.activity.id);
      const png = await qrPng(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 264 });
      const who = p.participant.id === buyer.id ? null : nameOf(p.participant);
      return { what: activityLabel(p.activity), who, code, png, cid: `kod-wejscia-${i + 1}@sportdesk` };
    }),
  );
  const subject =
    rows.length === 1 ? `Potwierdzenie zapisu: ${rows[0].what}` : `Potwierdzenie zapisu na zajęcia (${rows.length})`;
  const pending = opts.paymentPending
    ? 'Płatność online jeszcze trwa: miejsca są Twoje, gdy się zakończy (nieopłacone wracają do puli).'
    : null;
  const intro = 'Przy wejściu pokaż kod QR z tej wiadomości albo z „Moje zapisy” w portalu; obsługa może też wpisać kod.';
  const text = [
    `Cześć${buyer.firstName ? ` ${buyer.firstName}` : ''},`,
    '',
    'zapisy potwierdzone:',
    '',
    ...rows.flatMap((r) => [`- ${r.what}${r.who ? ` (uczestnik: ${r.who})` : ''}`, `  ${checkInMsg.codeTitle}: ${r.code}`]),
    '',
    intro,
    ...(pending ? [pending] : []),
    '',
    'SportDesk',
  ].join('\n');
  const html = [
    `<p>Cześć${buyer.firstName ? ` ${escapeHtml(buyer.firstName)}` : ''},</p>`,
    '<p>zapisy potwierdzone:</p>',
    ...rows.map(
      (r) =>
        `<h2 style="font-size:16px">${escapeHtml(r.what)}${r.who ? ` (uczestnik: ${escapeHtml(r.who)})` : ''}</h2>` +
        `<p><img src="cid:${r.cid}" alt="${checkInMsg.codeTitle} (QR)" width="264" height="264"></p>` +
        `<p>${checkInMsg.codeTitle}: <code style="font-size:16px">${escapeHtml(r.code)}</code></p>`,
    ),
    `<p>${escapeHtml(intro)}</p>`,
    ...(pending ? [`<p>${escapeHtml(pending)}</p>`] : []),
    '<p>SportDesk</p>',
  ].join('\n');
  await deps.mailer.send({
    to: buyer.email,
    subject: subject.slice(0, 200),
    text,
    html,
    attachments: rows.map((r, i) => ({
      filename: `kod-wejscia-${i + 1}.png`,
      content: r.png,
      contentType: 'image/png',
      cid: r.cid,
    })),
  });
}
