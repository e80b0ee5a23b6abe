import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { logoutDevice } from './service';

/** `admin/connected_devices/{id}` (the Aplikacja tab): delete logs the device out. */
export const connectedDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/connected_devices/:id',
    { preHandler: requireRole('admin_role_users'), schema: { tags: ['users'], params: idParam } },
    async (request) => ok(await logoutDevice(app.deps.db, request.params.id, principalOf(request).userId)),
  );
};
