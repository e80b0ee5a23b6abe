import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type SystemEvent } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { emitSystemEvent } from './emit';
import { eventsApi } from './test-helpers';

let ctx: TestContext;
let api: ReturnType<typeof eventsApi>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
const ROLE = ['admin_role_system_events'];

beforeAll(async () => {
  ctx = await createTestApp();
  api = eventsApi(ctx.app);
  admin = await signedInUser(ctx.app, ROLE);
  other = await signedInUser(ctx.app, ROLE);
});
afterAll(() => ctx.close());

describe('admin/system_events: create and validation', () => {
  it('creates an event with the defaults: opened, general, unread', async () => {
    const response = await api.create(admin.headers, { message: 'Sprawdzić płatność' });
    expect(response.statusCode).toBe(201);
    expect(body<SystemEvent>(response).data).toMatchObject({
      message: 'Sprawdzić płatność',
      event_type: 'general',
      event_status: 'opened',
      assigned_id: null,
      targetable_type: null,
      read_by_admin: false,
      read_by_assigned: false,
      comments: [],
      comments_count: 0,
    });
  });

  it('requires the message with "Pole Wymagane" and writes nothing', async () => {
    const before = (await api.list(admin.headers, 'only_active=false')).total;
    for (const payload of [{ message: '   ' }, {}]) {
      const response = await api.create(admin.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).error.fields).toEqual({ message: msg.required });
    }
    expect((await api.list(admin.headers, 'only_active=false')).total).toBe(before);
  });

  it('rejects unknown types and statuses', async () => {
    const response = await api.create(admin.headers, {
      message: 'x',
      event_type: 'nope' as never,
      event_status: 'lost' as never,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body(response).error.fields ?? {}).sort()).toEqual(['event_status', 'event_type']);
  });

  it('links a target: a type and an id together, pointing at something that exists', async () => {
    const onlyType = await api.create(admin.headers, { message: 'x', targetable_type: 'User' });
    expect(body(onlyType).error.fields).toEqual({ targetable_id: msg.required });
    const onlyId = await api.create(admin.headers, { message: 'x', targetable_id: 5 });
    expect(body(onlyId).error.fields).toEqual({ targetable_type: msg.required });
    const unknown = await api.create(admin.headers, { message: 'x', targetable_type: 'User', targetable_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).error.fields).toEqual({ targetable_id: msg.unknownTarget });

    const user = await api.created(admin.headers, { message: 'Gracz', targetable_type: 'User', targetable_id: other.user.id });
    expect(user.targetable).toEqual({ id: other.user.id, label: 'Test Użytkownik' });
    const template = await api.created(admin.headers, {
      message: 'Szablon',
      targetable_type: 'ActivityTemplate',
      targetable_id: 12,
    });
    expect(template.targetable).toEqual({ id: 12, label: 'Szablon zajęć #12' });
  });

  it('assigns only existing users', async () => {
    const unknown = await api.create(admin.headers, { message: 'x', assigned_id: 999999 });
    expect(body(unknown).error.fields).toEqual({ assigned_id: msg.unknownUser });
    const event = await api.created(admin.headers, { message: 'Dla Ciebie', assigned_id: other.user.id });
    expect(event.assigned).toEqual({ id: other.user.id, label: 'Test Użytkownik' });
  });
});

describe('admin/system_events: list', () => {
  const tag = `lista-${Date.now()}`;
  let ids: Record<string, number>;
  beforeAll(async () => {
    const make = (message: string, extra: object = {}) => api.created(admin.headers, { message, custom_tags: tag, ...extra });
    const opened = await make('Zażółć gęślą jaźń', { assigned_id: other.user.id });
    const inprogress = await make('W trakcie', {
      event_status: 'inprogress',
      targetable_type: 'User',
      targetable_id: admin.user.id,
    });
    const done = await make('Zrobione', { event_status: 'done' });
    const archived = await make('Archiwum', { event_status: 'archived' });
    const opinion = await ctx.app.deps.db.transaction((tx) =>
      emitSystemEvent(tx, { type: 'negative_opinion', message: 'Negatywna opinia o zajęciach', customTags: tag }),
    );
    ids = { opened: opened.id, inprogress: inprogress.id, done: done.id, archived: archived.id, opinion: opinion.id };
    await api.show(admin.headers, inprogress.id); // read by an admin
  });
  const rows = async (query: string) => (await api.list(admin.headers, `search=${tag}&${query}`)).rows.map((r) => r.id);

  it('shows by default only active events, read or not, newest first', async () => {
    expect(await rows('')).toEqual([ids.opinion, ids.inprogress, ids.opened]);
    expect(await rows('order_dir=asc')).toEqual([ids.opened, ids.inprogress, ids.opinion]);
  });

  it('lists everything with only_active=false, and a status filter wins over it', async () => {
    expect(await rows('only_active=false')).toHaveLength(5);
    expect(await rows('with_event_status=done')).toEqual([ids.done]);
    expect(await rows('with_event_status=archived')).toEqual([ids.archived]);
  });

  it('filters unread by admin, by type (filter-only types too), assignee and target', async () => {
    expect(await rows('unread_by_admin=true')).toEqual([ids.opinion, ids.opened]);
    expect(await rows('with_event_type=negative_opinion')).toEqual([ids.opinion]);
    expect(await rows('with_event_type=benefit_change')).toEqual([]);
    expect(await rows(`with_assigned_id=${other.user.id}`)).toEqual([ids.opened]);
    expect(await rows(`with_targetable_type=User&with_targetable_id=${admin.user.id}`)).toEqual([ids.inprogress]);
  });

  it('searches the message without regard to case and diacritics, and by id', async () => {
    const found = await api.list(admin.headers, 'search=ZAZOLC GESLA');
    expect(found.rows.map((r) => r.id)).toEqual([ids.opened]);
    expect((await api.list(admin.headers, `search=${ids.done}&only_active=false`)).rows.map((r) => r.id)).toContain(ids.done);
  });

  it('pages from 0 with a default limit of 25', async () => {
    const first = await api.list(admin.headers, `search=${tag}&only_active=false&limit=2`);
    const second = await api.list(admin.headers, `search=${tag}&only_active=false&limit=2&page=1`);
    expect(first.total).toBe(5);
    expect(first.rows).toHaveLength(2);
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/system_events?with_event_type=nope',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('admin/system_events: reading, comments, update, delete', () => {
  it('opening marks it read by admin, and by the assignee only when they open it, with one "Odczytano" entry each', async () => {
    const event = await api.created(admin.headers, { message: 'Do przeczytania', assigned_id: other.user.id });
    const byAdmin = body<SystemEvent>(await api.show(admin.headers, event.id)).data;
    expect(byAdmin).toMatchObject({ read_by_admin: true, read_by_assigned: false });
    expect(byAdmin.comments).toEqual([
      expect.objectContaining({ comment: 'Odczytano', info: true, user: { id: admin.user.id, label: 'Test Użytkownik' } }),
    ]);
    const again = body<SystemEvent>(await api.show(admin.headers, event.id)).data;
    expect(again.comments).toHaveLength(1);
    const byAssignee = body<SystemEvent>(await api.show(other.headers, event.id)).data;
    expect(byAssignee).toMatchObject({ read_by_admin: true, read_by_assigned: true });
    expect(byAssignee.comments.map((c) => c.info)).toEqual([true, true]);
    expect(byAssignee.comments_count).toBe(0);
  });

  it('adds comments (required, "Pole Wymagane"); a comment is news for the assignee unless they wrote it', async () => {
    const event = await api.created(admin.headers, { message: 'Komentowane', assigned_id: other.user.id });
    const blank = await api.comment(admin.headers, event.id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(body(blank).error.fields).toEqual({ comment: msg.required });
    expect((await api.comment(admin.headers, event.id, undefined)).statusCode).toBe(400);

    await api.show(other.headers, event.id);
    const commented = body<SystemEvent>(await api.comment(admin.headers, event.id, 'Zadzwoń do klienta')).data;
    expect(commented).toMatchObject({ comments_count: 1, read_by_admin: true, read_by_assigned: false });
    expect(commented.comments.at(-1)).toMatchObject({ comment: 'Zadzwoń do klienta', info: false, user: { id: admin.user.id } });

    const answered = body<SystemEvent>(await api.comment(other.headers, event.id, 'Zrobione')).data;
    expect(answered).toMatchObject({ comments_count: 2, read_by_assigned: true });
    expect((await api.comment(admin.headers, 999999, 'x')).statusCode).toBe(404);
  });

  it('updates any field; a new assignee gets it unread, read flags sent by the form win', async () => {
    const event = await api.created(admin.headers, { message: 'Stare', assigned_id: admin.user.id, read_by_assigned: true });
    expect(event.read_by_assigned).toBe(true);
    const moved = body<SystemEvent>(
      await api.update(admin.headers, event.id, { assigned_id: other.user.id, event_status: 'inprogress', message: 'Nowe' }),
    ).data;
    expect(moved).toMatchObject({
      assigned_id: other.user.id,
      read_by_assigned: false,
      event_status: 'inprogress',
      message: 'Nowe',
    });
    const flagged = body<SystemEvent>(
      await api.update(admin.headers, event.id, { read_by_admin: false, read_by_assigned: true }),
    ).data;
    expect(flagged).toMatchObject({ read_by_admin: false, read_by_assigned: true });
    const done = body<SystemEvent>(await api.update(admin.headers, event.id, { event_status: 'done' })).data;
    expect(done.event_status).toBe('done');
    expect(body(await api.update(admin.headers, event.id, { message: '' })).error.fields).toEqual({ message: msg.required });
    expect(body(await api.update(admin.headers, event.id, { targetable_type: 'Activity' })).error.fields).toEqual({
      targetable_id: msg.required,
    });
    expect((await api.update(admin.headers, 999999, { message: 'x' })).statusCode).toBe(404);
  });

  it('deletes an event with its comments', async () => {
    const event = await api.created(admin.headers, { message: 'Do usunięcia' });
    await api.comment(admin.headers, event.id, 'Komentarz');
    const deleted = await api.remove(admin.headers, event.id);
    expect(deleted.statusCode).toBe(200);
    expect((await api.show(admin.headers, event.id)).statusCode).toBe(404);
    expect((await api.remove(admin.headers, event.id)).statusCode).toBe(404);
  });
});

describe('unread counters of users/current', () => {
  it('follow create, read, comment and done', async () => {
    const me = await signedInUser(ctx.app, ROLE);
    const start = await api.counts(me.headers);
    const event = await api.created(admin.headers, { message: 'Licznik', assigned_id: me.user.id });
    expect(await api.counts(me.headers)).toMatchObject({ allUnread: start.allUnread + 1, myUnread: start.myUnread + 1 });

    await api.show(admin.headers, event.id);
    expect(await api.counts(me.headers)).toMatchObject({ allUnread: start.allUnread, myUnread: start.myUnread + 1 });
    await api.show(me.headers, event.id);
    expect(await api.counts(me.headers)).toMatchObject({ allUnread: start.allUnread, myUnread: start.myUnread });

    await api.comment(admin.headers, event.id, 'Proszę o kontakt');
    expect((await api.counts(me.headers)).myUnread).toBe(start.myUnread + 1);
    await api.update(admin.headers, event.id, { event_status: 'done' });
    expect(await api.counts(me.headers)).toMatchObject({ allUnread: start.allUnread, myUnread: start.myUnread });
  });

  it('are 0 without admin_role_system_events', async () => {
    const player = await signedInUser(ctx.app, ['user_role_activity_registration']);
    await api.created(admin.headers, { message: 'Nie dla gracza', assigned_id: player.user.id });
    expect(await api.counts(player.headers)).toEqual({
      allUnread: 0,
      myUnread: 0,
      listToVerify: 0,
      activitiesToVerifyCount: 0,
      activitiesTodayCount: 0,
    });
  });
});

describe('permissions', () => {
  it('answers 403 without admin_role_system_events and 401 without a token', async () => {
    const reports = await signedInUser(ctx.app, ['admin_role_reports']);
    const event = await api.created(admin.headers, { message: 'Tajne' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/system_events', headers: reports.headers })).statusCode,
    ).toBe(403);
    expect((await api.show(reports.headers, event.id)).statusCode).toBe(403);
    expect((await api.create(reports.headers, { message: 'x' })).statusCode).toBe(403);
    expect((await api.comment(reports.headers, event.id, 'x')).statusCode).toBe(403);
    expect((await api.remove(reports.headers, event.id)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/system_events' })).statusCode).toBe(401);
  });
});
