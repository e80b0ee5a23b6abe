import { MenuItem, TextField } from '@mui/material';
import type { DataTableSort, SortDirection } from './types';

interface Props<O extends string> {
  sort: DataTableSort;
  /** Every order the list's API accepts, each offered ascending and descending. */
  orders: readonly O[];
  labels: Record<O, string>;
  /** The order shown while the URL has none. */
  defaultOrder: O;
}

/** 'Sortuj': a select over every order of a list, for orders whose columns have no sortable header. */
export function SortSelect<O extends string>({ sort, orders, labels, defaultOrder }: Props<O>) {
  const value = `${sort.order ?? defaultOrder}:${sort.dir}`;
  return (
    <TextField
      select
      label="Sortuj"
      value={value}
      onChange={(event) => {
        const [order, dir] = event.target.value.split(':') as [string, SortDirection];
        sort.onChange(order, dir);
      }}
      sx={{ width: 240 }}
      fullWidth={false}
    >
      {orders.flatMap((order) =>
        (['asc', 'desc'] as const).map((dir) => (
          <MenuItem key={`${order}:${dir}`} value={`${order}:${dir}`}>
            {labels[order]} {dir === 'asc' ? '↑' : '↓'}
          </MenuItem>
        )),
      )}
    </TextField>
  );
}
