import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ActivityMessage, ListReply } from '@sportdesk/contract';
import { outboxMessages, systemEvents } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { PNG, storedFileExists, tempDataDir } from '../files/test-helpers';
import { addCoordinatorRow, insertPlayer, insertRunActivity } from '../participants/test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  headers = (await signedInUser(ctx.app, ['admin_role_activities'])).headers;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const url = (id: number) => `/api/v2/admin/activities/${id}/messages`;

describe('activity messages to the coordinators', () => {
  it('stores a message with a base64 image as a file, notifies and e-mails the coordinators, and lists it', async () => {
    const db = ctx.database.db;
    const a = await insertRunActivity(db, cat);
    const coordinator = await insertPlayer(db);
    await addCoordinatorRow(db, a.id, coordinator.id);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: url(a.id),
      headers,
      payload: {
        message: {
          content: 'Boisko zamknięte, gramy na hali',
          images: [{ filename: 'plan.png', content_type: 'image/png', data: `data:image/png;base64,${PNG.toString('base64')}` }],
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = body<ActivityMessage>(sent).data;
    expect(message.author_name).toBe('Test Użytkownik');
    expect(message.images[0]).toMatchObject({ filename: 'plan.png', content_type: 'image/png' });
    expect(storedFileExists(ctx, message.images[0].url)).toBe(true);
    const file = await ctx.app.inject({ method: 'GET', url: message.images[0].url });
    expect(file.statusCode).toBe(200);
    const listed = body<ListReply<ActivityMessage>>(await ctx.app.inject({ method: 'GET', url: url(a.id), headers })).data;
    expect(listed.rows.map((m) => m.content)).toEqual(['Boisko zamknięte, gramy na hali']);
    const events = await db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.eventType, 'new_message_for_activity'), eq(systemEvents.targetableId, a.id)));
    expect(events.map((e) => e.assignedId)).toEqual([coordinator.id]);
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, coordinator.email!));
    expect(mails).toHaveLength(1);
  });

  it('refuses an empty message (400) and data that is not an image (415)', async () => {
    const a = await insertRunActivity(ctx.database.db, cat);
    const empty = await ctx.app.inject({ method: 'POST', url: url(a.id), headers, payload: { message: { content: ' ' } } });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).error.fields?.content).toBe('Wpisz treść lub dodaj zdjęcie');
    const fake = await ctx.app.inject({
      method: 'POST',
      url: url(a.id),
      headers,
      payload: {
        message: {
          content: 'x',
          images: [{ filename: 'a.png', content_type: 'image/png', data: Buffer.from('nie obraz').toString('base64') }],
        },
      },
    });
    expect(fake.statusCode).toBe(415);
    const listed = body<ListReply<ActivityMessage>>(await ctx.app.inject({ method: 'GET', url: url(a.id), headers })).data;
    expect(listed.total).toBe(0);
  });
});
