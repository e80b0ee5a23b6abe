import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { msg, type ListReply, type Location, type Sport } from '@sportdesk/contract';
import { activities, audits } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { storedFileExists, tempDataDir, upload } from '../files/test-helpers';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_locations']));
});
afterAll(() => ctx.close());

const base = '/api/v2/admin/localizations';
const create = (location: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: base, headers, payload: { location } });
const patch = (id: number, location: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload: { location } });
const listOf = async (query: string) =>
  body<ListReply<Location>>(await ctx.app.inject({ method: 'GET', url: `${base}?${query}`, headers })).data;
const auditsOf = (type: string, ids: number[]) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, type), inArray(audits.auditableId, ids)));

describe('admin/localizations', () => {
  it('creates a location with nested objects and the spec defaults', async () => {
    const response = await create({
      name: 'Hala Sportowa Arena',
      street: 'ul. Górczewska 12',
      city: 'Warszawa',
      district: 'Wola',
      post_code: '01-180',
      lat: 52.2381,
      lang: 20.9636,
      benefit_terminal_sn: 'SN-0042',
      location_objects_attributes: [
        { description: 'Hala główna' },
        { object_type: 'court', checklist: 'terminal', order_value: 5 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const location = body<Location>(response).data;
    expect(location).toMatchObject({
      hidden: false,
      order_value: 1000,
      lat: 52.2381,
      lang: 20.9636,
      benefit_terminal_sn: 'SN-0042',
      photos: [],
    });
    expect(location.location_objects.map((o) => [o.object_type, o.order_value, o.hidden, o.checklist])).toEqual([
      ['court', 5, false, 'terminal'],
      ['hall', 1000, false, null],
    ]);
    expect(await auditsOf('Localization', [location.id])).toHaveLength(1);
    expect(
      await auditsOf(
        'LocationObject',
        location.location_objects.map((o) => o.id),
      ),
    ).toHaveLength(2);
  });

  it('requires a name with "Pole Wymagane" and checks coordinates and objects', async () => {
    const missing = await create({ city: 'Kraków' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.fields).toEqual({ name: msg.required });
    const badCoords = await create({ name: 'Orlik', lat: 91, lang: -181 });
    expect(body(badCoords).error.fields).toEqual({ lat: msg.latRange, lang: msg.lngRange });
    const badObject = await create({ name: 'Orlik', location_objects_attributes: [{ object_type: 'pool' }] });
    expect(Object.keys(body(badObject).error.fields!)).toEqual(['location_objects_attributes.0.object_type']);
    expect((await listOf('with_name=Orlik')).total).toBe(0);
  });

  it('updates, adds and soft-deletes (_destroy) nested objects on submit, each audited', async () => {
    const location = body<Location>(
      await create({
        name: 'Kompleks Łódź',
        city: 'Łódź',
        location_objects_attributes: [{ description: 'A' }, { description: 'B' }],
      }),
    ).data;
    const [a, b] = location.location_objects;
    const response = await patch(location.id, {
      notes: 'Wejście od parkingu',
      location_objects_attributes: [
        { id: a.id, hidden: true },
        { id: b.id, _destroy: true },
        { object_type: 'gym', description: 'C' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = body<Location>(response).data;
    expect(updated.notes).toBe('Wejście od parkingu');
    expect(updated.location_objects.map((o) => [o.description, o.hidden, o.object_type])).toEqual([
      ['A', true, 'hall'],
      ['C', false, 'gym'],
    ]);
    const objectAudits = await auditsOf('LocationObject', [a.id, b.id, updated.location_objects[1].id]);
    expect(objectAudits.map((r) => r.action).sort()).toEqual(['create', 'create', 'create', 'destroy', 'update']);
    expect(objectAudits.find((r) => r.action === 'update')!.auditedChanges).toEqual({ hidden: [false, true] });
    const locationAudit = (await auditsOf('Localization', [location.id])).find((r) => r.action === 'update')!;
    expect(locationAudit.auditedChanges).toEqual({ notes: [null, 'Wejście od parkingu'] });
  });

  it("rejects another location's object id and leaves everything as it was", async () => {
    const one = body<Location>(await create({ name: 'Jeden', location_objects_attributes: [{}] })).data;
    const two = body<Location>(await create({ name: 'Dwa' })).data;
    const response = await patch(two.id, {
      name: 'Dwa zmienione',
      location_objects_attributes: [{ id: one.location_objects[0].id, _destroy: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ 'location_objects_attributes.0.id': msg.unknownLocationObject });
    const shown = body<Location>(await ctx.app.inject({ method: 'GET', url: `${base}/${two.id}`, headers })).data;
    expect(shown.name).toBe('Dwa');
    const first = body<Location>(await ctx.app.inject({ method: 'GET', url: `${base}/${one.id}`, headers })).data;
    expect(first.location_objects).toHaveLength(1);
  });

  it('filters by the spec filters and orders by order_value ASC by default', async () => {
    await create({
      name: 'Filtr Korty Kraków',
      street: 'ul. Tenisowa 1',
      city: 'Kraków',
      district: 'Krowodrza',
      post_code: '30-001',
      order_value: 30,
    });
    await create({
      name: 'Filtr Boisko Kraków',
      street: 'ul. Piłkarska 2',
      city: 'Kraków',
      district: 'Nowa Huta',
      post_code: '31-900',
      order_value: 10,
    });
    await create({
      name: 'Filtr Hala Gdańsk',
      street: 'ul. Morska 3',
      city: 'Gdańsk',
      district: 'Oliwa',
      post_code: '80-001',
      order_value: 20,
    });
    expect((await listOf('with_name=filtr')).rows.map((r) => r.name)).toEqual([
      'Filtr Boisko Kraków',
      'Filtr Hala Gdańsk',
      'Filtr Korty Kraków',
    ]);
    expect((await listOf('with_name=filtr&with_city=krak')).total).toBe(2);
    expect((await listOf('with_name=filtr&with_district=huta')).rows.map((r) => r.name)).toEqual(['Filtr Boisko Kraków']);
    expect((await listOf('with_name=filtr&with_post_code=80-')).rows.map((r) => r.name)).toEqual(['Filtr Hala Gdańsk']);
    expect((await listOf('with_name=filtr&with_street=tenis')).rows.map((r) => r.name)).toEqual(['Filtr Korty Kraków']);
    expect((await listOf('with_name=filtr&order_element=order_value&order_dir=DESC')).rows.map((r) => r.order_value)).toEqual([
      30, 20, 10,
    ]);
    expect((await listOf('with_name=filtr&order_element=name&order_dir=ASC')).rows[0].name).toBe('Filtr Boisko Kraków');
    const one = (await listOf('with_name=filtr')).rows[1];
    expect((await listOf(`with_id=${one.id}`)).rows.map((r) => r.id)).toEqual([one.id]);
    expect((await listOf('limit=1')).rows).toHaveLength(1);
    // The pickers' type-ahead: one word against the name, the street or the city.
    expect((await listOf('search=gdań')).rows.map((r) => r.name)).toEqual(['Filtr Hala Gdańsk']);
    expect((await listOf('search=tenisowa&order=name')).rows.map((r) => r.name)).toEqual(['Filtr Korty Kraków']);
    expect((await listOf('search=filtr%20b')).rows.map((r) => r.name)).toEqual(['Filtr Boisko Kraków']);
    expect((await listOf('search=krak&with_name=filtr&order=name')).rows.map((r) => r.name)).toEqual([
      'Filtr Boisko Kraków',
      'Filtr Korty Kraków',
    ]);
    expect((await listOf('search=%25')).total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}?order_element=secret`, headers })).statusCode).toBe(400);
  });

  it('uploads photos for the location and its objects, removes one with delete_image_attachment, and all files on delete', async () => {
    const location = body<Location>(await create({ name: 'Foto', location_objects_attributes: [{}] })).data;
    const objectId = location.location_objects[0].id;
    const first = await upload(ctx, `${base}/${location.id}/photos`, headers);
    expect(first.statusCode).toBe(201);
    await upload(ctx, `${base}/${location.id}/photos`, headers);
    const withObjectPhoto = body<Location>(
      await upload(ctx, `${base}/${location.id}/photos?location_object_id=${objectId}`, headers),
    ).data;
    expect(withObjectPhoto.photos).toHaveLength(2);
    expect(withObjectPhoto.photo).toBe(withObjectPhoto.photos[0].url);
    expect(withObjectPhoto.location_objects[0].photos).toHaveLength(1);
    const urls = [...withObjectPhoto.photos, ...withObjectPhoto.location_objects[0].photos].map((p) => p.url);
    expect(urls.every((u) => storedFileExists(ctx, u))).toBe(true);

    const other = body<Location>(await create({ name: 'Inna', location_objects_attributes: [{}] })).data;
    const foreign = await upload(
      ctx,
      `${base}/${location.id}/photos?location_object_id=${other.location_objects[0].id}`,
      headers,
    );
    expect(body(foreign).error.fields).toEqual({ location_object_id: msg.unknownLocationObject });

    const removed = withObjectPhoto.photos[0];
    const afterRemoval = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${location.id}/delete_image_attachment`,
      headers,
      payload: { image_id: removed.id },
    });
    expect(body<Location>(afterRemoval).data.photos.map((p) => p.id)).toEqual([withObjectPhoto.photos[1].id]);
    expect(storedFileExists(ctx, removed.url)).toBe(false);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${location.id}/delete_image_attachment`,
      headers,
      payload: { image_id: removed.id },
    });
    expect(again.statusCode).toBe(404);

    const photoAudits = (await auditsOf('Localization', [location.id])).filter((r) => r.action === 'update');
    expect(photoAudits.map((r) => r.comment).sort()).toEqual(['Dodano zdjęcie', 'Dodano zdjęcie', 'Usunięto zdjęcie']);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${base}/${location.id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(urls.some((u) => storedFileExists(ctx, u))).toBe(false);
    expect((await auditsOf('Localization', [location.id])).some((r) => r.action === 'destroy')).toBe(true);
    expect((await auditsOf('LocationObject', [objectId])).some((r) => r.action === 'destroy')).toBe(true);
  });

  it('removes the photos of an object soft-deleted on submit', async () => {
    const location = body<Location>(await create({ name: 'Obiekt z foto', location_objects_attributes: [{}] })).data;
    const objectId = location.location_objects[0].id;
    const withPhoto = body<Location>(
      await upload(ctx, `${base}/${location.id}/photos?location_object_id=${objectId}`, headers),
    ).data;
    const url = withPhoto.location_objects[0].photos[0].url;
    await patch(location.id, { location_objects_attributes: [{ id: objectId, _destroy: true }] });
    expect(storedFileExists(ctx, url)).toBe(false);
  });

  it('refuses with 409 to delete a location or a sport that an activity uses, changing nothing', async () => {
    const both = await signedInUser(ctx.app, ['admin_role_locations', 'admin_role_sports']);
    const location = body<Location>(await create({ name: 'W użyciu' })).data;
    const sportResponse = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/sports',
      headers: both.headers,
      payload: { sport: { name: 'Padel' } },
    });
    const sport = body<Sport>(sportResponse).data;
    await ctx.database.db
      .insert(activities)
      .values({ localizationId: location.id, sportId: sport.id, date: '2030-01-01', startAt: '18:00', stopAt: '19:30' });
    const delLocation = await ctx.app.inject({ method: 'DELETE', url: `${base}/${location.id}`, headers });
    expect(delLocation.statusCode).toBe(409);
    expect(body(delLocation).error.message).toBe(msg.locationInUse);
    const delSport = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/sports/${sport.id}`, headers: both.headers });
    expect(delSport.statusCode).toBe(409);
    expect(body(delSport).error.message).toBe(msg.sportInUse);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${location.id}`, headers })).statusCode).toBe(200);
    expect((await auditsOf('Localization', [location.id])).map((r) => r.action)).toEqual(['create']);
  });

  it('needs admin_role_locations to write; others get 403', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_sports']);
    expect((await ctx.app.inject({ method: 'GET', url: base, headers: other.headers })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: base, headers: other.headers, payload: { location: { name: 'X' } } }))
        .statusCode,
    ).toBe(403);
    const picker = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await ctx.app.inject({ method: 'GET', url: base, headers: picker.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/1`, headers: picker.headers })).statusCode).toBe(403);
  });
});
