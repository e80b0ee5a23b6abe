import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Collapse, Paper, Stack } from '@mui/material';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectElement, TextFieldElement } from '../form';
import { PLACEHOLDERS, filterSchema } from './filterSchema';
import type { FilterField, FilterValues } from './types';

interface Props<F extends string> {
  fields: readonly FilterField<F>[];
  /** Current filters (from the URL); the form follows them. */
  values: FilterValues<F>;
  onSubmit: (values: Partial<Record<F, string>>) => void;
  onClear: () => void;
  /** More fields in a collapsible 'Zaawansowane filtry' (open when one of them holds a value). */
  advanced?: readonly FilterField<F>[];
}

const ALL = 'Wszystkie';

/** A row of filter fields with 'Filtruj' and 'Wyczyść'; invalid dates and hours block filtering. */
export function FilterBar<F extends string>({
  fields: mainFields,
  values,
  onSubmit,
  onClear,
  advanced = NONE as readonly FilterField<F>[],
}: Props<F>) {
  const fields = useMemo(() => [...mainFields, ...advanced], [mainFields, advanced]);
  const schema = useMemo(() => filterSchema(fields), [fields]);
  const [showAdvanced, setShowAdvanced] = useState(() => advanced.some((f) => Boolean(values[f.name as F])));
  const { control, handleSubmit, reset } = useForm<Record<string, unknown>, unknown, Record<string, string | undefined>>({
    defaultValues: values,
    resolver: zodResolver(schema),
  });
  const empty = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, ''])), [fields]);
  // The form follows the URL when it changes from outside (back button, a link). After 'Filtruj' or
  // 'Wyczyść' the form already shows what the URL will hold: the router commits that navigation in a
  // transition, and resetting then would wipe a choice the user made in between.
  const shown = useRef(filterKey(values));
  useEffect(() => {
    const key = filterKey(values);
    if (key === shown.current) return;
    shown.current = key;
    reset(values);
  }, [values, reset]);

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filtry"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((parsed) => {
          shown.current = filterKey(parsed);
          onSubmit(parsed as Partial<Record<F, string>>);
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
        {field.type === 'picker' && field.picker ? (
          <Controller
            control={control}
            name={field.name}
            render={({ field: control }) => {
              const Picker = field.picker!;
              return (
                <Picker
                  name={field.name}
                  label={field.label}
                  value={typeof control.value === 'string' ? control.value : ''}
                  onChange={control.onChange}
                />
              );
            }}
          />
        ) : field.type === 'select' ? (
          <SelectElement control={control} name={field.name} label={field.label} options={field.options ?? []} emptyLabel={ALL} />
        ) : (
          <TextFieldElement
            control={control}
            name={field.name}
            label={field.label}
            placeholder={PLACEHOLDERS[field.type ?? 'text']}
            slotProps={{ htmlInput: { inputMode: field.type === 'number' ? 'numeric' : undefined } }}
          />
        )}
      </Box>
    );
  }
}

const NONE: readonly FilterField[] = [];
const advancedId = 'filters-advanced';

/** The filters that hold a value, in a stable order: equal keys mean the form shows the same filters. */
function filterKey(values: Readonly<Record<string, unknown>>) {
  return JSON.stringify(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
