import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  benefitEntryBody,
  benefitEntryListQuery,
  benefitEntryUpdateBody,
  benefitMsg,
  idParam,
  isStorableText,
  type BenefitImportQueued,
} from '@sportdesk/contract';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { AppError, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { newPrivateFileKey } from '../../lib/storage';
import { findBenefitEntry, findImportJob, listBenefitEntries } from './queries';
import { createBenefitEntry, updateBenefitEntry } from './service';
import { BENEFIT_JOBS } from './jobs';

const uploadError = (code: ErrorCode, message: string) => new AppError(code, message, { csv_file: message });

/**
 * `admin/benefit_entries` (spec part 2 §7): index, show, create, update; and the provider-file upload,
 * which stores the file privately and queues `Reports::ImportBenefitReportService`.
 */
export const benefitEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_benefit_entries') };
  const tags = ['benefit_entries'];
  const importGuard = { preHandler: requireAnyRole(['admin_role_benefit_entries', 'admin_role_reports']) };

  app.get('/admin/benefit_entries', { ...guard, schema: { tags, querystring: benefitEntryListQuery } }, async (request) =>
    ok(await listBenefitEntries(app.deps.db, request.query)),
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
    if (!request.isMultipart()) throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
    const storage = app.deps.storage;
    const key = newPrivateFileKey('imports');
    const maxBytes = app.deps.config.benefitImportMaxBytes;
    let fileName: string;
    try {
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part || part.fieldname !== 'csv_file') {
        part?.file.resume();
        throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
      }
      fileName = (part.filename || 'import.csv').slice(0, 255);
      if (!isStorableText(fileName)) fileName = 'import.csv';
      const { size } = await storage.putStream(key, part.file, 'text/csv');
      if (part.file.truncated) throw uploadError(ErrorCode.PAYLOAD_TOO_LARGE, benefitMsg.importFileTooLarge(maxBytes));
      if (size === 0) throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileEmpty);
    } catch (error) {
      await storage.delete(key);
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw uploadError(ErrorCode.PAYLOAD_TOO_LARGE, benefitMsg.importFileTooLarge(maxBytes));
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
        throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
      throw error;
    }
    let jobId: number;
    try {
      jobId = await app.deps.jobs.enqueue(
        BENEFIT_JOBS.import,
        { file_key: key, file_name: fileName },
        { userId: principalOf(request).userId, params: { file_name: fileName } },
      );
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    const job = (await findImportJob(app.deps.db, jobId))!;
    const queued: BenefitImportQueued = {
      id: job.id,
      job_name: job.job_name,
      job_class: job.job_class,
      job_status: job.job_status,
      params: job.params,
      created_at: job.created_at,
    };
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
