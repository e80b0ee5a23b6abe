import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { CalendarFeedReply } from '@sportdesk/contract';
import { activities, activityParticipants, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, seedCatalogue, type Catalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let cat: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp();
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const feedAddress = async (authorization: string, reset = false) =>
  body<CalendarFeedReply>(
    await ctx.app.inject({
      method: reset ? 'POST' : 'GET',
      url: `/api/v2/users/current/calendar_feed${reset ? '/reset' : ''}`,
      headers: { authorization },
    }),
  ).data;
const pathOf = (url: string) => new URL(url).pathname;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const fetchFeed = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });

async function place(
  userId: number,
  date: string,
  start: string,
  stop: string,
  extra: { reserve?: boolean; canceled?: boolean } = {},
) {
  const a = await insertTestActivity(db(), cat, { date, start_at: start, stop_at: stop, min_players: 1 });
  if (extra.canceled) await db().update(activities).set({ canceled: true }).where(eq(activities.id, a.id));
  const [entry] = await db()
    .insert(activityParticipants)
    .values({ activityId: a.id, userId, reserve: extra.reserve ?? false })
    .returning();
  return { activityId: a.id, entryId: entry.id };
}

describe('the calendar feed', () => {
  it('is valid iCalendar with the player’s and their child’s places, at the right instants across the clock change', async () => {
    const parent = await signedInUser(ctx.app);
    const [child] = await db()
      .insert(users)
      .values({ firstName: 'Zosia', lastName: 'Mała', parentId: parent.user.id, confirmedAt: new Date() })
      .returning();
    // The night of 27/28 March 2027 the clocks go forward: 18:00 Warsaw is 17:00 UTC before, 16:00 UTC after.
    const before = await place(parent.user.id, '2027-03-27', '18:00', '19:30');
    const after = await place(parent.user.id, '2027-03-28', '18:00', '19:30');
    const reserve = await place(parent.user.id, '2027-03-29', '20:00', '21:00', { reserve: true });
    const canceled = await place(parent.user.id, '2027-03-30', '20:00', '21:00', { canceled: true });
    const childs = await place(child.id, '2027-03-31', '10:00', '11:00');
    const stranger = await signedInUser(ctx.app);
    const strangers = await place(stranger.user.id, '2027-03-31', '12:00', '13:00');

    const { url, webcal_url } = await feedAddress(parent.authorization);
    expect(url).toMatch(/^http:\/\/sportdesk\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcal_url).toBe(url.replace('http://', 'webcal://'));
    expect((await feedAddress(parent.authorization)).url).toBe(url);

    const reply = await fetchFeed(pathOf(url));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = reply.body;
    // RFC 5545: CRLF line ends, lines folded at 75 octets.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const uid = (entryId: number) => `uczestnictwo-${entryId}@sportdesk.test`;
    expect([...byUid.keys()].sort()).toEqual([before, after, reserve, canceled, childs].map((p) => uid(p.entryId)).sort());
    expect(byUid.has(uid(strangers.entryId))).toBe(false);
    expect(byUid.get(uid(before.entryId))!.startDate.toJSDate().toISOString()).toBe('2027-03-27T17:00:00.000Z');
    expect(byUid.get(uid(before.entryId))!.endDate.toJSDate().toISOString()).toBe('2027-03-27T18:30:00.000Z');
    expect(byUid.get(uid(after.entryId))!.startDate.toJSDate().toISOString()).toBe('2027-03-28T16:00:00.000Z');
    const first = byUid.get(uid(before.entryId))!;
    expect(first.summary).toBe('Piłka nożna — Orlik Mokotów');
    expect(first.location).toBe('Orlik Mokotów, ul. Puławska 100, Warszawa');
    expect(byUid.get(uid(reserve.entryId))!.summary).toContain('(lista rezerwowa)');
    expect(byUid.get(uid(reserve.entryId))!.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(byUid.get(uid(canceled.entryId))!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byUid.get(uid(childs.entryId))!.summary).toContain('Zosia Mała');

    // The same feed again is the same bytes: 304 to its ETag and to its Last-Modified.
    const etag = reply.headers.etag as string;
    expect((await fetchFeed(pathOf(url))).body).toBe(text);
    expect((await fetchFeed(pathOf(url), { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchFeed(pathOf(url), { 'if-modified-since': reply.headers['last-modified'] as string })).statusCode).toBe(
      304,
    );
    // A change (the activity cancelled) is a new ETag.
    await db()
      .update(activities)
      .set({ canceled: true, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(activities.id, before.activityId));
    expect((await fetchFeed(pathOf(url), { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('stops answering the old address after a reset and reveals nothing for a wrong one', async () => {
    const player = await signedInUser(ctx.app);
    const old = await feedAddress(player.authorization);
    const fresh = await feedAddress(player.authorization, true);
    expect(fresh.url).not.toBe(old.url);
    for (const path of [pathOf(old.url), '/ical/abc.ics', `/ical/${'A'.repeat(43)}.ics`, `/ical/${'A'.repeat(43)}`]) {
      const reply = await fetchFeed(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.body).toBe('Nie znaleziono');
    }
    expect((await fetchFeed(pathOf(fresh.url))).statusCode).toBe(200);
    // One place as a file, for its owner only.
    const mine = await place(player.user.id, '2027-04-02', '18:00', '19:00');
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/users/current/participations/${mine.entryId}/calendar`,
      headers: { authorization: player.authorization },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="zajecia-${mine.activityId}.ics"`);
    const one = new ICAL.Component(ICAL.parse(file.body)).getAllSubcomponents('vevent');
    expect(one.map((c) => new ICAL.Event(c).startDate.toJSDate().toISOString())).toEqual(['2027-04-02T16:00:00.000Z']);
    const other = await signedInUser(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/users/current/participations/${mine.entryId}/calendar`,
      headers: { authorization: other.authorization },
    });
    expect(foreign.statusCode).toBe(404);
    // The address needs a session; another player's token is never shown.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/calendar_feed' })).statusCode).toBe(401);
  });

  it('keeps a place the player gave up as a cancelled event, same UID, until the activity is past', async () => {
    const player = await signedInUser(ctx.app);
    const kept = await place(player.user.id, '2027-05-10', '18:00', '19:00');
    const given = await place(player.user.id, '2027-05-11', '18:00', '19:00');
    const path = pathOf((await feedAddress(player.authorization)).url);
    const events = async () => {
      const reply = await fetchFeed(path);
      expect(reply.statusCode).toBe(200);
      const all = new ICAL.Component(ICAL.parse(reply.body)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      return new Map(all.map((e) => [e.uid, e]));
    };
    const uid = `uczestnictwo-${given.entryId}@sportdesk.test`;
    const before = await events();
    expect(before.get(uid)!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const resign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/current/participations/${given.entryId}`,
      headers: { authorization: player.authorization },
    });
    expect(resign.statusCode, resign.body).toBe(200);
    const after = await events();
    expect([...after.keys()].sort()).toEqual([`uczestnictwo-${kept.entryId}@sportdesk.test`, uid].sort());
    const gone = after.get(uid)!;
    expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(gone.startDate.toJSDate().toISOString()).toBe('2027-05-11T16:00:00.000Z');
    expect(gone.summary).toContain('(rezygnacja)');
    expect(gone.description).toContain('Zrezygnowano z miejsca.');
    expect(after.get(`uczestnictwo-${kept.entryId}@sportdesk.test`)!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // Once the activity is past (here: moved to yesterday), the resigned event drops out; the kept place stays.
    await db()
      .update(activities)
      .set({ date: daysAgo(1) })
      .where(eq(activities.id, given.activityId));
    const later = await events();
    expect(later.has(uid)).toBe(false);
    expect(later.has(`uczestnictwo-${kept.entryId}@sportdesk.test`)).toBe(true);
  });

  it('answers one token and address at most 60 times a minute', async () => {
    const player = await signedInUser(ctx.app);
    const path = pathOf((await feedAddress(player.authorization)).url);
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await fetchFeed(path)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});
