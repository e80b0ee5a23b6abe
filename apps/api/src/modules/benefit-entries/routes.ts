import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benefitEntryBody, benefitEntryListQuery, benefitEntryUpdateBody, idParam, settlementQuery } from '@sportdesk/contract';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { findBenefitEntry, findImportJob, listBenefitEntries } from './queries';
import { createBenefitEntry, updateBenefitEntry } from './service';
import { queueBenefitImport, receiveImportUpload } from './import-upload';
import { monthSettlement, settlementCsv } from './settlement';

/**
 * `admin/benefit_entries` (docs/spec/part-2.md §7): index, show, create, update; and the provider-file upload,
 * which stores the file privately and queues `Reports::ImportBenefitReportService`.
 */
export const benefitEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_benefit_entries') };
  const tags = ['benefit_entries'];
  const importGuard = { preHandler: requireAnyRole(['admin_role_benefit_entries', 'admin_role_reports']) };

  app.get('/admin/benefit_entries', { ...guard, schema: { tags, querystring: benefitEntryListQuery } }, async (request) =>
    ok(await listBenefitEntries(app.deps.db, request.query)),
  );

  /** The month's card settlement (docs/decisions.md "Card settlement"); `month` is `YYYY-MM`. */
  app.get('/admin/benefit_entries/settlement', { ...guard, schema: { tags, querystring: settlementQuery } }, async (request) =>
    ok(await monthSettlement(app.deps.db, request.query.month)),
  );

  /** The same settlement as an Excel-ready CSV (UTF-8 BOM, `;`, decimal comma), every discrepancy listed. */
  app.get(
    '/admin/benefit_entries/settlement/csv',
    { ...guard, schema: { tags, querystring: settlementQuery } },
    async (request, reply) => {
      const file = settlementCsv(await monthSettlement(app.deps.db, request.query.month, null));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get('/admin/benefit_entries/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findBenefitEntry(app.deps.db, request.params.id);
    if (!row) throw notFound();
    return ok(row);
  });

  app.post('/admin/benefit_entries', { ...guard, schema: { tags, body: benefitEntryBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createBenefitEntry(app.deps.db, principalOf(request).userId, request.body.benefit_entry));
  });

  app.patch(
    '/admin/benefit_entries/:id',
    { ...guard, schema: { tags, params: idParam, body: benefitEntryUpdateBody } },
    async (request) =>
      ok(await updateBenefitEntry(app.deps.db, principalOf(request).userId, request.params.id, request.body.benefit_entry)),
  );

  /** multipart, one file in the field `csv_file` (at most `BENEFIT_IMPORT_MAX_MB`); replies 202 with the queued job. */
  app.post('/admin/benefit_entries/import', { ...importGuard, schema: { tags } }, async (request, reply) => {
    const upload = await receiveImportUpload(app.deps, request);
    const queued = await queueBenefitImport(app.deps, upload, principalOf(request).userId);
    reply.status(202);
    return ok(queued);
  });

  /** An import job's state and result, for the import form (the reports screen needs admin_role_reports). */
  app.get('/admin/benefit_entries/import/:id', { ...importGuard, schema: { tags, params: idParam } }, async (request) => {
    const job = await findImportJob(app.deps.db, request.params.id);
    if (!job) throw notFound();
    return ok(job);
  });
};
