import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Box, Button, Checkbox, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import dayjs from 'dayjs';
import { formatPln, msg, PAGE_SIZES, type PromoCode } from '@sportdesk/contract';
import { editActionColumn, type DataTableColumn } from '../../components/data-table';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { useNotify } from '../../components/useNotify';
import { BulkEditDialog } from './BulkEditDialog';
import { notifyChannelFailure } from './applyChannelErrors';
import { usePromoChannel, usePromoCodeList } from './queries';
import { promoCodeNewUrl, promoCodeUrl } from './urls';

const FILTER_KEYS = [
  'with_id',
  'with_code',
  'with_name',
  'with_prefix',
  'with_active',
  'with_active_from_greater',
  'with_active_to_less',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 100 },
  { name: 'with_code', label: 'Kod', width: 170 },
  { name: 'with_name', label: 'Nazwa', width: 200 },
  { name: 'with_prefix', label: 'Prefiks', width: 140 },
  {
    name: 'with_active',
    label: 'Aktywny',
    type: 'select',
    width: 140,
    options: [
      { value: 'true', label: 'Tak' },
      { value: 'false', label: 'Nie' },
    ],
  },
  { name: 'with_active_from_greater', label: 'Aktywny od (po)', type: 'date', width: 180 },
  { name: 'with_active_to_less', label: 'Aktywny do (przed)', type: 'date', width: 190 },
];
const ORDERS = ['promo_codes.created_at', 'promo_codes.id', 'promo_codes.prefix'] as const;
const date = (d: string) => dayjs(d).format('DD.MM.YYYY');
export const promoValue = (c: Pick<PromoCode, 'value' | 'value_type'>) =>
  c.value_type === 'perc' ? `${c.value.toLocaleString('pl-PL')}%` : formatPln(c.value);

/** `/promo-codes`: filters, checkbox selection, bulk edit and bulk delete over the live channel. */
export function PromoCodeListPage() {
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.small,
    limit: 25,
    orders: ORDERS,
    order: 'promo_codes.created_at',
  });
  const { order, order_dir, ...rest } = list.query;
  const codes = usePromoCodeList({ ...rest, order_element: order, order_dir: order_dir?.toUpperCase() });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState(false);
  const bulkUpdate = usePromoChannel('bulk_update');
  const destroy = usePromoChannel('destroy');
  const notify = useNotify();
  const rows = useMemo(() => codes.data?.rows ?? [], [codes.data]);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (allOnPage) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });
  const ids = [...selected];
  const afterReply = (reply: { code: number; status: string }) => {
    if (reply.code === 202) notify.warning(reply.status);
    else notify.success(reply.status);
  };

  const columns: DataTableColumn<PromoCode>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          size="small"
          checked={allOnPage}
          onChange={toggleAll}
          slotProps={{ input: { 'aria-label': 'Zaznacz wszystkie na stronie' } }}
        />
      ),
      width: 48,
      cell: (row) => (
        <Checkbox
          size="small"
          checked={selected.has(row.id)}
          onChange={() => toggle(row.id)}
          slotProps={{ input: { 'aria-label': `Zaznacz ${row.code}` } }}
        />
      ),
    },
    { id: 'promo_codes.id', header: 'ID', sortable: true, width: 64, cell: (row) => row.id },
    { id: 'name', header: 'Nazwa', cell: (row) => row.name },
    { id: 'promo_codes.prefix', header: 'Prefiks', sortable: true, cell: (row) => row.prefix },
    {
      id: 'code',
      header: 'Kod',
      cell: (row) => (
        <MuiLink
          component={Link}
          to={promoCodeUrl(row.id)}
          underline="hover"
          sx={{ fontFamily: 'monospace', fontWeight: 600, fontSize: '0.8rem' }}
        >
          {row.code}
        </MuiLink>
      ),
    },
    { id: 'value', header: 'Wartość', align: 'right', cell: promoValue },
    {
      id: 'active',
      header: 'Aktywny',
      cell: (row) => <Chip size="small" color={row.active ? 'success' : 'default'} label={row.active ? 'Tak' : 'Nie'} />,
    },
    {
      id: 'active_from',
      header: 'Od',
      cell: (row) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {date(row.active_from)}
        </Box>
      ),
    },
    {
      id: 'active_to',
      header: 'Do',
      cell: (row) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {date(row.active_to)}
        </Box>
      ),
    },
    editActionColumn(
      (row) => promoCodeUrl(row.id),
      (row) => row.code,
      { id: 'options', header: 'Opcje', width: 48 },
    ),
  ];

  return (
    <>
      <ListScreen
        title="Kody promocyjne"
        addTo={promoCodeNewUrl()}
        firstLabel="Dodaj pierwszy kod promocyjny"
        filterFields={FILTER_FIELDS}
        list={list}
        query={codes}
        columns={columns}
        toolbar={
          selected.size > 0 && (
            <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="region" aria-label="Zaznaczone kody">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flexGrow: 1 }}>Zaznaczono: {selected.size}</Typography>
                <Button onClick={() => setSelected(new Set())}>Odznacz</Button>
                <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                  Edytuj zaznaczone
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={destroy.isPending}
                  onClick={() => {
                    if (!window.confirm(msg.confirmBulkDeletePromo)) return;
                    destroy.mutate(
                      { ids, count: ids.length },
                      {
                        onSuccess: (reply) => {
                          afterReply(reply);
                          setSelected(new Set());
                        },
                        onError: (error) => notifyChannelFailure(notify, error, msg.deleteFailed),
                      },
                    );
                  }}
                >
                  Usuń zaznaczone
                </Button>
              </Stack>
            </Paper>
          )
        }
      />
      <BulkEditDialog
        open={editing}
        count={selected.size}
        busy={bulkUpdate.isPending}
        onClose={() => setEditing(false)}
        onSubmit={(patch) =>
          bulkUpdate.mutate(
            { ids, count: ids.length, promo_code: patch },
            {
              onSuccess: (reply) => {
                afterReply(reply);
                setEditing(false);
              },
              onError: (error) => notifyChannelFailure(notify, error, msg.saveFailed),
            },
          )
        }
      />
    </>
  );
}

export { PromoCodeListPage as Component };
