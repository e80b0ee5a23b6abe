import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, ListReply } from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { AuditListParams } from './urls';

export const auditKeys = {
  all: ['audits'] as const,
  list: (filters: AuditListParams) => [...auditKeys.all, 'list', filters] as const,
};

export function useAuditList(filters: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<AuditEntry>>('/admin/audits', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
