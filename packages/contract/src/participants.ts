import { z } from 'zod';
import { boundedText, idField, intField, optionalIdField, optionalMoneyField, queryIntOr } from './common';
import { msg } from './messages';

/** Participant fetch limit on the activity summary (docs/spec/part-2.md §9). */
export const PARTICIPANTS_LIMIT = 1000;
/** Presence, card check and removal are locked for this many minutes after the start (docs/spec/part-2.md §4,
 * docs/decisions.md). */
export const ATTENDANCE_WINDOW_MINUTES = 15;

/** Payment kinds seen on participants (docs/spec/part-2.md §3); `by_admin` = added by an admin without charging. */
export const PARTICIPANT_PAYMENT_METHODS = [
  'prepaid',
  'fitprofit',
  'online_transfer',
  'benefit',
  'ok_system',
  'cash',
  'bonus_account',
  'by_admin',
] as const;
export type ParticipantPaymentMethod = (typeof PARTICIPANT_PAYMENT_METHODS)[number];
export const PARTICIPANT_PAYMENT_LABELS: Record<ParticipantPaymentMethod, string> = {
  prepaid: 'Prepaid',
  fitprofit: 'FitProfit',
  online_transfer: 'Przelew online',
  benefit: 'Benefit',
  ok_system: 'OK System',
  cash: 'Gotówka',
  bonus_account: 'Konto bonusowe',
  by_admin: 'Przez admina',
};

/** Coordinator flag of a participant: Yes (coordinates this activity), Maybe (holds the role), No. */
export const COORDINATOR_FLAGS = ['yes', 'maybe', 'no'] as const;
export type CoordinatorFlag = (typeof COORDINATOR_FLAGS)[number];
export const COORDINATOR_FLAG_LABELS: Record<CoordinatorFlag, string> = { yes: 'Tak', maybe: 'Może', no: 'Nie' };

/** Polish texts of this domain (docs/spec/part-1.md §8, docs/spec/part-2.md §8; the rest decided in docs/decisions.md
 * "Participants"). */
export const participantMsg = {
  pastActivity: 'Zajęcia już się rozpoczęły — nie można dodać uczestnika',
  attendanceWindow: `Obecność, kartę i usunięcie można zmieniać przed rozpoczęciem lub ${ATTENDANCE_WINDOW_MINUTES} minut po rozpoczęciu zajęć`,
  canceledActivity: 'Zajęcia są niedostępne',
  /** Shown beside the disabled add picker of a cancelled or archived activity. */
  closedActivity: 'Zajęcia są odwołane lub zarchiwizowane — nie można dodać uczestnika',
  ageOutOfRange: (min: number, max: number) => `Zajęcia dla osób w wieku od ${min} do ${max} lat`,
  listSendQueued: 'Zlecono wysyłkę listy',
  listConfirmed: 'Lista potwierdzona',
  listChecked: 'Lista sprawdzona',
  addedToReserve: 'Brak miejsc — dodano do listy rezerwowej',
  promoted: 'Zwolniło się miejsce — jesteś na liście uczestników',
  notSparing: 'Składy drużyn dotyczą tylko sparingów',
  alreadyInLineUp: 'Gracz jest już w składzie tej drużyny',
  messageSendFailed: 'Błąd wysyłania wiadomości',
  messageLoadFailed: 'Błąd pobierania wiadomości',
  messageRequired: 'Wpisz treść lub dodaj zdjęcie',
} as const;

const userRef = z.object({
  id: z.number(),
  identifier: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  fa: z.boolean(),
  benefit_id: z.string().nullable(),
  roles: z.array(z.string()),
  coordinator: z.enum(COORDINATOR_FLAGS),
});

export const participant = z.object({
  id: z.number(),
  activity_id: z.number(),
  user: userRef,
  payment_method: z.string(),
  /** True when the entry was charged through the wallet (refundable on removal). */
  costs: z.boolean(),
  price: z.number(),
  presence_check: z.boolean(),
  card_check: z.boolean(),
  comments: z.string().nullable(),
  transaction: z.object({ id: z.number(), identifier: z.string(), status: z.string() }).nullable(),
  competition_team_id: z.number().nullable(),
  team: z.string().nullable(),
  /** True on the reserve list; `reserve_position` is 1-based. */
  reserve: z.boolean(),
  reserve_position: z.number().nullable(),
  created_at: z.string(),
  benefit_entry: z.object({ id: z.number(), confirmed: z.boolean() }).nullable(),
  /** The player's no-show rate (per cent) over the last 90 days, null without a checked entry; `no_show_warning`
   * from the app setting `no_show_warning_rate` on (docs/decisions.md "No-shows"). */
  no_show_rate: z.number().nullable(),
  no_show_warning: z.boolean(),
});
export type Participant = z.infer<typeof participant>;

export const participantListQuery = z.object({
  limit: queryIntOr(PARTICIPANTS_LIMIT, { min: 1, max: PARTICIPANTS_LIMIT }),
  with_reserve: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const participantAddInput = z.object({
  user_id: idField(),
  team: boundedText(120).trim().nullish(),
  competition_team_id: optionalIdField(),
  /** Charge the price through the player's wallet (prepaid) or add without charging. */
  costs: z.boolean().default(false),
  comments: boundedText(2000).nullish(),
});
export type ParticipantAddInput = z.input<typeof participantAddInput>;
export type ParticipantAddValues = z.output<typeof participantAddInput>;
export const participantAddBody = z.object({ participant: participantAddInput });

export const participantUpdateInput = z.object({
  presence_check: z.boolean().optional(),
  card_check: z.boolean().optional(),
  comments: boundedText(2000).nullish(),
  team: boundedText(120).trim().nullish(),
  competition_team_id: optionalIdField(),
});
export type ParticipantUpdateValues = z.infer<typeof participantUpdateInput>;
export const participantUpdateBody = z.object({ participant: participantUpdateInput });

/** `DELETE …/participants/:pid?costs=true` refunds a wallet charge; `costs=false` removes without refund. */
export const participantDeleteQuery = z.object({
  costs: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const participantParams = z.object({
  id: idField(),
  participant_id: idField(),
});

/** Result of an add: on the list or on the reserve list. */
export const participantAddResult = z.object({ participant, reserve: z.boolean(), message: z.string() });
export type ParticipantAddResult = z.infer<typeof participantAddResult>;

// ---- post-event summary and list verification ----

export const activitySummary = z.object({
  activity_id: z.number(),
  all_participants_count: z.number(),
  online_paid_participants_count: z.number(),
  cash_paid_participants_count: z.number(),
  benefit_paid_participants_count: z.number(),
  ok_system_paid_participants_count: z.number(),
  fitprofit_paid_participants_count: z.number(),
  benefit_paid_participants_verified: z.number(),
  fitprofit_paid_participants_verified: z.number(),
  final_price: z.number().nullable(),
  summary_note: z.string().nullable(),
  verified_by_admin: z.boolean(),
  /** False while nothing was saved: the counts are computed from the participants. */
  saved: z.boolean(),
  list_verified: z.boolean(),
  list_verified_at: z.string().nullable(),
  list_checked: z.boolean(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

const count = intField({ min: 0, minMessage: msg.minValue0 });
export const activitySummaryInput = z.object({
  all_participants_count: count,
  online_paid_participants_count: count,
  cash_paid_participants_count: count,
  benefit_paid_participants_count: count,
  ok_system_paid_participants_count: count,
  fitprofit_paid_participants_count: count,
  benefit_paid_participants_verified: count,
  fitprofit_paid_participants_verified: count,
  final_price: optionalMoneyField(),
  summary_note: boundedText(5000).nullish(),
  verified_by_admin: z.boolean().default(false),
});
export type ActivitySummaryInput = z.input<typeof activitySummaryInput>;
export type ActivitySummaryValues = z.output<typeof activitySummaryInput>;
export const activitySummaryBody = z.object({ activity: activitySummaryInput });

/** `check_list` / `confirm_list`: the flag is said explicitly (an empty body used to set it to true). */
export const listCheckBody = z.object({ list_checked: z.boolean({ error: msg.required }) });
export const listConfirmBody = z.object({ list_verified: z.boolean({ error: msg.required }) });

/** QR check-in (docs/decisions.md "QR check-in"): the entry code's first part and its longest accepted length. */
export const CHECK_IN_CODE_PREFIX = 'SD1';
export const CHECK_IN_CODE_MAX = 64;

export const checkInMsg = {
  codeTitle: 'Kod wejścia',
  forged: 'Nieprawidłowy kod wejścia',
  otherActivity: 'Ten kod wejścia dotyczy innych zajęć',
  notOnList: 'Gracz nie jest na liście uczestników tych zajęć',
  canceled: 'Zajęcia są odwołane — nie można zapisać obecności',
  present: 'Obecność zapisana',
  alreadyPresent: 'Gracz już obecny',
  noSavedCard: 'Brak zapisanej karty — sprawdź kartę ręcznie',
  scanAction: 'Skanuj',
  noCamera: 'Brak dostępnej kamery — wpisz kod wejścia ręcznie',
  cameraRefused: 'Nie udało się włączyć kamery (brak zgody lub kamera zajęta) — wpisz kod wejścia ręcznie',
} as const;

/** `POST admin/activities/:id/check_in {code}`: the code scanned from the player's QR or typed. */
export const checkInBody = z.object({
  code: z.string({ error: msg.required }).trim().min(1, msg.required).max(CHECK_IN_CODE_MAX, msg.tooLong),
});
export type CheckInValues = z.infer<typeof checkInBody>;

export interface CheckInResult {
  participant: Participant;
  /** True when the player was already marked present: nothing was written. */
  already_present: boolean;
  message: string;
  /** A card payer's card check (Benefit, FitProfit), run once, when presence was marked; null for anyone else. */
  card: { checked: boolean; active: boolean; text: string } | null;
}
