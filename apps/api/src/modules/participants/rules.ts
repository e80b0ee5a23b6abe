import {
  ACTIVITY_LEVEL_LABELS,
  ATTENDANCE_WINDOW_MINUTES,
  USER_LEVELS,
  basketLevelMessage,
  basketSpotsMessage,
  msg,
  participantMsg,
} from '@sportdesk/contract';
import type { activities, users, userSportLevels } from '../../db/schema/index';

type Activity = typeof activities.$inferSelect;
type User = typeof users.$inferSelect;
type Level = typeof userSportLevels.$inferSelect;

const WINDOW_MS = ATTENDANCE_WINDOW_MINUTES * 60_000;

/** Started: the Europe/Warsaw start (as an instant, `startsAt`) has passed. Participants cannot be added then. */
export const hasStarted = (startsAt: Date, now: Date = new Date()) => startsAt.getTime() <= now.getTime();

/**
 * The 15-minute window (docs/decisions.md "Participants"): from the start until 15 minutes after it,
 * presence, card check and removal are locked (the coordinator checks players in on the spot).
 * Before the start and from start + 15 min on, they are editable.
 */
export const inAttendanceWindow = (startsAt: Date, now: Date = new Date()) =>
  now.getTime() >= startsAt.getTime() && now.getTime() < startsAt.getTime() + WINDOW_MS;

export const freeSpots = (a: Pick<Activity, 'maxPlayers' | 'reservedSpots' | 'participantsCount'>) =>
  a.maxPlayers - a.reservedSpots - a.participantsCount;

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string) {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const levelLabel = (lv: string) => ACTIVITY_LEVEL_LABELS[lv as keyof typeof ACTIVITY_LEVEL_LABELS] ?? lv;

/**
 * Gender, level and age rules with the messages of spec part 1 §8 (the same rules as the basket):
 * the first broken rule as `{ field, message }`, or null.
 */
export function eligibilityIssue(a: Activity, p: User, level: Level | undefined): string | null {
  if (a.canceled || a.archived) return participantMsg.canceledActivity;
  if (a.gender === 'males' && p.gender !== 'male') return msg.basketGenderMales;
  if (a.gender === 'females' && p.gender !== 'female') return msg.basketGenderFemales;
  if (a.verifyLv && a.lv && a.lv !== 'free') {
    const own = level?.level ?? null;
    if (!own || (a.onlyPlayersWithVerifiedLevel && !level?.verified))
      return basketLevelMessage(levelLabel(a.lv), own ? levelLabel(own) : null);
    const diff = USER_LEVELS.indexOf(own as never) - USER_LEVELS.indexOf(a.lv as never);
    const fits =
      own !== 'blocked' &&
      (a.levelRequiredSettings === 'min_level' ? diff >= 0 : a.levelRequiredSettings === 'max_level' ? diff <= 0 : diff === 0);
    if (!fits) return basketLevelMessage(levelLabel(a.lv), levelLabel(own));
  }
  // Without a birth date the age cannot be checked: the player passes (docs/decisions.md "Participants").
  if (p.birthDate) {
    const age = ageOn(p.birthDate, a.date);
    if (age < a.minAge || age > a.maxAge) return participantMsg.ageOutOfRange(a.minAge, a.maxAge);
  }
  return null;
}

export const spotsMessage = basketSpotsMessage;
