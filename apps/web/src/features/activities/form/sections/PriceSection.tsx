import { useWatch } from 'react-hook-form';
import { MoneyFieldElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

const money = { fullWidth: true } as const;

/** Cena: price, card supplements, rental; discount for Organizator 1.0, caps for Organizator 3.0. */
export function PriceSection<TOut>({ control }: SectionProps<TOut>) {
  const [activityType, eventType] = useWatch({ control, name: ['activity_type', 'event_type'] });
  const organizer = activityType === 'organizer';
  return (
    <FormSection title="Cena">
      <Cell sm={4}>
        <MoneyFieldElement control={control} name="price" label="Cena (zł)" required {...money} />
      </Cell>
      <Cell sm={4}>
        <MoneyFieldElement control={control} name="rental_price" label="Koszt wynajmu (zł)" {...money} />
      </Cell>
      <Cell sm={4}>
        <MoneyFieldElement control={control} name="supplement" label="Dopłata Benefit (zł)" {...money} />
      </Cell>
      <Cell sm={4}>
        <MoneyFieldElement control={control} name="supplement_medicover" label="Dopłata Medicover (zł)" {...money} />
      </Cell>
      <Cell sm={4}>
        <MoneyFieldElement control={control} name="supplement_fitprofit" label="Dopłata FitProfit (zł)" {...money} />
      </Cell>
      {organizer && eventType === 'first_type' && (
        <Cell sm={4}>
          <MoneyFieldElement control={control} name="discount" label="Rabat (zł)" {...money} />
        </Cell>
      )}
      {organizer && eventType === 'third_type' && (
        <>
          <Cell sm={4}>
            <MoneyFieldElement control={control} name="max_price" label="Cena maksymalna (zł)" required {...money} />
          </Cell>
          <Cell sm={4}>
            <MoneyFieldElement control={control} name="max_benefit_price" label="Maks. cena Benefit (zł)" required {...money} />
          </Cell>
          <Cell sm={4}>
            <MoneyFieldElement control={control} name="max_fitprofit_price" label="Maks. cena FitProfit (zł)" {...money} />
          </Cell>
        </>
      )}
    </FormSection>
  );
}
