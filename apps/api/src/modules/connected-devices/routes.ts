import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { logoutDevice, pairDeviceWithNewToken } from './service';

/** `admin/connected_devices/{id}` (the Aplikacja tab): delete logs the device out. */
export const connectedDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/connected_devices/:id',
    { preHandler: requireRole('admin_role_users'), schema: { tags: ['users'], params: idParam } },
    async (request) => ok(await logoutDevice(app.deps.db, request.params.id, principalOf(request).userId)),
  );

  // Test environment only (NODE_ENV=test, as the E2E server runs): pairs a device, so an E2E test
  // creates the device it logs out instead of using up the demo data. Not part of the product API.
  if (app.deps.config.env === 'test') {
    const pairBody = z.object({
      connected_device: z.object({
        user_id: z.number().int().positive(),
        device_name: z.string().min(1),
        device_info: z.string().optional(),
      }),
    });
    app.post(
      '/admin/connected_devices',
      { preHandler: requireRole('admin_role_users'), schema: { hide: true, body: pairBody } },
      async (request, reply) => {
        const { user_id, device_name, device_info } = request.body.connected_device;
        reply.code(201);
        return ok(
          await pairDeviceWithNewToken(app.deps.db, app.deps.tokens, {
            userId: user_id,
            deviceName: device_name,
            deviceInfo: device_info,
          }),
        );
      },
    );
  }
};
