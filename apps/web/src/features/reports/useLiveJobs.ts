import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/useLive';
import { asyncJobKeys } from './queries';

interface JobChange {
  id: number;
  job_status?: string;
  rows_done?: number;
}

/**
 * Live job changes (`async_jobs` channel): a status change refreshes the list; rows written by a running
 * report are kept here so its progress moves without a reload or a refetch per batch.
 */
export function useLiveJobs() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReadonlyMap<number, number>>(new Map());
  useLiveEvent<JobChange>('async_jobs', 'changed', (change) => {
    if (typeof change.rows_done === 'number') {
      setProgress((previous) => new Map(previous).set(change.id, change.rows_done!));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: asyncJobKeys.lists() });
  });
  return progress;
}
