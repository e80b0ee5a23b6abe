import { eq, sql } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { insertUser, updateUser } from '../users/public';
import type { OAuthProfile } from './oauth-client';

const COMMENT = 'Logowanie społecznościowe';

/**
 * The player behind a provider's profile, for both social sign-ins (the redirect flow and `fb: true`): found by the
 * provider's id, then by e-mail (the id is then stored on that account), or created confirmed with the player roles.
 * One transaction. An inactive account is refused as the password sign-in refuses it.
 */
export async function userForProfile(deps: AppDeps, profile: OAuthProfile): Promise<number> {
  const user = await deps.db.transaction(async (tx) => {
    const [byUid] = await tx.select().from(users).where(eq(users.facebookUid, profile.providerUid));
    if (byUid) return byUid;
    if (profile.email) {
      const [byEmail] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${profile.email.toLowerCase()}`);
      if (byEmail) {
        await updateUser(tx, byEmail.id, { facebookUid: profile.providerUid }, { actorId: byEmail.id, comment: COMMENT });
        return byEmail;
      }
    }
    return insertUser(
      tx,
      {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        facebookUid: profile.providerUid,
        confirmedAt: new Date(),
      },
      {
        roleNames: ['user_role_activity_registration', 'user_role_profile_edit', 'user_role_cards_edit'],
        actorId: null,
        comment: COMMENT,
      },
    );
  });
  if (!user.active) throw new AppError(ErrorCode.UNAUTHORIZED, msg.accountInactive);
  return user.id;
}
