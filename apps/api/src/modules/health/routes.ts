import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'] } }, async () => {
    await app.deps.db.execute(sql`select 1`);
    return { ok: true };
  });

  /** What the sign-in page needs before anyone is signed in. */
  app.get('/public_config', { schema: { tags: ['health'] } }, async () => ({
    ok: true,
    data: {
      product_label: app.deps.config.productLabel,
      environment: app.deps.config.env,
      oauth_provider: app.deps.config.oauth?.provider ?? null,
    },
  }));
};
