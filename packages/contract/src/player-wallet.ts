import { z } from 'zod';
import { idField, queryInt, queryIntOr } from './common';
import { msg } from './messages';
import { PAYMENT_METHODS } from './payments';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions';
import { walletValue } from './wallets';
import { PORTAL_LIVE_MAX_ACTIVITIES } from './portal-live';

/**
 * The player's own wallet, transactions, messages and live standing in the portal: every
 * call reads only the signed-in player's data (docs/decisions.md "Player portal: wallet, messages, live").
 */

/** The portal's Polish texts of this part. */
export const playerWalletMsg = {
  topUpMin: 'Minimalna kwota doładowania to 1 zł',
  topUpMax: 'Maksymalna kwota doładowania to 5000 zł',
  topUpPaid: 'Doładowanie zostało opłacone',
} as const;

/** The wallet as the player sees it (PLN); the bonus counts only until the end of its expiry day. */
export const playerWallet = z.object({
  account_value: z.number(),
  account_balance: z.number(),
  account_bonus_value: z.number(),
  spendable_bonus: z.number(),
  bonus_expiration_date: z.string().nullable(),
  bonus_expired: z.boolean(),
  account_deposit_value: z.number(),
});
export type PlayerWallet = z.infer<typeof playerWallet>;

export const PLAYER_TRANSACTIONS_PAGE_SIZE = 10;
export const PLAYER_LIST_MAX_PAGE_SIZE = 50;

const playerPaging = (defaultLimit: number) =>
  z
    .object({
      page: queryIntOr(0, { min: 0, max: 10_000, minMessage: msg.minValue0 }),
      limit: queryIntOr(defaultLimit, { min: 1, max: PLAYER_LIST_MAX_PAGE_SIZE, minMessage: msg.minValue1 }),
    })
    .strict();

/** `GET users/current/transactions`: the player's own transactions, newest first. */
export const playerTransactionsQuery = playerPaging(PLAYER_TRANSACTIONS_PAGE_SIZE);
export type PlayerTransactionsQuery = z.input<typeof playerTransactionsQuery>;

export const playerTransaction = z.object({
  id: z.number(),
  identifier: z.string(),
  created_at: z.string(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  payment_method: z.enum(PAYMENT_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  value: z.number(),
  /** Change of the main account by this transaction (after − before), PLN. */
  main_change: z.number(),
  bonus_change: z.number(),
  deposit_change: z.number(),
  /** The activities the transaction's items pay for. */
  activities: z.array(z.object({ id: z.number(), name: z.string(), date: z.string() })),
});
export type PlayerTransaction = z.infer<typeof playerTransaction>;

/** A top-up of the main account through the payment gateway: from 1 zł up to 5 000 zł, at most two decimals. */
export const PLAYER_TOP_UP_MIN = 1;
export const PLAYER_TOP_UP_MAX = 5000;
export const playerTopUpInput = z.object({
  value: walletValue
    .refine((n) => n >= PLAYER_TOP_UP_MIN, playerWalletMsg.topUpMin)
    .refine((n) => n <= PLAYER_TOP_UP_MAX, playerWalletMsg.topUpMax),
});
export type PlayerTopUpInput = z.input<typeof playerTopUpInput>;
export const playerTopUpBody = z.object({ top_up: playerTopUpInput });
export const playerTopUpResult = z.object({
  transaction_id: z.number(),
  identifier: z.string(),
  value: z.number(),
  redirect_url: z.string(),
});
export type PlayerTopUpResult = z.infer<typeof playerTopUpResult>;

/** `GET users/current/messages`: organisers' messages to the activities the player is signed up for, newest first. */
export const PLAYER_MESSAGES_PAGE_SIZE = 20;
export const playerMessagesQuery = playerPaging(PLAYER_MESSAGES_PAGE_SIZE).extend({
  activity_id: queryInt({ min: 1 }).optional(),
});
export type PlayerMessagesQuery = z.input<typeof playerMessagesQuery>;
export const playerMessage = z.object({
  id: z.number(),
  author_name: z.string(),
  content: z.string(),
  images: z.array(z.object({ filename: z.string(), content_type: z.string(), url: z.string() })),
  created_at: z.string(),
  activity: z.object({ id: z.number(), name: z.string(), date: z.string(), start_at: z.string() }),
});
export type PlayerMessage = z.infer<typeof playerMessage>;

/** The player's own place on one activity: on the list, on the reserve list (with the position), or not signed up. */
export const PLAYER_STANDINGS = ['participant', 'reserve', 'none'] as const;
export const playerStanding = z.object({
  activity_id: z.number(),
  status: z.enum(PLAYER_STANDINGS),
  reserve_position: z.number().nullable(),
  reserve_count: z.number(),
});
export type PlayerStanding = z.infer<typeof playerStanding>;

/**
 * The portal's live socket (`GET /api/v2/live/portal?activity_id=…&token=…`, the token optional): anyone hears
 * the counts of the public activities it follows; a signed-in player also hears that their standing changed.
 */
export const portalLiveQuery = z
  .object({
    activity_id: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : v),
      z.array(idField()).min(1, msg.required).max(PORTAL_LIVE_MAX_ACTIVITIES, msg.greaterThanMax),
    ),
    token: z.string().max(4096).optional(),
  })
  .strict();
/** What the public channel carries: counts only, never who. */
export const activitySpotsPush = z
  .object({
    activity_id: z.number(),
    max_players: z.number(),
    taken_spots: z.number(),
    free_spots: z.number(),
    reserve_count: z.number(),
  })
  .strict();
export type ActivitySpotsPush = z.infer<typeof activitySpotsPush>;
export type StandingPush = { activity_id: number };
