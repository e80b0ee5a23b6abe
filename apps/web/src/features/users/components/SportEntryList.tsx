import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import type { SelectOption } from '../../../components/form';
import { RemovableRow } from './RemovableRow';

/** A `useFieldArray` entry; `id` is set once the entry is saved. */
interface Entry {
  key: string;
  id?: unknown;
}

interface Props<E extends Entry> {
  entries: readonly E[];
  /** The entries' current (watched) values. */
  values: readonly ({ sport_id?: unknown; _destroy?: unknown } | undefined)[] | undefined;
  sports: readonly SelectOption[] | undefined;
  /** The entry's kind: 'Poziom' names an entry 'Poziom: <sport>'. */
  noun: string;
  /** The name of an entry without a sport, e.g. 'nowy poziom'. */
  unnamed: string;
  /** Shown when there are no entries. */
  empty: string;
  /** Marks a saved entry for removal on 'Zapisz' (or takes the mark back). */
  setDestroy: (index: number, destroy: boolean) => void;
  /** Drops an entry that was never saved. */
  remove: (index: number) => void;
  footer?: (entry: E) => ReactNode;
  /** The entry's fields. */
  children: (index: number) => ReactNode;
}

/** The nested per-sport entries of a user tab (levels, agreements), each named by its sport. */
export function SportEntryList<E extends Entry>({
  entries,
  values,
  sports,
  noun,
  unnamed,
  empty,
  setDestroy,
  remove,
  footer,
  children,
}: Props<E>) {
  return (
    <Stack spacing={1.5}>
      {entries.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      {entries.map((entry, index) => {
        const current = values?.[index];
        const sportName = sports?.find((s) => s.value === current?.sport_id)?.label ?? unnamed;
        return (
          <RemovableRow
            key={entry.key}
            label={`${noun}: ${sportName}`}
            removed={Boolean(current?._destroy)}
            onRemove={() => (entry.id ? setDestroy(index, true) : remove(index))}
            onRestore={() => setDestroy(index, false)}
            footer={footer?.(entry)}
          >
            {children(index)}
          </RemovableRow>
        );
      })}
    </Stack>
  );
}
