import { warsawToday } from '@sportdesk/contract';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { activities, users } from '../db/schema/index';
import type { AppDeps } from '../lib/deps';
import { checkout, walletOperation } from '../modules/money/public';
import { createPromoCodes } from '../modules/promo-codes/service';
import { addBasketItem } from '../modules/baskets/service';

const inDays = (n: number) => warsawToday(new Date(Date.now() + n * 86_400_000));

/**
 * Demo money: wallets with history (top-ups, a bonus with an expiry date, deposits and a
 * deposit drop), three promo code campaigns, and purchases of coming activities paid from the wallet,
 * online (paid and unpaid) and with a code. Runs through the same services as the API.
 */
export async function seedMoney(deps: AppDeps) {
  const { db, config } = deps;
  const [admin] = await db.select().from(users).where(eq(users.email, config.adminEmail.toLowerCase()));
  const players = await db
    .select()
    .from(users)
    .where(ne(users.email, config.adminEmail.toLowerCase()))
    .orderBy(asc(users.id))
    .limit(12);
  const actor = admin?.id ?? null;

  for (const [i, p] of players.entries()) {
    await walletOperation(db, p.id, 'balance', 'add', { value: 50 + i * 25, comment: 'Wpłata gotówką w recepcji' }, actor);
    if (i % 2 === 0) await walletOperation(db, p.id, 'bonus', 'add', { value: 20, comment: 'Bonus powitalny' }, actor);
    if (i % 3 === 0) await walletOperation(db, p.id, 'deposit', 'add', { value: 30, comment: 'Kaucja za karnet Benefit' }, actor);
    if (i % 4 === 1) await walletOperation(db, p.id, 'balance', 'delete', { value: 10, comment: 'Korekta salda' }, actor);
    if (i === 3) await walletOperation(db, p.id, 'deposit', 'delete', { value: 30, comment: 'Nieobecność na zajęciach' }, actor);
  }
  if (players[0])
    await db
      .update(users)
      .set({ bonusExpirationDate: inDays(30) })
      .where(eq(users.id, players[0].id));
  if (players[2])
    await db
      .update(users)
      .set({ bonusExpirationDate: inDays(-3) })
      .where(eq(users.id, players[2].id));

  const base = {
    description: null,
    code_type: 'all_activities',
    active: true,
    only_for_new_players: false,
    unlimited: false,
  } as const;
  const empty = { user_ids: [], sport_ids: [], localization_ids: [], activity_ids: [] };
  const [spring] = await createPromoCodes(db, {
    ...base,
    ...empty,
    name: 'Wiosenna promocja',
    prefix: 'WIOSNA',
    active_from: inDays(0),
    active_to: inDays(60),
    value: 10,
    value_type: 'pln',
    limit_of_usage: 50,
    unlimited_usage_by_user: false,
    count: 5,
  });
  await createPromoCodes(db, {
    ...base,
    ...empty,
    name: 'Lato z PNH',
    prefix: 'LATO',
    code_type: 'pnh_activities',
    active_from: inDays(7),
    active_to: inDays(90),
    value: 15,
    value_type: 'perc',
    limit_of_usage: 1,
    unlimited_usage_by_user: false,
    count: 10,
  });
  await createPromoCodes(db, {
    ...base,
    ...empty,
    name: 'Nowi gracze',
    prefix: 'START',
    only_for_new_players: true,
    active_from: inDays(0),
    active_to: inDays(30),
    value: 100,
    value_type: 'perc',
    limit_of_usage: 1,
    unlimited_usage_by_user: false,
    count: 3,
  });

  const coming = await db
    .select()
    .from(activities)
    .where(
      and(
        gte(activities.date, inDays(1)),
        eq(activities.canceled, false),
        eq(activities.gender, 'unisex'),
        eq(activities.verifyLv, false),
      ),
    )
    .orderBy(asc(activities.date), asc(activities.id))
    .limit(40);
  let a = 0;
  for (const [i, p] of players.slice(0, 8).entries()) {
    const activity = coming
      .slice(a)
      .find((x) => x.maxPlayers - x.reservedSpots - x.participantsCount > 0 && (x.payByPrepaid || x.payByOnlineTransfer));
    if (!activity) break;
    a = coming.indexOf(activity) + 1;
    const online = i % 3 === 2 || !activity.payByPrepaid;
    try {
      await addBasketItem(db, p.id, {
        activity_id: activity.id,
        payment_method: online && activity.payByOnlineTransfer ? 'online_transfer' : 'prepaid',
        promo_code: i === 1 && spring ? spring.code : null,
      });
      await checkout(deps, p.id);
    } catch {
      // A demo purchase the rules refuse (a full activity, too little money) is simply left out.
    }
  }
}
