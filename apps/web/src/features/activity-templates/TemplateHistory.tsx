import { useState } from 'react';
import { PAGE_SIZES } from '@sportdesk/contract';
import { DataTable } from '../../components/data-table';
import { loadErrorMessage } from '../../lib/loadErrorMessage';
import { CHANGE_HISTORY_COLUMNS } from '../audits/public';
import { useTemplateHistory } from './queries';

/** 'Historia zmian' tab: the template's audit rows (type ActivityTemplate), newest first, 10 a page. */
export function TemplateHistory({ templateId }: { templateId: number }) {
  const [paging, setPaging] = useState({ page: 0, limit: 10 });
  const history = useTemplateHistory(templateId, paging.page, paging.limit);
  return (
    <DataTable
      aria-label="Historia zmian"
      columns={CHANGE_HISTORY_COLUMNS}
      rows={history.data?.rows}
      total={history.data?.total ?? 0}
      loading={history.isFetching}
      errorText={history.isError ? loadErrorMessage(history.error) : undefined}
      pagination={{ ...paging, pageSizes: PAGE_SIZES.small, onChange: setPaging }}
    />
  );
}
