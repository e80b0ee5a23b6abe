import { z } from 'zod';
import { optionalText, pagingQuery, requiredText } from './common';
import { msg } from './messages';

/**
 * Staff tools of an activity: cancelling it with refunds (`POST admin/activities/{id}/cancel`) and messaging its
 * participants (`POST/GET admin/activities/{id}/notifications`) — docs/decisions.md "Cancelling an activity,
 * messaging its participants".
 */
export const CANCEL_REASON_MAX = 500;
export const NOTICE_SUBJECT_MAX = 200;
export const NOTICE_TEXT_MAX = 2000;

export const NOTICE_CHANNELS = ['email', 'sms', 'both'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = { email: 'E-mail', sms: 'SMS', both: 'E-mail i SMS' };

export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = { email: 'E-mail', sms: 'SMS' };

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'W kolejce',
  sent: 'Wysłano',
  failed: 'Błąd',
};

export const NOTICE_KINDS = ['message', 'cancel', 'reminder', 'promotion'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  message: 'Wiadomość',
  cancel: 'Odwołanie zajęć',
  reminder: 'Przypomnienie',
  promotion: 'Awans z listy rezerwowej',
};

/** The app setting: how many hours before the start the reminder goes out (0 = none). */
export const REMINDER_HOURS_SETTING = 'reminder_hours_before';
export const REMINDER_HOURS_DEFAULT = 24;

/** The setting's stored text → whole hours; unset or unreadable is the default, 0 switches reminders off. */
export function reminderHours(value: string | null | undefined): number {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return REMINDER_HOURS_DEFAULT;
  return Number(text);
}

export const activityNoticeMsg = {
  cancelAction: 'Odwołaj zajęcia',
  cancelConfirm:
    'Odwołać zajęcia? Każdy, kto zapłacił z konta lub online, dostanie zwrot, lista rezerwowa zostanie wyczyszczona, a uczestnicy dostaną wiadomość.',
  canceled: 'Zajęcia odwołane',
  alreadyCanceled: 'Zajęcia były już odwołane — nic nie zwrócono ani nie wysłano',
  cancelSubject: (label: string) => `Odwołano zajęcia: ${label}`,
  sendAction: 'Wyślij wiadomość do uczestników',
  queued: 'Zlecono wysyłkę wiadomości',
  noRecipients: 'Brak uczestników, do których można wysłać wiadomość',
  noEmail: 'Brak adresu e-mail',
  noPhone: 'Brak numeru telefonu',
  sendFailed: 'Nie udało się wysłać',
} as const;

/** `POST admin/activities/{id}/cancel`: the optional reason the participants read. */
export const activityCancelInput = z.object({ reason: optionalText(CANCEL_REASON_MAX) });
export type ActivityCancelValues = z.input<typeof activityCancelInput>;

export const cancelRefund = z.object({
  transaction_id: z.number(),
  /** Who got the money back (the payer: a parent for their child). */
  user_id: z.number(),
  user_label: z.string(),
  participant_id: z.number(),
  amount: z.number(),
  account: z.enum(['main', 'bonus', 'deposit']),
});
export type CancelRefund = z.infer<typeof cancelRefund>;

export const activityCancelResult = z.object({
  /** False when the activity was cancelled already: nothing refunded, nothing sent. */
  canceled: z.boolean(),
  refunds: z.array(cancelRefund),
  refunded_total: z.number(),
  reserve_cleared: z.number(),
  /** Entries whose online payment was still open: refunded when it is confirmed. */
  pending_payments: z.number(),
  notified: z.number(),
  message: z.string(),
});
export type ActivityCancelResult = z.infer<typeof activityCancelResult>;

/** `POST admin/activities/{id}/notifications`. */
export const activityNoticeInput = z.object({
  subject: requiredText(NOTICE_SUBJECT_MAX),
  text: requiredText(NOTICE_TEXT_MAX),
  channel: z.enum(NOTICE_CHANNELS, { error: msg.required }),
  with_reserve: z.boolean().default(false),
});
export type ActivityNoticeValues = z.input<typeof activityNoticeInput>;

export const activityNoticeQueued = z.object({
  notification_id: z.number(),
  async_job_id: z.number().nullable(),
  recipients: z.number(),
  message: z.string(),
});
export type ActivityNoticeQueued = z.infer<typeof activityNoticeQueued>;

export const activityDeliveryListQuery = pagingQuery(50);

/** One row of the delivery log: who, which channel, sent or failed and why. */
export const activityDelivery = z.object({
  id: z.number(),
  notification_id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  subject: z.string(),
  user: z.object({ id: z.number().nullable(), label: z.string() }),
  reserve: z.boolean(),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityDelivery = z.infer<typeof activityDelivery>;
