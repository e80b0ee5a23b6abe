import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_LIMIT_DEFAULTS, msg, type AdminUser, type LevelOpinion, type ListReply } from '@sportdesk/contract';
import { audits, userLevelOpinions } from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';
import { insertActivity, insertLocalization, insertSport } from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let football: { id: number; name: string };
let volleyball: { id: number; name: string };
let hall: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_users']));
  football = await insertSport(ctx.database.db, 'Piłka nożna');
  volleyball = await insertSport(ctx.database.db, 'Siatkówka');
  hall = await insertLocalization(ctx.database.db, 'Hala Koszyki');
});
afterAll(() => ctx.close());

const newUser = async (extra: Record<string, unknown> = {}) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/users',
    headers,
    payload: {
      user: { identifier: 'N1', email: uniqueEmail('n'), password: 'sekret1', password_confirmation: 'sekret1', ...extra },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<AdminUser>(response).data;
};
const patch = (id: number, user: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v2/admin/users/${id}`, headers, payload: { user } });
const lastAudit = async (id: number) =>
  (
    await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, id)))
      .orderBy(audits.id)
  ).at(-1)!;

describe('sport levels (user_sport_levels_attributes)', () => {
  it('adds, updates and removes levels with _destroy on submit, audited in the same row', async () => {
    const user = await newUser();
    const added = await patch(user.id, {
      city: 'Radom',
      user_sport_levels_attributes: [
        { sport_id: football.id, level: 'medium', verified: true },
        { sport_id: volleyball.id, level: 'beginners', edit_only_by_admin: true },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const levels = body<AdminUser>(added).data.user_sport_levels;
    expect(levels.map((l) => [l.sport?.name, l.level, l.verified, l.edit_only_by_admin])).toEqual([
      ['Piłka nożna', 'medium', true, false],
      ['Siatkówka', 'beginners', false, true],
    ]);
    const audit = await lastAudit(user.id);
    expect(audit.auditedChanges).toMatchObject({
      city: [null, 'Radom'],
      [`user_sport_levels[${levels[0].id}]`]: [null, { sport_id: football.id, level: 'medium', verified: true }],
    });

    const changed = await patch(user.id, {
      user_sport_levels_attributes: [
        { id: levels[0].id, sport_id: football.id, level: 'advanced', verified: true, check_on_pnh: true },
        { id: levels[1].id, sport_id: volleyball.id, level: 'beginners', _destroy: true },
      ],
    });
    const after = body<AdminUser>(changed).data.user_sport_levels;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: levels[0].id, level: 'advanced', check_on_pnh: true });
    expect((await lastAudit(user.id)).auditedChanges).toMatchObject({
      [`user_sport_levels[${levels[0].id}]`]: [{ level: 'medium' }, { level: 'advanced' }],
      [`user_sport_levels[${levels[1].id}]`]: [{ level: 'beginners' }, null],
    });
  });

  it('keeps one level per sport (409-style field error), unless the old one is removed in the same submit', async () => {
    const user = await newUser({ user_sport_levels_attributes: [{ sport_id: football.id, level: 'medium' }] });
    const duplicate = await patch(user.id, { user_sport_levels_attributes: [{ sport_id: football.id, level: 'advanced' }] });
    expect(duplicate.statusCode).toBe(409);
    expect(body(duplicate).error.fields).toEqual({ 'user_sport_levels_attributes.0.sport_id': msg.levelTaken });
    const swap = await patch(user.id, {
      user_sport_levels_attributes: [
        { sport_id: football.id, level: 'advanced' },
        { id: user.user_sport_levels[0].id, sport_id: football.id, level: 'medium', _destroy: true },
      ],
    });
    expect(swap.statusCode).toBe(200);
    expect(body<AdminUser>(swap).data.user_sport_levels.map((l) => l.level)).toEqual(['advanced']);
  });

  it("rejects unknown sports, bad levels and another user's rows", async () => {
    const user = await newUser();
    const other = await newUser({ user_sport_levels_attributes: [{ sport_id: football.id, level: 'medium' }] });
    expect(
      body(await patch(user.id, { user_sport_levels_attributes: [{ sport_id: 987654, level: 'medium' }] })).error.fields,
    ).toEqual({
      'user_sport_levels_attributes.0.sport_id': msg.unknownSport,
    });
    expect((await patch(user.id, { user_sport_levels_attributes: [{ sport_id: football.id, level: 'pro' }] })).statusCode).toBe(
      400,
    );
    const stolen = await patch(user.id, {
      user_sport_levels_attributes: [
        { id: other.user_sport_levels[0].id, sport_id: football.id, level: 'blocked', _destroy: true },
      ],
    });
    expect(stolen.statusCode).toBe(400);
    expect(body(stolen).error.fields).toEqual({ 'user_sport_levels_attributes.0.id': msg.nestedNotFound });
  });

  it('shows the average level and opinions count, and lists opinions paged (default 10)', async () => {
    const user = await newUser({ user_sport_levels_attributes: [{ sport_id: football.id, level: 'medium' }] });
    const author = await newUser({ first_name: 'Marek', last_name: 'Sędzia' });
    const games = [
      await insertActivity(ctx.database.db, football.id, hall.id),
      await insertActivity(ctx.database.db, football.id, hall.id),
    ];
    const levels = [
      'medium',
      'medium_plus',
      'intermediate',
      'medium',
      'advanced',
      'medium',
      'medium',
      'medium_plus',
      'medium',
      'medium',
      'medium',
      'beginners',
    ];
    await ctx.database.db.insert(userLevelOpinions).values(
      levels.map((level, i) => ({
        ratedUserId: user.id,
        authorId: author.id,
        sportId: football.id,
        activityId: games[i % 2].id,
        level,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
    const detail = body<AdminUser>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${user.id}`, headers })).data;
    // (2+3+4+2+5+2+2+3+2+2+2+1) / 12 = 2.5
    expect(detail.user_sport_levels[0].avg_level).toEqual({ average: 2.5, level: 'medium_plus', opinions_count: 12 });

    const url = `/api/v2/admin/users/${user.id}/user_level_opinions`;
    const first = body<ListReply<LevelOpinion>>(await ctx.app.inject({ method: 'GET', url, headers })).data;
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      level: 'beginners',
      activity: { id: games[1].id },
      sport: { name: 'Piłka nożna' },
      user: { label: 'Marek Sędzia' },
    });
    const second = body<ListReply<LevelOpinion>>(
      await ctx.app.inject({ method: 'GET', url: `${url}?page=1&limit=5`, headers }),
    ).data;
    expect(second.rows.map((r) => r.level)).toEqual(['medium', 'medium', 'advanced', 'medium', 'intermediate']);
  });
});

describe('agreements (user_agreements_attributes)', () => {
  it('adds an agreement with prices in PLN, edits and removes it', async () => {
    const user = await newUser();
    const added = await patch(user.id, {
      signed_agreement: 'yes',
      user_agreements_attributes: [
        {
          sport_id: football.id,
          localization_id: hall.id,
          event_length: 90,
          event_price: 25.5,
          supplement: 5,
          event_type: 'second_type',
          legalization: 'yes',
        },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [agreement] = body<AdminUser>(added).data.user_agreements;
    expect(agreement).toMatchObject({
      sport: { name: 'Piłka nożna' },
      localization: { id: hall.id, name: 'Hala Koszyki' },
      event_length: 90,
      event_price: 25.5,
      supplement: 5,
      event_type: 'second_type',
      legalization: 'yes',
    });
    expect((await lastAudit(user.id)).auditedChanges).toMatchObject({
      signed_agreement: ['na', 'yes'],
      [`user_agreements[${agreement.id}]`]: [null, { event_price: 25.5, event_type: 'second_type' }],
    });

    const edited = await patch(user.id, {
      user_agreements_attributes: [{ id: agreement.id, sport_id: football.id, event_price: 30, event_type: 'third_type' }],
    });
    expect(body<AdminUser>(edited).data.user_agreements[0]).toMatchObject({
      event_price: 30,
      event_type: 'third_type',
      localization: null,
    });

    const removed = await patch(user.id, {
      user_agreements_attributes: [{ id: agreement.id, sport_id: football.id, _destroy: true }],
    });
    expect(body<AdminUser>(removed).data.user_agreements).toEqual([]);
  });

  it('requires a sport and rejects negative prices and unknown locations', async () => {
    const user = await newUser();
    expect(body(await patch(user.id, { user_agreements_attributes: [{ event_price: 10 }] })).error.fields).toEqual({
      'user_agreements_attributes.0.sport_id': msg.required,
    });
    expect(
      body(await patch(user.id, { user_agreements_attributes: [{ sport_id: football.id, event_price: -1 }] })).error.fields,
    ).toEqual({
      'user_agreements_attributes.0.event_price': msg.minValue0,
    });
    expect(
      body(await patch(user.id, { user_agreements_attributes: [{ sport_id: football.id, localization_id: 987654 }] })).error
        .fields,
    ).toEqual({ 'user_agreements_attributes.0.localization_id': msg.unknownLocalization });
  });
});

describe('limits', () => {
  it('shows every limit with its default for each group kind', async () => {
    const user = await newUser();
    expect(user.limits).toEqual(USER_LIMIT_DEFAULTS);
    expect(Object.keys(user.limits)).toHaveLength(2 + 8 * 5);
    expect(user.limits).toMatchObject({
      l_child_account_count: 3,
      l_pair_mobile_apps: 2,
      l_create_competition_group_local_group: 1,
      l_create_competition_group_league: 0,
      l_max_competition_group_b2b_players: 20,
      l_max_competition_group_club_max_players_per_team: 12,
      l_max_competition_group_tournament_teams: 3,
      l_can_competition_group_open_event_hidden: false,
    });
  });

  it('changes limits (audited per key) and resets them to the defaults', async () => {
    const user = await newUser();
    const changed = await patch(user.id, { limits: { l_child_account_count: 5, l_can_competition_group_other_hidden: true } });
    expect(body<AdminUser>(changed).data.limits).toMatchObject({
      l_child_account_count: 5,
      l_can_competition_group_other_hidden: true,
    });
    expect((await lastAudit(user.id)).auditedChanges).toEqual({
      'limits.l_child_account_count': [3, 5],
      'limits.l_can_competition_group_other_hidden': [false, true],
    });
    expect(body(await patch(user.id, { limits: { l_child_account_count: -1 } })).error.fields).toEqual({
      'limits.l_child_account_count': msg.minValue0,
    });
    expect((await patch(user.id, { limits: { l_unknown: 1 } })).statusCode).toBe(400);

    const reset = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/users/${user.id}/reset_limits`, headers });
    expect(reset.statusCode).toBe(200);
    expect(body<AdminUser>(reset).data.limits).toEqual(USER_LIMIT_DEFAULTS);
    const audit = await lastAudit(user.id);
    expect(audit.comment).toBe('Przywrócono domyślne limity');
    expect(audit.auditedChanges).toEqual({
      'limits.l_child_account_count': [5, 3],
      'limits.l_can_competition_group_other_hidden': [true, false],
    });
  });
});
