import type { ListReply, Page } from '@sportdesk/contract';
import { EntityPicker } from '../../components/EntityPicker';
import { api } from '../../lib/api';
import { pageKeys } from './queries';

/** How many pages the picker shows for one text, by name; typing narrows them on the server. */
const PAGE_PICKER_LIMIT = 20;

/** The pages whose name matches `text` (`admin/pages?with_name=`), by name. */
export const fetchPageOptions = (text: string) =>
  api
    .get<ListReply<Page>>('/admin/pages', { query: { with_name: text || undefined, order: 'name', limit: PAGE_PICKER_LIMIT } })
    .then((reply) => reply.rows);

export const pageLabel = (page: Pick<Page, 'name' | 'url'>) => `${page.name} (/s/${page.url})`;

interface Props {
  value: Page | null;
  onChange: (value: Page | null) => void;
  label?: string;
  name?: string;
  error?: boolean;
  helperText?: string;
}

/** A page picker searched on the server as the user types (spec: pickers use the pages list and show). */
export function PagePicker({ label = 'Strona opisu', ...props }: Props) {
  return (
    <EntityPicker<Page>
      {...props}
      label={label}
      queryKey={[...pageKeys.all, 'picker']}
      fetchOptions={fetchPageOptions}
      getOptionLabel={pageLabel}
    />
  );
}
