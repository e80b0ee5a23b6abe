import type { FastifyRequest } from 'fastify';
import { ErrorCode, benefitMsg, isStorableText, type BenefitImportQueued } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { newPrivateFileKey } from '../../lib/storage';
import { BENEFIT_JOBS } from './jobs';
import { findImportJob } from './queries';

/** The provider file's field: `csv_file` (the import form) or Rails-style `async_job[params][csv_file]` (the job list). */
const FILE_FIELDS = new Set(['csv_file', 'async_job[params][csv_file]']);

const uploadError = (code: ErrorCode, message: string) => new AppError(code, message, { csv_file: message });

export interface ImportUpload {
  key: string;
  fileName: string;
  /** The request's text fields (the job list's `job_class`). */
  fields: Record<string, string>;
}

/**
 * Reads a multipart request whole: its text fields, and one CSV file streamed to private storage (at most
 * `BENEFIT_IMPORT_MAX_MB`, not empty). Any other file, a second file or none is refused with `fields.csv_file`
 * and nothing is kept.
 */
export async function receiveImportUpload(deps: AppDeps, request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
  const { storage } = deps;
  const maxBytes = deps.config.benefitImportMaxBytes;
  const key = newPrivateFileKey('imports');
  const fields: Record<string, string> = {};
  let fileName: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.slice(0, 200);
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
      }
      fileName = (part.filename || 'import.csv').slice(0, 255);
      if (!isStorableText(fileName)) fileName = 'import.csv';
      const { size } = await storage.putStream(key, part.file, 'text/csv');
      if (part.file.truncated) throw uploadError(ErrorCode.PAYLOAD_TOO_LARGE, benefitMsg.importFileTooLarge(maxBytes));
      if (size === 0) throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileEmpty);
    }
    if (!fileName) throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
  } catch (error) {
    await storage.delete(key);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw uploadError(ErrorCode.PAYLOAD_TOO_LARGE, benefitMsg.importFileTooLarge(maxBytes));
    if (
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    )
      throw uploadError(ErrorCode.VALIDATION, benefitMsg.importFileMissing);
    throw error;
  }
  return { key, fileName, fields };
}

/** Queues `Reports::ImportBenefitReportService` for a received file; the file is removed when queueing fails. */
export async function queueBenefitImport(deps: AppDeps, upload: ImportUpload, userId: number): Promise<BenefitImportQueued> {
  let jobId: number;
  try {
    jobId = await deps.jobs.enqueue(
      BENEFIT_JOBS.import,
      { file_key: upload.key, file_name: upload.fileName },
      { userId, params: { file_name: upload.fileName } },
    );
  } catch (error) {
    await deps.storage.delete(upload.key);
    throw error;
  }
  const job = (await findImportJob(deps.db, jobId))!;
  return {
    id: job.id,
    job_name: job.job_name,
    job_class: job.job_class,
    job_status: job.job_status,
    params: job.params,
    created_at: job.created_at,
  };
}

/** Drops a received file the request turned out not to want (a wrong `job_class`). */
export const discardImportUpload = (deps: AppDeps, upload: ImportUpload) => deps.storage.delete(upload.key);
