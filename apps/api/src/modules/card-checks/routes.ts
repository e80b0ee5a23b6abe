import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benefitStatusParams, benefitStatusQuery, fitprofitStatusParams, fitprofitStatusQuery } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { createCardStatusClient, type CardStatusClient } from './client';
import { checkBenefitCard, checkFitprofitCard } from './service';

/**
 * Sport-card checks (docs/spec/part-1.md §7 "Card checks"), used by the dashboard forms and the Benefity tab.
 * `client` replaces the configured providers (tests).
 */
export const cardChecksRoutes: FastifyPluginAsyncZod<{ client?: CardStatusClient }> = async (app, opts) => {
  const { config, db } = app.deps;
  const deps = { db, client: opts.client ?? createCardStatusClient(config.cardChecks), timeoutMs: config.cardChecks.timeoutMs };
  const guard = { preHandler: requireRole('admin_role_users') };
  const tags = ['card_checks'];

  app.get(
    '/admin/benefit_statuses/:benefit_id',
    { ...guard, schema: { tags, params: benefitStatusParams, querystring: benefitStatusQuery } },
    async (request) => {
      const { user_id, ...lines } = request.query;
      const card = { benefit_id: request.params.benefit_id, ...lines };
      return ok(await checkBenefitCard(deps, card, { userId: user_id, actorId: principalOf(request).userId }));
    },
  );

  app.get(
    '/admin/fitprofit_statuses/:fitprofit_id',
    { ...guard, schema: { tags, params: fitprofitStatusParams, querystring: fitprofitStatusQuery } },
    async (request) =>
      ok(
        await checkFitprofitCard(deps, request.params, {
          userId: request.query.user_id,
          actorId: principalOf(request).userId,
        }),
      ),
  );
};
