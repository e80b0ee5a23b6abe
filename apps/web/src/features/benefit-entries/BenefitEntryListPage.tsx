import { useState } from 'react';
import { Button, Card, CardContent, Collapse } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link } from 'react-router';
import { BENEFIT_ENTRY_ORDERS, BENEFIT_REPORT_TYPE_LABELS, BENEFIT_REPORT_TYPES, PAGE_SIZES } from '@sportdesk/contract';
import type { FilterField } from '../../components/filter-bar';
import { ListScreen } from '../../components/ListScreen';
import { useListState } from '../../components/useListState';
import { BenefitImportForm } from './BenefitImportForm';
import { benefitEntryColumns } from './columns';
import { useBenefitEntryList } from './queries';
import { benefitEntryNewUrl, settlementUrl } from './urls';

const YES_NO = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];
const FILTER_KEYS = [
  'with_id',
  'with_uuid',
  'with_activity_id',
  'with_user_id',
  'with_organizer_id',
  'with_report_type',
  'with_confirmed',
  'with_rejected',
  'with_assigned',
  'with_date_played_greater',
  'with_date_played_less',
  'with_player_card_no',
  'with_facility',
] as const;
const FILTER_FIELDS: readonly FilterField<(typeof FILTER_KEYS)[number]>[] = [
  { name: 'with_id', label: 'ID', type: 'number', width: 110 },
  { name: 'with_uuid', label: 'UUID', width: 200 },
  { name: 'with_date_played_greater', label: 'Data wejścia od', type: 'date', width: 160 },
  { name: 'with_date_played_less', label: 'Data wejścia do', type: 'date', width: 160 },
  { name: 'with_player_card_no', label: 'Nr karty', width: 160 },
  { name: 'with_facility', label: 'Obiekt (ID lub nazwa)', width: 200 },
  { name: 'with_activity_id', label: 'ID zajęć', type: 'number', width: 120 },
  { name: 'with_user_id', label: 'ID gracza', type: 'number', width: 120 },
  { name: 'with_organizer_id', label: 'ID organizatora', type: 'number', width: 150 },
  {
    name: 'with_report_type',
    label: 'Typ',
    type: 'select',
    width: 140,
    options: BENEFIT_REPORT_TYPES.map((t) => ({ value: t, label: BENEFIT_REPORT_TYPE_LABELS[t] })),
  },
  { name: 'with_confirmed', label: 'Zatwierdzony', type: 'select', options: YES_NO, width: 160 },
  { name: 'with_rejected', label: 'Odrzucony', type: 'select', options: YES_NO, width: 140 },
  {
    name: 'with_assigned',
    label: 'Przypisanie',
    type: 'select',
    width: 170,
    options: [
      { value: 'true', label: 'Przypisane' },
      { value: 'false', label: 'Nieprzypisane' },
    ],
  },
];
const COLUMNS = benefitEntryColumns();

/** `/benefit_entries`: terminal, paper and system entries, 25 a page, every filter in the URL, plus the importer. */
export function BenefitEntryListPage() {
  const [importOpen, setImportOpen] = useState(false);
  const list = useListState({
    filterKeys: FILTER_KEYS,
    pageSizes: PAGE_SIZES.generic,
    limit: 25,
    orders: BENEFIT_ENTRY_ORDERS,
    order: 'created_at',
    orderDir: 'desc',
  });
  const entries = useBenefitEntryList(list.query);
  return (
    <ListScreen
      title="Wejścia Benefit"
      addTo={benefitEntryNewUrl()}
      firstLabel="Dodaj pierwsze wejście Benefit"
      actions={
        <>
          <Button component={Link} to={settlementUrl()} variant="outlined" startIcon={<ReceiptLongOutlinedIcon />}>
            Rozliczenie kart
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            aria-expanded={importOpen}
            onClick={() => setImportOpen((open) => !open)}
          >
            Import pliku
          </Button>
        </>
      }
      filterFields={FILTER_FIELDS}
      list={list}
      query={entries}
      columns={COLUMNS}
      toolbar={
        <Collapse in={importOpen} unmountOnExit>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <BenefitImportForm />
            </CardContent>
          </Card>
        </Collapse>
      }
    />
  );
}

export { BenefitEntryListPage as Component };
