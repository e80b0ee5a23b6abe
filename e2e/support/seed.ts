import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminCalls, seedActivity, warsawDate } from './activities';
import { signInToken } from './api';

/**
 * Seeding of the rows a test reads, through the real API: every test makes its own (unique) rows, so tests
 * need no demo data and run side by side without reading each other's rows.
 */

/**
 * Lower-case letters only, without z/q/x/j/w: one whole word for the search index (digits would split it)
 * that no fixed text of a test ('zzqxjw') can look like.
 */
export const letterTag = (length = 8) =>
  Array.from({ length }, () => 'abcdefghiklmnoprstuy'[Math.floor(Math.random() * 20)]).join('');

/** Nine digits starting with 6: a phone number of the test's own (SMS codes are read by recipient). */
export const uniquePhone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export const PASSWORD = 'Haslo123!';

/** Ids of the roles whose names pass `pick` (a list of names or a test). */
export async function roleIds(request: APIRequestContext, token: string, pick: readonly string[] | ((name: string) => boolean)) {
  const { get } = adminCalls(request, token);
  const roles: { rows: { id: number; name: string }[] } = await get('/api/v2/admin/roles?limit=1000');
  const test = typeof pick === 'function' ? pick : (name: string) => pick.includes(name);
  return roles.rows.filter((r) => test(r.name)).map((r) => r.id);
}

export interface SeededUser {
  id: number;
  email: string;
  /** 'First Last', as lists and pickers show it. */
  label: string;
}

/**
 * A confirmed account created by the admin (password `PASSWORD`); `fields` adds or overrides any field of the
 * admin user form (gender, phone, role_ids, …). The e-mail is made from the names and a random tail.
 */
export async function createUser(
  request: APIRequestContext,
  token: string,
  fields: { first_name: string; last_name: string } & Record<string, unknown>,
): Promise<SeededUser> {
  const { post } = adminCalls(request, token);
  const tail = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const local = `${fields.first_name}.${fields.last_name}`
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '');
  const email = (fields.email as string | undefined) ?? `${local}.${tail}@example.pl`;
  const user = await post('/api/v2/admin/users', {
    user: { identifier: `E2E-${tail}`, email, password: PASSWORD, password_confirmation: PASSWORD, ...fields },
  });
  return { id: user.id as number, email, label: `${fields.first_name} ${fields.last_name}` };
}

/** A terminal login of the test's own (`login` unique per test), with `fields` overriding the form's fields. */
export async function createTerminalLogin(
  request: APIRequestContext,
  token: string,
  login: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; login: string }> {
  const { post } = adminCalls(request, token);
  const created = await post('/api/v2/admin/terminal_logins', { terminal_login: { login, password: PASSWORD, ...fields } });
  return { id: created.id as number, login };
}

/** A complete player (confirmed, with a phone, so the basket takes their bookings) and their session token. */
export async function createPlayer(request: APIRequestContext, token: string, suffix: string) {
  const user = await createUser(request, token, { first_name: 'Paula', last_name: `Graczka${suffix}`, phone: uniquePhone() });
  return { ...user, token: await signInToken(request, user.email, PASSWORD) };
}

const SAMPLE = path.resolve(import.meta.dirname, '../../docs/samples/benefit-import-sample.csv');
const SAMPLE_PREFIX = '5d0c7a62';

/**
 * The provider's sample import file (docs/samples) with uuids of this test's own: their first 8 hex digits
 * are `prefix`. Entries are upserted by uuid, so two tests importing the same uuids would change each other's rows.
 */
export function benefitSample() {
  const prefix = Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  const buffer = Buffer.from(readFileSync(SAMPLE, 'utf8').replaceAll(SAMPLE_PREFIX, prefix));
  return { prefix, firstUuid: `${prefix}-7f3e-4c55-9a51-2f1d0b6e9a01`, buffer };
}

/**
 * One row of every back-office list and detail screen, all named with `suffix`: an activity (with its sport
 * and location), a user whose main account got a 30 zł top-up (a transaction and its history), a coordinator
 * with a terminal login, a promo code, a page, a tile, a setting, an activity template, a Benefit entry of the
 * user on the activity and a system event.
 */
export async function seedOneOfEach(request: APIRequestContext, token: string, suffix: string) {
  const { post, get } = adminCalls(request, token);
  const activityId = await seedActivity(request, token, suffix);
  const activity = await get(`/api/v2/admin/activities/${activityId}`);
  const user = await createUser(request, token, {
    first_name: 'Ewa',
    last_name: `Ekranowa ${suffix}`,
    email: `ekran-${suffix.toLowerCase()}@example.pl`,
    benefit_id: `BS-${suffix}`,
  });
  await post(`/api/v2/admin/users/${user.id}/balance_add`, { balance: { value: 30, comment: `Doładowanie ${suffix}` } });
  const transactions = await get(`/api/v2/admin/transactions?with_user_id=${user.id}&limit=1`);
  await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: user.id } });
  const benefitEntry = await post('/api/v2/admin/benefit_entries', {
    benefit_entry: { activity_id: activityId, user_id: user.id, date_played: warsawDate(7), report_type: 'paper' },
  });
  const coordinator = await createUser(request, token, {
    first_name: 'Kamil',
    last_name: `Koordynator ${suffix}`,
    role_ids: await roleIds(request, token, ['user_role_coordinator']),
  });
  const terminalLogin = await post('/api/v2/admin/terminal_logins', {
    terminal_login: {
      login: `terminal-${suffix}`,
      password: 'Terminal!2345',
      user_id: coordinator.id,
      localization_id: activity.localization.id,
    },
  });
  const prefix = suffix
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-14)
    .toUpperCase();
  const [promoCode] = await post('/api/v2/admin/promo_codes', {
    promo_code: {
      name: `Kod ${suffix}`,
      prefix,
      active_from: warsawDate(),
      active_to: warsawDate(30),
      value: 5,
      limit_of_usage: 10,
    },
  });
  const slug = `strona-${suffix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const page = await post('/api/v2/admin/pages', {
    page: {
      name: `Strona ${suffix}`,
      url: slug,
      body: { blocks: [{ type: 'header', data: { text: `Strona ${suffix}`, level: 1 } }] },
    },
  });
  const tile = await post('/api/v2/admin/main_page_tiles', {
    main_page_tile: { name: `Kafelek ${suffix}`, url: '/zajecia', section: 'not_logged_in_1', button_text: 'Zobacz' },
  });
  const setting = await post('/api/v2/admin/app_settings', { app_setting: { name: `e2e_${suffix}`, value: 'x' } });
  const template = await post('/api/v2/admin/activity_templates', {
    activity_template: {
      name: `Szablon ${suffix}`,
      sport_id: activity.sport.id,
      localization_id: activity.localization.id,
      location_object_id: activity.location_object_id,
      start_at: '18:00',
      stop_at: '19:30',
      max_players: 10,
      min_players: 2,
      price: 20,
      week_days: [1],
    },
  });
  const systemEvent = await post('/api/v2/admin/system_events', {
    system_event: { message: `Zdarzenie ${suffix}`, event_type: 'general' },
  });
  return {
    suffix,
    activityId,
    activityName: `Gierka ${suffix}`,
    sportId: activity.sport.id as number,
    sportName: `Dyscyplina ${suffix}`,
    locationId: activity.localization.id as number,
    locationName: `Hala ${suffix}`,
    userId: user.id,
    userEmail: user.email,
    transactionId: transactions.rows[0].id as number,
    transactionIdentifier: transactions.rows[0].identifier as string,
    benefitEntryId: benefitEntry.id as number,
    benefitEntryUuid: benefitEntry.uuid as string,
    terminalLoginId: terminalLogin.id as number,
    terminalLogin: `terminal-${suffix}`,
    promoCodeId: promoCode.id as number,
    promoPrefix: prefix,
    pageId: page.id as number,
    pageSlug: slug,
    tileId: tile.id as number,
    tileName: `Kafelek ${suffix}`,
    settingId: setting.id as number,
    settingName: `e2e_${suffix}`,
    templateId: template.id as number,
    templateName: `Szablon ${suffix}`,
    systemEventId: systemEvent.id as number,
    systemEventMessage: `Zdarzenie ${suffix}`,
  };
}

export type OneOfEach = Awaited<ReturnType<typeof seedOneOfEach>>;
