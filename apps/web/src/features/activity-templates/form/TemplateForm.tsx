import { useEffect, useState } from 'react';
import { Stack } from '@mui/material';
import type { Control, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { activityTemplateInput, msg } from '@sportdesk/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormActions } from '../../../components/FormActions';
import { DateFieldElement, NumberFieldElement, usePageForm, type FormSubmit } from '../../../components/form';
import {
  DaysField,
  Cell,
  FormSection,
  AssignmentsSection,
  DescriptionSection,
  ImagesSection,
  KindSection,
  LevelSection,
  LimitsSection,
  LocationSection,
  OrganizerSection,
  PaymentsSection,
  PriceSection,
  SettingsSection,
  SpotsSection,
  TimesSection,
  VisibilitySection,
  type ActivityFormValues,
  type UserOption,
} from '../../activities/public';
import type { TemplateFormValues } from './defaults';

/** Empty selects and fields hold '' — the contract wants null there. */
const EMPTY_TO_NULL = ['lv', 'event_type', 'name', 'expired_at', 'publish_date'] as const;
const clean = (values: TemplateFormValues) => {
  const out: Record<string, unknown> = { ...values };
  for (const key of EMPTY_TO_NULL) if (out[key] === '') out[key] = null;
  return out as TemplateFormValues;
};

const inner = zodResolver(activityTemplateInput) as unknown as Resolver<TemplateFormValues>;
const resolver: Resolver<TemplateFormValues> = (values, context, options) => inner(clean(values), context, options);

interface Props {
  defaultValues: TemplateFormValues;
  creator?: UserOption | null;
  submitLabel?: string;
  cancelTo: string;
  onSubmit: FormSubmit<TemplateFormValues, TemplateFormValues>;
}

/**
 * The template form (spec §2–§5): the activity form's own sections (the same fields, pickers and rules, from
 * the same schema) plus the week days, valid-until date and the reveal hours of a hidden template.
 */
export function TemplateForm({ defaultValues, creator = null, submitLabel, cancelTo, onSubmit }: Props) {
  const { control, handleSubmit, watch, setValue, submitValues, saving } = usePageForm<TemplateFormValues>({
    resolver,
    defaultValues,
    onSubmit,
  });
  const [pending, setPending] = useState<TemplateFormValues | null>(null);

  // Spec §4, as in the activity form: unchecking confirmed clears event_type; the organiser type resets it; a new location clears the object.
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'confirmed' && !values.confirmed) setValue('event_type', null);
      if (name === 'activity_type') setValue('event_type', null);
      if (name === 'localization_id') setValue('location_object_id', null as unknown as number);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  // The sections are the activity form's; a template has the same field names (without the dated ones).
  const shared = control as unknown as Control<ActivityFormValues>;
  const sectionProps = { control: shared };
  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit((values) => setPending(values))}
        aria-label="Formularz szablonu"
      >
        <SettingsSection {...sectionProps} />
        <FormSection title="Powtarzanie">
          <Cell sm={8}>
            <DaysField control={shared} name={'week_days' as 'days'} required={false} />
          </Cell>
          <Cell sm={4}>
            <DateFieldElement control={control} name="expired_at" label="Ważny do" size="medium" />
          </Cell>
        </FormSection>
        <VisibilitySection
          {...sectionProps}
          revealField={
            <NumberFieldElement
              control={control}
              name="hours_to_make_visible"
              label="Upublicznij (godzin przed startem)"
              min={0}
              fullWidth
            />
          }
        />
        <AssignmentsSection {...sectionProps} mode="edit" />
        <DescriptionSection {...sectionProps} />
        <PaymentsSection {...sectionProps} />
        <ImagesSection {...sectionProps} />
        <SpotsSection {...sectionProps} />
        <LimitsSection {...sectionProps} />
        <PriceSection {...sectionProps} />
        <TimesSection {...sectionProps} />
        <LocationSection {...sectionProps} />
        <OrganizerSection {...sectionProps} creator={creator} />
        <KindSection {...sectionProps} />
        <LevelSection {...sectionProps} />
        <FormActions cancelTo={cancelTo} saving={saving} submitLabel={submitLabel} />
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        text={msg.confirmSave}
        busy={saving}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) submitValues(pending);
          setPending(null);
        }}
      />
    </>
  );
}
