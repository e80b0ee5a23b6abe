import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityInput } from '@sportdesk/contract';
import { systemEvents } from '../../db/schema/index';
import { activityCoordinators } from '../../db/schema/activities';
import { createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, seedCatalogue, validActivity, type Catalogue } from './test-fixtures';
import { updateActivity } from './service';

let ctx: TestContext;
let catalogue: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp();
  catalogue = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const eventsFor = (activityId: number) =>
  ctx.database.db
    .select()
    .from(systemEvents)
    .where(and(eq(systemEvents.targetableType, 'Activity'), eq(systemEvents.targetableId, activityId)));

describe('system events raised by activities', () => {
  it('a cancellation tells the admins and each coordinator, once', async () => {
    const coordinator = await signedInUser(ctx.app, ['user_role_coordinator']);
    const activity = await insertTestActivity(ctx.database.db, catalogue);
    await ctx.database.db.insert(activityCoordinators).values({ activityId: activity.id, userId: coordinator.user.id });
    const values = activityInput.parse(validActivity(catalogue, { canceled: true }));
    await updateActivity(ctx.app.deps, activity.id, values, null);
    await updateActivity(ctx.app.deps, activity.id, values, null);
    const events = await eventsFor(activity.id);
    expect(events.map((e) => [e.eventType, e.assignedId]).sort()).toEqual([
      ['canceled_activity', null],
      ['canceled_activity_for_coordinator', coordinator.user.id],
    ]);
  });

  it('an organiser activity raises activity_added; a pnh one does not', async () => {
    const organizer = await insertTestActivity(ctx.database.db, catalogue, {
      activity_type: 'organizer',
      event_type: 'first_type',
      confirmed: true,
    });
    const pnh = await insertTestActivity(ctx.database.db, catalogue);
    expect((await eventsFor(organizer.id)).map((e) => e.eventType)).toEqual(['activity_added']);
    expect(await eventsFor(pnh.id)).toEqual([]);
  });
});
