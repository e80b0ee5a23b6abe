import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Collapse, Paper, Stack } from '@mui/material';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { plDate } from '@sportdesk/contract';
import { loadOnce } from '../../lib/loadOnce';
import { useDeferredForm } from '../form/useDeferredForm';
import { FilterFieldInput } from './FilterFieldInput';
import type { FilterField, FilterValues } from './types';

/** zod and the filter schemas: a chunk of its own, fetched once the row shows (components/form/useDeferredForm.ts). */
const loadFilterSchemas = loadOnce(() => import('./filterSchema'));

interface Props<F extends string> {
  fields: readonly FilterField<F>[];
  /** Current filters (from the URL); the form follows them. */
  values: FilterValues<F>;
  onSubmit: (values: Partial<Record<F, string>>) => void;
  onClear: () => void;
  /** More fields in a collapsible 'Zaawansowane filtry' (open when one of them holds a value). */
  advanced?: readonly FilterField<F>[];
}

/** A row of filter fields with 'Filtruj' and 'Wyczyść'; invalid dates and hours block filtering. */
export function FilterBar<F extends string>({
  fields: mainFields,
  values,
  onSubmit,
  onClear,
  advanced = NONE as readonly FilterField<F>[],
}: Props<F>) {
  const fields = useMemo(() => [...mainFields, ...advanced], [mainFields, advanced]);
  const [showAdvanced, setShowAdvanced] = useState(() => advanced.some((f) => Boolean(values[f.name as F])));
  const {
    field: input,
    setValue,
    handleSubmit,
    reset,
  } = useDeferredForm<FilterValues<F>, Partial<Record<F, string>>>({
    schema: () => loadFilterSchemas().then((m) => m.filterSchema(fields)),
    defaultValues: shownValues(fields, values),
  });
  const empty = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, ''])) as FilterValues<F>, [fields]);
  // The form follows the URL when it changes from outside (back button, a link). After 'Filtruj' or
  // 'Wyczyść' the form already shows what the URL will hold: the router commits that navigation in a
  // transition, and resetting then would wipe a choice the user made in between.
  const shown = useRef(filterKey(values));
  useEffect(() => {
    const key = filterKey(values);
    if (key === shown.current) return;
    shown.current = key;
    reset(shownValues(fields, values));
  }, [values, reset, fields]);

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filtry"
      noValidate
      onSubmit={(event) =>
        handleSubmit((parsed) => {
          shown.current = filterKey(parsed);
          onSubmit(parsed);
        })(event)
      }
      sx={{ p: 2, mb: 2 }}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {mainFields.map(renderField)}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" startIcon={<FilterAltOutlinedIcon />}>
            Filtruj
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              shown.current = filterKey({});
              reset(empty);
              onClear();
            }}
          >
            Wyczyść
          </Button>
          {advanced.length > 0 && (
            <Button
              onClick={() => setShowAdvanced((open) => !open)}
              aria-expanded={showAdvanced}
              aria-controls={advancedId}
              endIcon={showAdvanced ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            >
              Zaawansowane filtry
            </Button>
          )}
        </Stack>
      </Stack>
      {advanced.length > 0 && (
        <Collapse in={showAdvanced} id={advancedId}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', pt: 2 }}>
            {advanced.map(renderField)}
          </Stack>
        </Collapse>
      )}
    </Paper>
  );

  function renderField(field: FilterField<F>) {
    return (
      <Box key={field.name} sx={{ width: { xs: '100%', sm: field.width ?? 200 } }}>
        <FilterFieldInput field={field} input={input(field.name)} onPick={(value) => setValue(field.name, value)} />
      </Box>
    );
  }
}

const NONE: readonly FilterField[] = [];

/** The address keeps dates as `YYYY-MM-DD`; the fields show them as a person reads them, `dd.mm.rrrr`. */
function shownValues<F extends string>(fields: readonly FilterField<F>[], values: FilterValues<F>): FilterValues<F> {
  const shown = { ...values };
  for (const field of fields) if (field.type === 'date' && shown[field.name]) shown[field.name] = plDate(shown[field.name]);
  return shown;
}
const advancedId = 'filters-advanced';

/** The filters that hold a value, in a stable order: equal keys mean the form shows the same filters. */
function filterKey(values: Readonly<Record<string, unknown>>) {
  return JSON.stringify(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)])
      // Field names are ASCII: a plain comparison, not `localeCompare` (ICU's collator, loaded on first use).
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
