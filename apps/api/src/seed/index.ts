import { count, eq } from 'drizzle-orm';
import { ALL_ADMIN_ROLES } from '@sportdesk/contract';
import { appSettings, users } from '../db/schema/index';
import type { AppDeps } from '../lib/deps';
import { ensureRoles } from '../modules/roles/service';
import { insertUser } from '../modules/users/service';
import { hashPassword } from '../lib/passwords';
import { DEMO_PLAYERS, DEMO_SETTINGS } from './data';
import { seedActivities } from './activities';
import { seedActivityTemplates } from './activity-templates';
import { seedCatalogue } from './catalogue';
import { seedUsers } from './users';
import { seedMoney } from './money';
import { seedSystemEvents } from './system-events';
import { seedClubLife } from './club-life';

export interface SeedResult {
  seeded: boolean;
  adminEmail: string;
}

/**
 * Loads Polish demo data through the same services the API uses, once, into an empty database.
 * Each domain adds its own part here as it arrives.
 */
export async function seedDemoData(deps: AppDeps, opts: { force?: boolean } = {}): Promise<SeedResult> {
  const { db, config } = deps;
  await ensureRoles(db);
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0 && !opts.force) return { seeded: false, adminEmail: config.adminEmail };

  // argon2 runs on libuv's thread pool: the ten hashes at once use every core instead of one after another.
  const [adminHash, ...playerHashes] = await Promise.all([
    hashPassword(config.adminPassword),
    ...DEMO_PLAYERS.map(() => hashPassword('Haslo123!')),
  ]);
  await db.transaction(async (tx) => {
    await insertUser(
      tx,
      {
        email: config.adminEmail,
        passwordHash: adminHash,
        firstName: 'Anna',
        lastName: 'Administratorka',
        phonePrefix: '+48',
        phone: '600100200',
        city: 'Warszawa',
        confirmedAt: new Date(),
        confirmedPhone: true,
      },
      {
        roleNames: [...ALL_ADMIN_ROLES, 'user_role_coordinator', 'user_role_verified_account'],
        actorId: null,
        comment: 'Dane demonstracyjne',
      },
    );
    for (const [i, p] of DEMO_PLAYERS.entries()) {
      await insertUser(
        tx,
        {
          email: p.email,
          passwordHash: playerHashes[i],
          firstName: p.firstName,
          lastName: p.lastName,
          phonePrefix: '+48',
          phone: p.phone,
          city: p.city,
          gender: p.gender,
          birthDate: p.birthDate,
          confirmedAt: new Date(),
        },
        { roleNames: p.roles, actorId: null, comment: 'Dane demonstracyjne' },
      );
    }
    await tx.insert(appSettings).values(DEMO_SETTINGS).onConflictDoNothing();
  });
  await seedCatalogue(deps);
  await seedUsers(deps);
  await seedActivities(db);
  await seedActivityTemplates(db, config.adminEmail);
  await seedMoney(deps);
  await seedSystemEvents(deps);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, config.adminEmail.toLowerCase()));
  if (admin) await seedClubLife(deps, admin.id);
  return { seeded: true, adminEmail: config.adminEmail };
}
