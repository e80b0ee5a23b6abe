import {
  ACCOUNT_COMPLETE_FIELDS,
  ACTIVITY_LEVEL_LABELS,
  ATTENDANCE_WINDOW_MINUTES,
  USER_LEVELS,
  accountFieldMissingMessage,
  accountIncompleteMessage,
  basketLevelMessage,
  basketSpotsMessage,
  msg,
  participantMsg,
  warsawDateTime,
  type AccountCompleteField,
  type BasketErrorFlag,
} from '@sportdesk/contract';
import type { activities, users, userSportLevels } from '../../db/schema/index';

type Activity = typeof activities.$inferSelect;
type User = typeof users.$inferSelect;
type Level = typeof userSportLevels.$inferSelect;

/**
 * Who may be enrolled on an activity: one set of rules for the staff's add-participant, the basket and its
 * checkout, and the player's reserve-list join (docs/decisions.md "Participants", "Money").
 */

const WINDOW_MS = ATTENDANCE_WINDOW_MINUTES * 60_000;

/** Started: the Europe/Warsaw start (as an instant, `startsAt`) has passed. Participants cannot be added then. */
export const hasStarted = (startsAt: Date, now: Date = new Date()) => startsAt.getTime() <= now.getTime();

/** Started, read from the activity's Europe/Warsaw wall-clock date and time (no instant at hand). */
export function activityStarted(a: Pick<Activity, 'date' | 'startAt'>, now: Date = new Date()) {
  const nowWarsaw = warsawDateTime(now).replace(' ', 'T');
  return `${a.date}T${a.startAt.length === 5 ? `${a.startAt}:00` : a.startAt}` <= nowWarsaw;
}

/**
 * The 15-minute window (docs/decisions.md "Participants"): from the start until 15 minutes after it,
 * presence, card check and removal are locked (the coordinator checks players in on the spot).
 * Before the start and from start + 15 min on, they are editable.
 */
export const inAttendanceWindow = (startsAt: Date, now: Date = new Date()) =>
  now.getTime() >= startsAt.getTime() && now.getTime() < startsAt.getTime() + WINDOW_MS;

export const freeSpots = (a: Pick<Activity, 'maxPlayers' | 'reservedSpots' | 'participantsCount'>) =>
  a.maxPlayers - a.reservedSpots - a.participantsCount;

export const spotsMessage = basketSpotsMessage;

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string) {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const levelLabel = (lv: string) => ACTIVITY_LEVEL_LABELS[lv as keyof typeof ACTIVITY_LEVEL_LABELS] ?? lv;

export interface Issue {
  flag: BasketErrorFlag;
  message: string;
}

/** The activity's gender (docs/spec/part-1.md §8 messages). */
export function genderIssue(a: Activity, p: User): Issue | null {
  if (a.gender === 'males' && p.gender !== 'male') return { flag: 'gender_error', message: msg.basketGenderMales };
  if (a.gender === 'females' && p.gender !== 'female') return { flag: 'gender_error', message: msg.basketGenderFemales };
  return null;
}

/** The activity's level against the player's level in its sport (verified when the activity asks for it). */
/** Whether the activity's level rule applies at all (a level set and checked, not 'free'). */
export const checksLevel = (a: Pick<Activity, 'verifyLv' | 'lv'>) => Boolean(a.verifyLv && a.lv && a.lv !== 'free');

export function levelIssue(a: Activity, level: Level | undefined): Issue | null {
  if (!checksLevel(a) || !a.lv) return null;
  const own = level?.level ?? null;
  if (!own || (a.onlyPlayersWithVerifiedLevel && !level?.verified))
    return { flag: 'user_lv_error', message: basketLevelMessage(levelLabel(a.lv), own ? levelLabel(own) : null) };
  const diff = USER_LEVELS.indexOf(own as never) - USER_LEVELS.indexOf(a.lv as never);
  const fits =
    own !== 'blocked' &&
    (a.levelRequiredSettings === 'min_level' ? diff >= 0 : a.levelRequiredSettings === 'max_level' ? diff <= 0 : diff === 0);
  return fits ? null : { flag: 'lv_error', message: basketLevelMessage(levelLabel(a.lv), levelLabel(own)) };
}

/** The activity's age range on its day. Without a birth date the age cannot be checked: the player passes. */
export function ageIssue(a: Activity, p: User): Issue | null {
  if (!p.birthDate) return null;
  const age = ageOn(p.birthDate, a.date);
  return age < a.minAge || age > a.maxAge
    ? { flag: 'not_allowed_error', message: participantMsg.ageOutOfRange(a.minAge, a.maxAge) }
    : null;
}

/** Gender, level and age, every broken rule (the basket shows them all). */
export const playerIssues = (a: Activity, p: User, level: Level | undefined): Issue[] =>
  [genderIssue(a, p), levelIssue(a, level), ageIssue(a, p)].filter((i): i is Issue => i !== null);

/** The first broken rule for the staff's add-participant (a cancelled or archived activity first), or null. */
export function eligibilityIssue(a: Activity, p: User, level: Level | undefined): string | null {
  if (a.canceled || a.archived) return participantMsg.canceledActivity;
  return playerIssues(a, p, level)[0]?.message ?? null;
}

/** Account complete (docs/decisions.md "Money"): confirmed e-mail, first and last name, and a phone number. */
export const accountComplete = (u: User) =>
  Boolean(u.confirmedAt && u.firstName?.trim() && u.lastName?.trim() && u.phone?.trim());

const PROFILE_VALUE: Record<AccountCompleteField, (u: User) => string | null> = {
  first_name: (u) => u.firstName,
  last_name: (u) => u.lastName,
  phone: (u) => u.phone,
};

/** The profile fields booking still needs: empty when only the e-mail confirmation is missing. */
export const missingAccountFields = (u: User): AccountCompleteField[] =>
  ACCOUNT_COMPLETE_FIELDS.filter((f) => !PROFILE_VALUE[f](u)?.trim());

/**
 * Why an incomplete account cannot book, naming the missing fields, with `fields` for the reply
 * (`{ phone: 'Uzupełnij pole „Telefon” w profilu' }`); the general message when only the e-mail is unconfirmed.
 */
export function accountIncompleteReason(u: User): { message: string; fields: Record<string, string> } {
  const missing = missingAccountFields(u);
  if (!missing.length) return { message: msg.accountIncomplete, fields: {} };
  return {
    message: accountIncompleteMessage(missing),
    fields: Object.fromEntries(missing.map((f) => [f, accountFieldMissingMessage(f)])),
  };
}
