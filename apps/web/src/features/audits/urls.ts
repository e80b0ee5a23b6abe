import type { auditListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type AuditListParams = UrlParams<typeof auditListQuery>;

/** `/audits` ('Historia zmian') with its filters in the query string. */
export const auditListUrl = (state?: AuditListParams) => withQuery('/audits', state);
