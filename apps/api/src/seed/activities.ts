import { asc, eq, inArray } from 'drizzle-orm';
import { activityInput, warsawToday, type ActivityInput } from '@sportdesk/contract';
import { localizations, locationObjects, roles, sports, userRoles, users } from '../db/schema/index';
import { activities } from '../db/schema/activities';
import type { Db } from '../db/client';
import { insertActivities } from '../modules/activities/service';

const NAMES = ['Gierka poranna', 'Trening otwarty', 'Liga środowa', 'Gra rekreacyjna', 'Wieczorne granie', 'Turniej weekendowy'];
const SLOTS: [string, string][] = [
  ['7:00', '8:30'],
  ['17:00', '18:30'],
  ['18:30', '20:00'],
  ['20:00', '21:30'],
  ['10:00', '12:00'],
];
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The demo sports and location objects (with their location) an activity or a template is put on, in id order. */
export async function demoCatalogue(db: Db) {
  const sportRows = await db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id));
  const objects = await db
    .select({ id: locationObjects.id, localizationId: locationObjects.localizationId })
    .from(locationObjects)
    .innerJoin(localizations, eq(localizations.id, locationObjects.localizationId))
    .orderBy(asc(locationObjects.id));
  return { sportRows, objects };
}

/**
 * Demo activities: about 300 over the past four and the coming six weeks across the demo sports
 * and locations; some hidden with a reveal time, some run by organisers, most with a coordinator.
 * Deterministic (no randomness) so every fresh start shows the same data. Needs the catalogue and users.
 */
export async function seedActivities(db: Db) {
  const [existing] = await db.select({ id: activities.id }).from(activities).limit(1);
  if (existing) return 0;
  const { sportRows, objects } = await demoCatalogue(db);
  if (!sportRows.length || !objects.length) return 0;
  const withRole = async (names: string[]) =>
    (
      await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(roles.name, names))
        .orderBy(asc(users.id))
    ).map((u) => u.id);
  const actorId = (await withRole(['admin_role_activities']))[0] ?? null;
  const coordinators = await withRole(['user_role_coordinator']);
  const organisers = await withRole(['user_role_organizer_type_1', 'user_role_organizer_type_2', 'user_role_organizer_type_3']);

  const today = warsawToday();
  let count = 0;
  const items: Parameters<typeof insertActivities>[1] = [];
  for (let day = -28; day < 42; day++) {
    const date = plusDays(today, day);
    const perDay = 3 + (((day % 3) + 3) % 3) + (day % 7 === 0 ? 1 : 0);
    for (let k = 0; k < perDay; k++) {
      const n = count++;
      const sportId = sportRows[n % sportRows.length].id;
      const object = objects[(n * 7 + k) % objects.length];
      const [start, stop] = SLOTS[(n + day + 40) % SLOTS.length];
      const organizer = organisers.length > 0 && n % 6 === 0;
      const eventType = (['first_type', 'second_type', 'third_type'] as const)[n % 3];
      const hidden = day > 7 && n % 9 === 0;
      const maxPlayers = [10, 12, 14, 16, 20][n % 5];
      const input: ActivityInput = {
        date,
        sport_id: sportId,
        localization_id: object.localizationId,
        location_object_id: object.id,
        name: NAMES[n % NAMES.length],
        description: 'Zajęcia dla wszystkich, którzy lubią ruch i dobrą atmosferę.',
        start_at: start,
        stop_at: stop,
        price: [15, 20, 25, 30, 35.5][n % 5],
        publish_date: new Date(Date.parse(`${date}T00:00:00Z`) - 14 * 86_400_000).toISOString(),
        max_players: maxPlayers,
        min_players: Math.floor(maxPlayers / 2),
        reserved_spots: n % 4 === 0 ? 2 : 0,
        confirmed: day < 0 || n % 3 !== 0,
        canceled: n % 23 === 0,
        hidden,
        change_to_public_at: hidden ? `${plusDays(date, -7)}T08:00:00.000Z` : null,
        price_on_publish: hidden ? 25 : null,
        activity_type: organizer ? 'organizer' : 'pnh',
        event_type: organizer ? eventType : null,
        max_price: organizer && eventType === 'third_type' ? 40 : null,
        max_benefit_price: organizer && eventType === 'third_type' ? 20 : null,
        creator_id: organizer ? organisers[n % organisers.length] : actorId,
        lv: (['free', 'beginners', 'medium', 'medium_plus', 'intermediate', 'advanced'] as const)[n % 6],
        gender: n % 10 === 0 ? 'females' : 'unisex',
        custom_tags: n % 4 === 0 ? ['liga'] : n % 5 === 0 ? ['rekreacja'] : [],
        competition_type: n % 17 === 0 ? 'sparing' : 'activity',
        pay_by_cash: n % 2 === 0,
        pay_by_online_transfer: true,
        pay_by_benefit: n % 3 === 0,
        pay_by_prepaid: n % 4 === 0,
      };
      const coordinatorId = coordinators.length > 0 && n % 5 !== 0 ? coordinators[n % coordinators.length] : null;
      items.push({ values: activityInput.parse(input), coordinatorId });
    }
  }
  await db.transaction((tx) => insertActivities(tx, items, { actorId, comment: 'Dane demonstracyjne' }));
  return count;
}
