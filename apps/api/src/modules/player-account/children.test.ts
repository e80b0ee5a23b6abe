import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  msg,
  playerAccountMsg,
  type AdminUser,
  type ChildAccount,
  type ListReply,
  type OwnChildrenReply,
} from '@sportdesk/contract';
import { activities, activityParticipants, audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertLocalization, insertSport } from '../admin-users/test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers: admin } = await signedInUser(ctx.app, ['admin_role_users']));
});
afterAll(() => ctx.close());

type Headers = { authorization: string };
const url = '/api/v2/users/current/children';
const list = (headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const add = (headers: Headers, user: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: { user } });
const edit = (headers: Headers, id: number, user: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers, payload: { user } });
const remove = (headers: Headers, id: number) => ctx.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers });
const kid = { first_name: 'Staś', last_name: 'Kos', birth_date: '2016-04-02', gender: 'male', child_policy_accepted: true };

const player = async () => {
  const signed = await signedInUser(ctx.app, ['user_role_activity_registration']);
  await ctx.database.db.update(users).set({ city: 'Płock', phone: '600100200' }).where(eq(users.id, signed.user.id));
  return signed;
};
const childIdOf = async (headers: Headers, user = kid) => body<ChildAccount>(await add(headers, user)).data.id;

describe('player children: access', () => {
  it('needs a signed-in user on every call', async () => {
    const responses = await Promise.all([
      ctx.app.inject({ method: 'GET', url }),
      ctx.app.inject({ method: 'POST', url, payload: { user: kid } }),
      ctx.app.inject({ method: 'PATCH', url: `${url}/1`, payload: { user: { first_name: 'X' } } }),
      ctx.app.inject({ method: 'DELETE', url: `${url}/1` }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it("never reads, edits or removes another user's child (404, nothing changed)", async () => {
    const owner = await player();
    const other = await player();
    const childId = await childIdOf(owner.headers);
    expect(body<ListReply<ChildAccount>>(await list(other.headers)).data).toEqual({ rows: [], total: 0, limit: 3 });
    const patched = await edit(other.headers, childId, { first_name: 'Obcy' });
    expect(patched.statusCode).toBe(404);
    expect((await remove(other.headers, childId)).statusCode).toBe(404);
    // Nor an adult account by its id (an adult is nobody's child), nor themselves.
    expect((await edit(other.headers, owner.user.id, { first_name: 'Obcy' })).statusCode).toBe(404);
    expect((await edit(other.headers, other.user.id, { first_name: 'Obcy' })).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, childId));
    expect(row).toMatchObject({ firstName: 'Staś', deletedAt: null });
  });
});

describe('player children: list, add, edit', () => {
  it('lists exactly the rows of the admin children list, with the parent’s limit', async () => {
    const parent = await player();
    await childIdOf(parent.headers);
    await childIdOf(parent.headers, { ...kid, first_name: 'Ola', gender: 'female', birth_date: '2018-01-20' });
    const { limit, ...mine } = body<OwnChildrenReply>(await list(parent.headers)).data;
    expect(limit).toBe(3);
    const adminView = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/users/${parent.user.id}/children`,
      headers: admin,
    });
    expect(mine).toEqual(body<ListReply<ChildAccount>>(adminView).data);
    expect(mine.total).toBe(2);
    expect(mine.rows.map((r) => r.label)).toEqual(['Staś Kos', 'Ola Kos']);
  });

  it('creates a child linked to the parent with the accepted policy, audited in the same write', async () => {
    const parent = await player();
    const response = await add(parent.headers, kid);
    expect(response.statusCode, response.body).toBe(201);
    const child = body<ChildAccount>(response).data;
    expect(child).toEqual({
      id: child.id,
      identifier: String(child.id),
      first_name: 'Staś',
      last_name: 'Kos',
      birth_date: '2016-04-02',
      gender: 'male',
      label: 'Staś Kos',
    });
    const detail = body<AdminUser>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${child.id}`, headers: admin }),
    ).data;
    expect(detail).toMatchObject({
      parent_id: parent.user.id,
      child_policy_accepted: true,
      email: null,
      city: 'Płock',
      phone: '600100200',
      creator: { id: parent.user.id },
    });
    const [audit] = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, child.id)));
    expect(audit).toMatchObject({ action: 'create', comment: 'Konto dziecka', userId: parent.user.id });
  });

  it('requires the accepted child policy, names and a sensible birth date (400 with Polish fields)', async () => {
    const parent = await player();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...kid, child_policy_accepted: false }, { child_policy_accepted: playerAccountMsg.childPolicyRequired }],
      [{ first_name: 'A', last_name: 'B' }, { child_policy_accepted: playerAccountMsg.childPolicyRequired }],
      [{ ...kid, first_name: '  ' }, { first_name: msg.required }],
      [{ ...kid, last_name: 'x'.repeat(121) }, { last_name: msg.tooLong }],
      [{ ...kid, birth_date: '2016-02-30' }, { birth_date: msg.invalidDate }],
      [{ ...kid, birth_date: '16-02-03' }, { birth_date: msg.dateFormat }],
      [{ ...kid, birth_date: '2999-01-01' }, { birth_date: playerAccountMsg.birthDateInFuture }],
      [{ ...kid, birth_date: '1850-01-01' }, { birth_date: playerAccountMsg.birthDateTooOld }],
      [{ ...kid, gender: 'other' }, { gender: expect.any(String) as string }],
    ];
    for (const [user, fields] of cases) {
      const response = await add(parent.headers, user);
      expect(response.statusCode, JSON.stringify(user)).toBe(400);
      expect(body(response).error.fields, JSON.stringify(user)).toMatchObject(fields);
    }
    expect(body<ListReply<ChildAccount>>(await list(parent.headers)).data.total).toBe(0);
  });

  it('edits any subset of the own child’s fields; an empty birth date clears it', async () => {
    const parent = await player();
    const childId = await childIdOf(parent.headers);
    const response = await edit(parent.headers, childId, { first_name: 'Stanisław', birth_date: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<ChildAccount>(response).data).toMatchObject({
      id: childId,
      first_name: 'Stanisław',
      last_name: 'Kos',
      birth_date: null,
      gender: 'male',
    });
    const bad = await edit(parent.headers, childId, { first_name: '', gender: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).error.fields ?? {}).sort()).toEqual(['first_name', 'gender']);
    // The identifier and the parent are not the player's to change: unknown keys are dropped.
    await edit(parent.headers, childId, { identifier: 'X1', parent_id: 1, email: 'a@b.pl' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, childId));
    expect(row).toMatchObject({ identifier: String(childId), parentId: parent.user.id, email: null });
  });
});

describe('player children: the l_child_account_count limit', () => {
  it('stops at the default limit of 3 with a 422 in the player’s words', async () => {
    const parent = await player();
    for (let i = 0; i < 3; i++) expect((await add(parent.headers, { ...kid, first_name: `Dziecko${i}` })).statusCode).toBe(201);
    const over = await add(parent.headers, kid);
    expect(over.statusCode).toBe(422);
    expect(body(over).error).toMatchObject({
      message: playerAccountMsg.childLimitReached,
      fields: { children: playerAccountMsg.childLimitReached },
    });
    expect(body<ListReply<ChildAccount>>(await list(parent.headers)).data.total).toBe(3);
  });

  it('follows the per-user override set by an admin, and a removed child frees a place', async () => {
    const parent = await player();
    const limit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/users/${parent.user.id}`,
      headers: admin,
      payload: { user: { limits: { l_child_account_count: 1 } } },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const first = await childIdOf(parent.headers);
    expect(body<OwnChildrenReply>(await list(parent.headers)).data).toMatchObject({ total: 1, limit: 1 });
    expect((await add(parent.headers, kid)).statusCode).toBe(422);
    expect((await remove(parent.headers, first)).statusCode).toBe(200);
    expect((await add(parent.headers, kid)).statusCode).toBe(201);
  });

  it('holds when several additions arrive at once', async () => {
    const parent = await player();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(parent.headers, { ...kid, first_name: `Równoległe${i}` })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422, 422]);
    const rows = await ctx.database.db.select().from(users).where(eq(users.parentId, parent.user.id));
    expect(rows).toHaveLength(3);
  });

  it('a child account cannot have children of its own', async () => {
    const parent = await player();
    const childId = await childIdOf(parent.headers);
    // Give the child a way to sign in (an admin could); it still cannot add children.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/users/${childId}`,
      headers: admin,
      payload: { user: { email: `dziecko.${childId}@example.pl`, password: 'Haslo123!', password_confirmation: 'Haslo123!' } },
    });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: `dziecko.${childId}@example.pl`, password: 'Haslo123!' } },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const response = await add({ authorization: signIn.headers.authorization as string }, kid);
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ parent_id: msg.parentNotAllowed });
  });
});

describe('player children: removal', () => {
  async function activityOn(date: string, canceled = false) {
    const sport = await insertSport(ctx.database.db, `Sport ${date} ${Math.random()}`);
    const location = await insertLocalization(ctx.database.db, `Hala ${date} ${Math.random()}`);
    const [row] = await ctx.database.db
      .insert(activities)
      .values({ sportId: sport.id, localizationId: location.id, date, startAt: '18:00', stopAt: '19:30', canceled })
      .returning({ id: activities.id });
    return row.id;
  }
  const book = (activityId: number, userId: number, reserve = false) =>
    ctx.database.db.insert(activityParticipants).values({ activityId, userId, reserve });

  it('soft-deletes the own child: gone from the list, the row and its past bookings kept, audited', async () => {
    const parent = await player();
    const childId = await childIdOf(parent.headers);
    const past = await activityOn('2024-05-10');
    await book(past, childId);
    await book(await activityOn('2099-05-10', true), childId);
    const response = await remove(parent.headers, childId);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({ id: childId });
    expect(body<ListReply<ChildAccount>>(await list(parent.headers)).data.total).toBe(0);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, childId));
    expect(row.deletedAt).not.toBeNull();
    const bookings = await ctx.database.db.select().from(activityParticipants).where(eq(activityParticipants.userId, childId));
    expect(bookings).toHaveLength(2);
    const [audit] = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableId, childId), eq(audits.action, 'destroy')));
    expect(audit.userId).toBe(parent.user.id);
    expect((await remove(parent.headers, childId)).statusCode).toBe(404);
  });

  it('refuses a child booked (or on the reserve list) for an upcoming activity, keeping everything', async () => {
    const parent = await player();
    const booked = await childIdOf(parent.headers);
    const reserved = await childIdOf(parent.headers, { ...kid, first_name: 'Ola' });
    await book(await activityOn('2099-05-10'), booked);
    await book(await activityOn('2099-06-10'), reserved, true);
    for (const id of [booked, reserved]) {
      const response = await remove(parent.headers, id);
      expect(response.statusCode).toBe(422);
      expect(body(response).error).toMatchObject({
        message: playerAccountMsg.childHasUpcomingBookings,
        fields: { children: playerAccountMsg.childHasUpcomingBookings },
      });
    }
    expect(body<ListReply<ChildAccount>>(await list(parent.headers)).data.total).toBe(2);
  });

  it('keeps the admin’s wallet rule: a child with money is not removed', async () => {
    const parent = await player();
    const childId = await childIdOf(parent.headers);
    await ctx.database.db.update(users).set({ accountBalance: 1000 }).where(eq(users.id, childId));
    const response = await remove(parent.headers, childId);
    expect(response.statusCode).toBe(422);
    expect(body(response).error.message).toBe(msg.walletNotEmpty);
  });
});
