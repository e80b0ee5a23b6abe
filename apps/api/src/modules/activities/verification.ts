import { and, eq, isNull, or } from 'drizzle-orm';
import { userAgreements } from '../../db/schema/user-details';
import { users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { ActivityRecord } from './queries';

/**
 * docs/spec/part-2.md §6: the organiser (the activity's creator) counts as verified when signed_agreement and
 * transfer_verification are both 'yes' and a user agreement matches the activity: same sport and
 * either no location on the agreement or the activity's location. Null for pnh activities.
 */
export async function organizerVerified(
  db: Executor,
  a: Pick<ActivityRecord, 'activityType' | 'creatorId' | 'sportId' | 'localizationId'>,
) {
  if (a.activityType !== 'organizer') return null;
  if (a.creatorId === null) return false;
  const [user] = await db
    .select({ signed: users.signedAgreement, transfer: users.transferVerification })
    .from(users)
    .where(eq(users.id, a.creatorId));
  if (!user || user.signed !== 'yes' || user.transfer !== 'yes') return false;
  const [agreement] = await db
    .select({ id: userAgreements.id })
    .from(userAgreements)
    .where(
      and(
        eq(userAgreements.userId, a.creatorId),
        eq(userAgreements.sportId, a.sportId),
        or(isNull(userAgreements.localizationId), eq(userAgreements.localizationId, a.localizationId)),
      ),
    )
    .limit(1);
  return Boolean(agreement);
}
