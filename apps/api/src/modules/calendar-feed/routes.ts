import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_FEED_PAST_DAYS, idParam, warsawToday, type CalendarFeedReply } from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { principalOf, requireUser } from '../../lib/session';
import { feedCalendar, lastChange } from './ics';
import { FEED_TOKEN, feedEntries, feedOf, feedOwner, feedTokenOf, resetFeedToken } from './queries';

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** `users/current/calendar_feed`: the player's own feed address (made on the first ask) and its reset. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const player = { preValidation: requireUser };
  const tags = ['player-bookings'];
  const addresses = (token: string): CalendarFeedReply => {
    const url = `${app.deps.config.publicUrl}/ical/${token}.ics`;
    return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
  };
  app.get('/users/current/calendar_feed', { ...player, schema: { tags } }, async (request) =>
    ok(addresses(await feedTokenOf(app.deps.db, principalOf(request).userId))),
  );
  app.post('/users/current/calendar_feed/reset', { ...player, schema: { tags } }, async (request) =>
    ok(addresses(await resetFeedToken(app.deps.db, principalOf(request).userId))),
  );
  // One place as a file to open in a calendar ('Pobierz .ics' on "Moje zapisy"); someone else's is a 404.
  app.get(
    '/users/current/participations/:id/calendar',
    { ...player, schema: { tags, params: idParam } },
    async (request, reply) => {
      const ownerId = principalOf(request).userId;
      const entries = await feedEntries(app.deps.db, ownerId, '', request.params.id);
      if (entries.length === 0) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="zajecia-${entries[0].activityId}.ics"`)
        .send(feedCalendar(entries, ownerId, new URL(app.deps.config.publicUrl).hostname));
    },
  );
};

const fileOf = (request: FastifyRequest) => (request.params as { file?: string }).file ?? '';

/**
 * `GET /ical/{token}.ics`: the feed calendar apps poll. A wrong or reset token is a bare 404 (nothing said about
 * why); an unchanged feed answers 304 to its ETag or Last-Modified; each token and address may ask 60 times a
 * minute.
 */
export const calendarFeedFileRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/ical/:file',
    {
      schema: { hide: true },
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `${fileOf(request)}|${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const file = fileOf(request);
      const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const ownerId = FEED_TOKEN.test(token) ? await feedOwner(app.deps.db, token) : undefined;
      if (!ownerId) return reply.status(404).type('text/plain; charset=utf-8').send('Nie znaleziono');
      const now = new Date();
      const entries = await feedOf(app.deps.db, ownerId, daysBefore(warsawToday(now), CALENDAR_FEED_PAST_DAYS), now);
      const body = feedCalendar(entries, ownerId, new URL(app.deps.config.publicUrl).hostname);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const changed = lastChange(entries);
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('X-Robots-Tag', 'noindex');
      if (changed > 0) reply.header('Last-Modified', new Date(changed).toUTCString());
      const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
      const sameTag = request.headers['if-none-match'] === etag;
      const notModifiedSince = !request.headers['if-none-match'] && changed > 0 && since >= Math.floor(changed / 1000) * 1000;
      if (sameTag || notModifiedSince) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};
