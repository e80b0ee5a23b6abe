import { ErrorCode, msg, userLabel, type ownProfilePatch, type SessionUser, type SystemEventCount } from '@sportdesk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { iso } from '../../lib/reply';
import type { SessionUserColumns } from '../../lib/session';
import { findUserById, roleNamesOf, updateUser } from '../users/public';

type OwnProfilePatch = z.output<typeof ownProfilePatch>['user'];
import { systemEventCounts } from './counts';

/**
 * The signed-in user with counters. `session` (what the session lookup already read with the token: the
 * user's columns and roles) spares the user's own lookup, so `users/current` runs one statement after the
 * token's: the counters (it runs every 60 s per admin).
 */
export async function sessionUserOf(
  db: Db,
  userId: number,
  session?: { user: SessionUserColumns; roles: ReadonlySet<string> },
  /** The counters when already being read (beside the session lookup, `users/current`). */
  counting?: Promise<SystemEventCount>,
): Promise<SessionUser> {
  const [user, roleNames, counts] = await Promise.all([
    session ? session.user : findUserById(db, userId),
    session ? [...session.roles].sort() : roleNamesOf(db, userId),
    counting ?? systemEventCounts(db, userId),
  ]);
  if (!user) throw notFound();
  return {
    id: user.id,
    identifier: user.identifier,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    label: userLabel({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
    roles: roleNames,
    confirmed_at: iso(user.confirmedAt),
    confirmed_phone: user.confirmedPhone,
    system_event_count: counts,
  };
}

/** `PATCH users/{id}`: one's own profile fields; a changed phone number has to be confirmed again. */
export async function updateOwnProfile(db: Db, userId: number, u: OwnProfilePatch, actorId: number) {
  await db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before) throw new AppError(ErrorCode.NOT_FOUND, msg.notFound);
    // A changed number has to be confirmed again.
    const changed = (next: string | null | undefined, old: string | null) => next !== undefined && (next ?? null) !== old;
    const phoneChanged = changed(u.phone, before.phone) || changed(u.phone_prefix, before.phonePrefix);
    await updateUser(
      tx,
      userId,
      {
        ...(phoneChanged ? { confirmedPhone: false } : {}),
        firstName: u.first_name,
        lastName: u.last_name,
        phonePrefix: u.phone_prefix,
        phone: u.phone,
        city: u.city,
        newsletter: u.newsletter,
        hideLastName: u.hide_last_name,
        remindersEnabled: u.reminders_enabled,
      },
      { actorId },
    );
  });
}
