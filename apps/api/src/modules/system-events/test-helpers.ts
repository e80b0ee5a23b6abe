import type { FastifyInstance } from 'fastify';
import type { SystemEvent, SystemEventInput, SystemEventRow, ListReply, SessionUser } from '@sportdesk/contract';
import { body } from '../../test/app';

type Headers = { authorization: string };

/** Thin client over the system events API for the tests of this module. */
export function eventsApi(app: FastifyInstance) {
  const base = '/api/v2/admin/system_events';
  return {
    create: (headers: Headers, input: Partial<SystemEventInput>) =>
      app.inject({ method: 'POST', url: base, headers, payload: { system_event: input } }),
    created: async (headers: Headers, input: Partial<SystemEventInput>) => {
      const response = await app.inject({ method: 'POST', url: base, headers, payload: { system_event: input } });
      if (response.statusCode !== 201) throw new Error(response.body);
      return body<SystemEvent>(response).data;
    },
    list: async (headers: Headers, query = '') =>
      body<ListReply<SystemEventRow>>(await app.inject({ method: 'GET', url: `${base}?${query}`, headers })).data,
    show: (headers: Headers, id: number) => app.inject({ method: 'GET', url: `${base}/${id}`, headers }),
    update: (headers: Headers, id: number, patch: Partial<SystemEventInput>) =>
      app.inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload: { system_event: patch } }),
    comment: (headers: Headers, id: number, comment: unknown) =>
      app.inject({ method: 'POST', url: `${base}/${id}/add_comment`, headers, payload: { event_comment: { comment } } }),
    remove: (headers: Headers, id: number) => app.inject({ method: 'DELETE', url: `${base}/${id}`, headers }),
    counts: async (headers: Headers) =>
      body<SessionUser>(await app.inject({ method: 'GET', url: '/api/v2/users/current', headers })).data.system_event_count,
  };
}
