import { PAYMENT_FLAGS, PAYMENT_FLAG_LABELS } from '@sportdesk/contract';
import { SwitchElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Płatności: accepted payment channels and the deposit. */
export function PaymentsSection<TOut>({ control }: SectionProps<TOut>) {
  return (
    <FormSection title="Płatności">
      {PAYMENT_FLAGS.map((flag) => (
        <Cell key={flag} sm={4}>
          <SwitchElement control={control} name={flag} label={PAYMENT_FLAG_LABELS[flag]} />
        </Cell>
      ))}
      <Cell sm={4}>
        <SwitchElement control={control} name="deposit_disabled" label="Kaucja wyłączona" />
      </Cell>
    </FormSection>
  );
}
