import dayjs from 'dayjs';
import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { msg, warsawToday } from '@sportdesk/contract';
import { daysForRange, plannedDates, plannedSpan, weekDaysInRange } from '../range';
import { DateFieldElement } from '../../../../components/form';
import { DaysField } from '../fields';
import { Cell, FormSection } from '../FormSection';
import type { FormMode, SectionProps } from '../types';

/**
 * Data: one date when editing; a range and week days when creating (one activity per matching day);
 * for a template 'Powtarzanie': the week days it repeats on and the date it is valid until.
 */
export function DateSection<TOut>({ control, mode }: SectionProps<TOut> & { mode: FormMode }) {
  if (mode === 'template')
    return (
      <FormSection title="Powtarzanie">
        <Cell sm={8}>
          <DaysField control={control} name="week_days" required={false} />
        </Cell>
        <Cell sm={4}>
          <DateFieldElement control={control} name="expired_at" label="Ważny do" size="medium" />
        </Cell>
      </FormSection>
    );
  if (mode === 'edit')
    return (
      <FormSection title="Data">
        <Cell>
          <DateFieldElement control={control} name="date" label="Data" required size="medium" />
        </Cell>
      </FormSection>
    );
  const today = dayjs(warsawToday());
  return (
    <FormSection title="Data">
      <Cell>
        <DateFieldElement control={control} name="date_from" label="Data od" required minDate={today} size="medium" />
      </Cell>
      <Cell>
        <DateFieldElement control={control} name="date_to" label="Data do" required minDate={today} size="medium" />
      </Cell>
      <CreateDays control={control} />
    </FormSection>
  );
}

/**
 * The week days a create's range holds, and how many activities the job will make: one per matching day
 * (`range.ts`, the API's own rule), shown before anything is created.
 */
function CreateDays<TOut>({ control }: SectionProps<TOut>) {
  const [from, to, days] = useWatch({ control, name: ['date_from', 'date_to', 'days'] });
  const { field: daysField } = useController({ control, name: 'days' });
  const { field: toField } = useController({ control, name: 'date_to' });
  // The week days follow the range (`daysForRange`); a start after the end moves the end along.
  const range = useRef({ from, to, days });
  useEffect(() => {
    const before = range.current;
    if (before.from === from && before.to === to) {
      range.current = { from, to, days };
      return;
    }
    let end = to;
    if (from !== before.from && from && end && end < from) {
      end = from;
      toField.onChange(end);
    }
    const next = daysForRange(before, from, end);
    daysField.onChange(next);
    range.current = { from, to: end, days: next };
  }, [from, to, days, daysField, toField]);
  const dates = plannedDates(from, to, days);
  return (
    <Cell sm={12}>
      <DaysField control={control} name="days" available={weekDaysInRange(from, to)}>
        {dates !== null && (
          <Typography
            variant="body2"
            role="status"
            color={dates.length === 0 && (days ?? []).length > 0 ? 'error' : 'text.secondary'}
            sx={{ mt: 0.5 }}
            data-testid="planned-count"
          >
            {dates.length === 0 && (days ?? []).length > 0
              ? msg.noDaysInRange
              : `Liczba zajęć do utworzenia: ${dates.length}${plannedSpan(dates)}`}
          </Typography>
        )}
      </DaysField>
    </Cell>
  );
}
