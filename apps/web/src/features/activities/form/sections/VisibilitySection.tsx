import { useWatch } from 'react-hook-form';
import {
  DateTimeFieldElement,
  MoneyFieldElement,
  NumberFieldElement,
  SwitchElement,
  TextFieldElement,
} from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { FormMode, SectionProps } from '../types';

/** The amounts applied when a hidden activity is revealed, in form order. */
const ON_PUBLISH_AMOUNTS = [
  { name: 'price_on_publish', label: 'Cena po upublicznieniu' },
  { name: 'supplement_on_publish', label: 'Dopłata Benefit po upublicznieniu' },
  { name: 'supplement_medicover_on_publish', label: 'Dopłata Medicover po upublicznieniu' },
  { name: 'supplement_fitprofit_on_publish', label: 'Dopłata FitProfit po upublicznieniu' },
] as const;

/**
 * Widoczność zajęć: hidden, and for a hidden activity the reveal time and the values applied on reveal.
 * A template has no reveal time: it reveals each generated activity a number of hours before its start.
 */
export function VisibilitySection<TOut>({ control, mode }: SectionProps<TOut> & { mode: FormMode }) {
  const hidden = useWatch({ control, name: 'hidden' });
  return (
    <FormSection title="Widoczność zajęć">
      <Cell sm={12}>
        <SwitchElement control={control} name="hidden" label="Ukryte" />
      </Cell>
      {hidden && (
        <>
          <Cell>
            {mode === 'template' ? (
              <NumberFieldElement
                control={control}
                name="hours_to_make_visible"
                label="Upublicznij (godzin przed startem)"
                min={0}
                fullWidth
              />
            ) : (
              <DateTimeFieldElement control={control} name="change_to_public_at" label="Upublicznij o" />
            )}
          </Cell>
          <Cell>
            <TextFieldElement control={control} name="hidden_url" label="Ukryty adres URL" fullWidth />
          </Cell>
          {ON_PUBLISH_AMOUNTS.map(({ name, label }) => (
            <Cell key={name} sm={3}>
              <MoneyFieldElement control={control} name={name} label={label} fullWidth />
            </Cell>
          ))}
          <Cell sm={12}>
            <SwitchElement control={control} name="deposit_disabled_on_publish" label="Wyłącz kaucję po upublicznieniu" />
          </Cell>
        </>
      )}
    </FormSection>
  );
}
