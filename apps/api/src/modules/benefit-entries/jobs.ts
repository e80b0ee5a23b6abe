import { z } from 'zod';
import { BENEFIT_IMPORT_JOB_CLASS } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';
import { isPrivateKey } from '../../lib/storage';
import { IMPORT_PROGRESS_KEY, importBenefitFile } from './import';
import { AppError } from '../../lib/errors';

export const BENEFIT_JOBS = { import: 'benefit-entries.import' } as const;

export const benefitImportPayload = z.object({
  file_key: z.string().refine(isPrivateKey),
  file_name: z.string().max(255),
});

export const benefitEntryJobs = (deps: AppDeps) => [
  defineJob({
    name: BENEFIT_JOBS.import,
    jobClass: BENEFIT_IMPORT_JOB_CLASS,
    title: 'Import wejść Benefit',
    // A worker that died mid-way is retried and goes on from the last committed slice (import.ts); a bad file
    // (an AppError: header, date, encoding, CSV) wrote nothing and fails the same way again: not retried.
    retryLimit: 2,
    retryDelaySeconds: 2,
    finalError: (error) => error instanceof AppError,
    schema: benefitImportPayload,
    // The checkpoint goes (null) in the update that marks the job done: a job is never done with a checkpoint left.
    handler: async (payload, ctx) => ({
      ...(await importBenefitFile(deps, payload, ctx.asyncJobId)),
      [IMPORT_PROGRESS_KEY]: null,
    }),
  }),
];
