import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { adminUserPatch, childAccountInput, terminalLoginInput, type AdminUserPatch } from '@sportdesk/contract';
import { activities, authTokens, localizations, roles, sports, userLevelOpinions, userRoles, users } from '../db/schema/index';
import type { AppDeps } from '../lib/deps';
import { createChildAccount, updateAdminUser } from '../modules/admin-users/service';
import { pairDevice } from '../modules/connected-devices/service';
import { createTerminalLogin } from '../modules/terminal-logins/service';

/** Demo children per parent e-mail. */
const CHILDREN: Record<string, { first_name: string; last_name: string; birth_date: string; gender: 'female' | 'male' }[]> = {
  'katarzyna.nowak@example.pl': [
    { first_name: 'Zuzanna', last_name: 'Nowak', birth_date: '2015-06-12', gender: 'female' },
    { first_name: 'Jakub', last_name: 'Nowak', birth_date: '2017-09-03', gender: 'male' },
  ],
  'tomasz.kaminski@example.pl': [{ first_name: 'Antoni', last_name: 'Kamiński', birth_date: '2014-02-20', gender: 'male' }],
};

/** Cards, notes and flags per e-mail; simulator numbers: 000… inactive, anything else active (docs/decisions.md). */
const PROFILES: Record<string, AdminUserPatch> = {
  'jan.kowalski@example.pl': {
    benefit_id: '4821906735',
    first_line: 'JAN',
    second_line: 'KOWALSKI',
    benefit_active: true,
    pnh_id: 'PNH-1042',
  },
  'katarzyna.nowak@example.pl': { fitprofit_id: '5500123400', fitprofit_active: true, medicover_active: true, newsletter: true },
  'piotr.wisniewski@example.pl': { fitprofit_id: '5500987600', fitprofit_active: true },
  'magdalena.lewandowska@example.pl': {
    benefit_id: '0004455667',
    first_line: 'MAGDALENA',
    second_line: 'LEWANDOWSKA',
    notes: 'Prosi o kontakt SMS przed każdą zmianą terminu zajęć.',
  },
  'zofia.szymanska@example.pl': { fa: true, custom_tags: 'test#duplikat', notes: 'Konto testowe działu obsługi klienta.' },
  'michal.zielinski@example.pl': { deposit_alert: true, tags: 'siatkówka#wieczory' },
};

const LEVELS: Record<string, ['beginners' | 'medium' | 'medium_plus' | 'intermediate' | 'advanced', number, boolean][]> = {
  'jan.kowalski@example.pl': [
    ['intermediate', 0, true],
    ['medium', 1, false],
  ],
  'katarzyna.nowak@example.pl': [['medium_plus', 1, true]],
  'piotr.wisniewski@example.pl': [['advanced', 0, true]],
  'agnieszka.wojcik@example.pl': [['beginners', 2, false]],
  'michal.zielinski@example.pl': [['medium', 1, false]],
};

/**
 * Demo data of the users domain: children, sport levels with opinions, organiser
 * agreements, sport cards, paired apps and terminal logins — through the same services as the API.
 * Needs the base users and, for levels, agreements and terminal logins, the catalogue.
 */
export async function seedUsers(deps: AppDeps) {
  const { db } = deps;
  const [already] = await db.select({ id: users.id }).from(users).where(isNotNull(users.parentId)).limit(1);
  if (already) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'admin_role_users'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return;
  const actor = { userId: admin.id };
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, Object.keys({ ...PROFILES, ...LEVELS, ...CHILDREN })));
  const byEmail = new Map(people.map((u) => [u.email!, u]));
  const sportIds = (await db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id)).limit(3)).map((s) => s.id);
  const locIds = (await db.select({ id: localizations.id }).from(localizations).orderBy(asc(localizations.id)).limit(2)).map(
    (l) => l.id,
  );

  for (const [email, kids] of Object.entries(CHILDREN)) {
    const parent = byEmail.get(email);
    if (parent) for (const kid of kids) await createChildAccount(db, parent.id, childAccountInput.parse(kid), actor);
  }
  for (const [email, profile] of Object.entries(PROFILES)) {
    const user = byEmail.get(email);
    if (user) await updateAdminUser(db, user.id, adminUserPatch.parse(profile), actor);
  }
  if (sportIds.length === 3) {
    for (const [email, levels] of Object.entries(LEVELS)) {
      const user = byEmail.get(email);
      if (!user) continue;
      const user_sport_levels_attributes = levels.map(([level, sport, verified]) => ({
        sport_id: sportIds[sport],
        level,
        verified,
      }));
      await updateAdminUser(db, user.id, adminUserPatch.parse({ user_sport_levels_attributes }), actor);
    }
    await seedAgreements(deps, byEmail, sportIds, locIds, actor);
    await seedOpinions(deps, byEmail, sportIds[0]);
  }
  await seedTerminalLogins(deps, byEmail, locIds);
  await seedDevices(deps, byEmail.get('michal.zielinski@example.pl')?.id);
}

type People = Map<string, typeof users.$inferSelect>;

async function seedAgreements(deps: AppDeps, byEmail: People, sportIds: number[], locIds: number[], actor: { userId: number }) {
  const piotr = byEmail.get('piotr.wisniewski@example.pl');
  const tomasz = byEmail.get('tomasz.kaminski@example.pl');
  if (piotr) {
    await updateAdminUser(
      deps.db,
      piotr.id,
      adminUserPatch.parse({
        signed_agreement: 'yes',
        transfer_verification: 'yes',
        user_agreements_attributes: [
          {
            sport_id: sportIds[0],
            localization_id: locIds[0] ?? null,
            event_length: 90,
            event_price: 30,
            supplement: 5,
            event_type: 'first_type',
            legalization: 'yes',
          },
          {
            sport_id: sportIds[2],
            localization_id: locIds[1] ?? null,
            event_length: 60,
            event_price: 25,
            supplement: 0,
            event_type: 'first_type',
            legalization: 'na',
          },
        ],
      }),
      actor,
    );
  }
  if (tomasz) {
    await updateAdminUser(
      deps.db,
      tomasz.id,
      adminUserPatch.parse({
        signed_agreement: 'yes',
        transfer_verification: 'no',
        user_agreements_attributes: [
          {
            sport_id: sportIds[1],
            localization_id: locIds[0] ?? null,
            event_length: 120,
            event_price: 40,
            supplement: 10,
            event_type: 'second_type',
            legalization: 'no',
          },
        ],
      }),
      actor,
    );
  }
}

/** Opinions about Jan's level, given by other players after past activities of that sport (when there are any). */
async function seedOpinions(deps: AppDeps, byEmail: People, sportId: number) {
  const jan = byEmail.get('jan.kowalski@example.pl');
  if (!jan) return;
  const authors = [...byEmail.values()].filter((u) => u.id !== jan.id);
  const today = new Date().toISOString().slice(0, 10);
  const past = await deps.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.sportId, sportId), lt(activities.date, today)))
    .orderBy(asc(activities.id))
    .limit(6);
  const levels = ['intermediate', 'medium_plus', 'intermediate', 'advanced', 'intermediate', 'medium_plus', 'medium'] as const;
  await deps.db.insert(userLevelOpinions).values(
    levels.map((level, i) => ({
      ratedUserId: jan.id,
      authorId: authors[i % authors.length].id,
      sportId,
      activityId: past.length ? past[i % past.length].id : null,
      level,
      createdAt: new Date(Date.now() - (levels.length - i) * 3 * 86_400_000),
    })),
  );
}

async function seedTerminalLogins(deps: AppDeps, byEmail: People, locIds: number[]) {
  const logins = [
    { login: 'terminal.koszyki', user: 'jan.kowalski@example.pl', loc: 0 },
    { login: 'terminal.orlik-lodz', user: 'piotr.wisniewski@example.pl', loc: 1 },
    { login: 'terminal.wroclaw', user: 'agnieszka.wojcik@example.pl', loc: 0 },
  ];
  for (const l of logins) {
    const user = byEmail.get(l.user);
    await createTerminalLogin(
      deps.db,
      terminalLoginInput.parse({
        login: l.login,
        password: 'Terminal123!',
        user_id: user?.id ?? null,
        localization_id: locIds[l.loc] ?? null,
      }),
    );
  }
}

/** Two paired apps, each bound to its own session token, so logging one out really signs it out. */
async function seedDevices(deps: AppDeps, userId: number | undefined) {
  if (!userId) return;
  const devices = [
    { deviceName: 'iPhone 15 Pro', deviceInfo: 'iOS 18.2 · SportDesk 3.4.1' },
    { deviceName: 'Samsung Galaxy S23', deviceInfo: 'Android 14 · SportDesk 3.4.0' },
  ];
  await deps.db.transaction(async (tx) => {
    for (const device of devices) {
      const { tokenId, expiresAt } = await deps.tokens.issue(userId);
      await tx
        .insert(authTokens)
        .values({ id: tokenId, userId, expiresAt, userAgent: `SportDesk mobile (${device.deviceInfo})` });
      await pairDevice(tx, { userId, authTokenId: tokenId, ...device });
    }
  });
}
