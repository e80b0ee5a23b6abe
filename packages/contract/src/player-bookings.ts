import { z } from 'zod';
import { idField, queryIntOr } from './common';
import { msg } from './messages';
import type { PaymentMethod } from './payments';

/**
 * The player's own bookings ("Moje zapisy"): `GET/POST users/current/participations`,
 * `DELETE users/current/participations/{id}` (resignation with its refund).
 */

export const PLAYER_BOOKING_SCOPES = ['upcoming', 'past'] as const;
export type PlayerBookingScope = (typeof PLAYER_BOOKING_SCOPES)[number];
export const PLAYER_BOOKINGS_PAGE_SIZE = 20;

/** `GET users/current/participations`: upcoming (by start, soonest first) or past (latest first). */
export const playerBookingsQuery = z
  .object({
    scope: z.enum(PLAYER_BOOKING_SCOPES, { error: 'Niepoprawna wartość' }).optional().default('upcoming'),
    page: queryIntOr(0, { min: 0, max: 10_000, minMessage: msg.minValue0 }),
    limit: queryIntOr(PLAYER_BOOKINGS_PAGE_SIZE, { min: 1, max: 100, minMessage: msg.minValue1 }),
  })
  .strict();
export type PlayerBookingsQuery = z.input<typeof playerBookingsQuery>;

/** Where a refund goes: the main account or the bonus account; null when nothing is refunded. */
export type RefundAccount = 'main' | 'bonus' | 'deposit' | null;

export interface PlayerBooking {
  id: number;
  activity: {
    id: number;
    name: string | null;
    sport: string;
    date: string;
    start_at: string;
    stop_at: string;
    location: string;
    city: string | null;
    canceled: boolean;
  };
  /** The person enrolled: the player or one of their children. */
  participant: { id: number; label: string; self: boolean };
  reserve: boolean;
  /** 1-based place on the reserve list (null when on the list of participants). */
  reserve_position: number | null;
  payment_method: PaymentMethod | string;
  transaction: { id: number; identifier: string; status: 'paid' | 'unpaid' | 'canceled' } | null;
  /** What a resignation now gives back (PLN) and where; `resign_blocker` says why it is not possible. */
  refund: { amount: number; account: RefundAccount };
  can_resign: boolean;
  resign_blocker: string | null;
  /** 'Kod wejścia': the signed code of a main-list place (shown as a QR), null on the reserve list or when cancelled. */
  check_in_code: string | null;
}

export interface ResignResult {
  id: number;
  refund: { amount: number; account: RefundAccount };
  message: string;
  /** The buyer's wallet after the refund (PLN). */
  wallet: { balance: number; bonus: number };
}

/** `POST users/current/participations`: join a full activity's reserve list (self or a child). */
export const reserveJoinBody = z.object({
  participation: z.object({ activity_id: idField(), participant_id: idField().optional() }),
});
export type ReserveJoinValues = z.input<typeof reserveJoinBody>['participation'];

export interface ReserveJoinResult {
  id: number;
  reserve: true;
  reserve_position: number;
  message: string;
}

export const playerBookingMsg = {
  resigned: 'Zrezygnowano z zajęć',
  leftReserve: 'Usunięto z listy rezerwowej',
  started: 'Zajęcia już się rozpoczęły — nie można zrezygnować',
  paymentPending: 'Płatność za te zajęcia jeszcze trwa — dokończ ją lub anuluj w bramce płatności',
  spotsFree: 'Są wolne miejsca — dodaj zajęcia do koszyka',
  noReserveList: 'Te zajęcia nie mają listy rezerwowej',
  joinedReserve: 'Dodano do listy rezerwowej',
} as const;

/** The player's private calendar feed (`GET users/current/calendar_feed`, reset by POST …/reset). */
export const calendarFeedReply = z.object({ url: z.string(), webcal_url: z.string() });
export type CalendarFeedReply = z.infer<typeof calendarFeedReply>;
/** How far back the feed keeps past places, in days. */
export const CALENDAR_FEED_PAST_DAYS = 30;
