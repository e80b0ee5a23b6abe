import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsCurrent } from '../../db/client';
import { pingDatabase } from './queries';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'] } }, async () => {
    await pingDatabase(app.deps.db);
    return { ok: true };
  });

  /**
   * Readiness, for a load balancer or orchestrator (liveness is `/health`): 200 when the database answers,
   * every migration this code ships is applied, and the process is not draining after SIGTERM; 503 otherwise,
   * with which check failed.
   */
  app.get('/health/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const { db, lifecycle } = app.deps;
    let database = true;
    try {
      await pingDatabase(db);
    } catch {
      database = false;
    }
    const migrations = database && (await migrationsCurrent(db));
    const draining = lifecycle.draining;
    const ready = database && migrations && !draining;
    reply.status(ready ? 200 : 503);
    return { ok: ready, data: { database, migrations, draining } };
  });

  /** What the sign-in page needs before anyone is signed in. */
  app.get('/public_config', { schema: { tags: ['health'] } }, async () => ({
    ok: true,
    data: {
      product_label: app.deps.config.productLabel,
      environment: app.deps.config.env,
      oauth_provider: app.deps.config.oauth?.provider ?? null,
      // The portal links its 'check your e-mail' page to the local mailbox simulator only when it is on.
      dev_mailbox: app.deps.config.devMailbox,
    },
  }));
};
