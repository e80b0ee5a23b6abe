import { z } from 'zod';
import { BENEFIT_IMPORT_JOB_CLASS } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';
import { isPrivateKey } from '../../lib/storage';
import { importBenefitFile } from './import';

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
    // A failed import wrote nothing (one transaction) and a bad file fails the same way again: no retries.
    retryLimit: 0,
    schema: benefitImportPayload,
    handler: async (payload, ctx) => ({ ...(await importBenefitFile(deps, payload, ctx.asyncJobId)) }),
  }),
];
