import { useEffect, useState } from 'react';
import { Stack } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { msg } from '@sportdesk/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormActions } from '../../../components/FormActions';
import { usePageForm, type FormSubmit } from '../../../components/form';
import type { UserOption } from '../queries';
import { AssignmentsSection } from './sections/AssignmentsSection';
import { DateSection } from './sections/DateSection';
import { DescriptionSection } from './sections/DescriptionSection';
import { ImagesSection } from './sections/ImagesSection';
import { KindSection } from './sections/KindSection';
import { LevelSection } from './sections/LevelSection';
import { LimitsSection } from './sections/LimitsSection';
import { LocationSection } from './sections/LocationSection';
import { OrganizerSection } from './sections/OrganizerSection';
import { PaymentsSection } from './sections/PaymentsSection';
import { PriceSection } from './sections/PriceSection';
import { SettingsSection } from './sections/SettingsSection';
import { SpotsSection } from './sections/SpotsSection';
import { TimesSection } from './sections/TimesSection';
import { VisibilitySection } from './sections/VisibilitySection';
import { plannedDates, plannedSpan, willCreate } from './range';
import type { ActivityFormValues, FormMode } from './types';

/** Empty selects and fields hold '' — the contract wants null there. */
const EMPTY_TO_NULL = ['lv', 'event_type', 'name', 'change_to_public_at', 'expired_at', 'publish_date'] as const;
const clean = (values: ActivityFormValues): ActivityFormValues => {
  const out = { ...values };
  for (const key of EMPTY_TO_NULL) if (out[key] === '') out[key] = null;
  return out;
};

/** The screen's contract schema as the form's resolver: it validates the form's values as the API does. */
function contractResolver<TOut>(schema: z.ZodType<TOut, ActivityFormValues>): Resolver<ActivityFormValues, unknown, TOut> {
  const inner = zodResolver(schema);
  return (values, context, options) => inner(clean(values), context, options);
}

interface Props<TOut> {
  mode: FormMode;
  /** The screen's schema: `activityCreateInput` (create, copy), `activityInput` (edit), `activityTemplateInput`. */
  schema: z.ZodType<TOut, ActivityFormValues>;
  defaultValues: ActivityFormValues;
  /** The creator as a picker option (edit, copy and a stored template). */
  creator?: UserOption | null;
  submitLabel?: string;
  cancelTo: string;
  /** Gets the schema's output: what the screen's request sends. */
  onSubmit: FormSubmit<ActivityFormValues, TOut>;
  /** Ask 'Na pewno zapisać zmiany?' before saving (an activity's edit, docs/spec/part-2.md §5); a create asks nothing. */
  confirmSave?: boolean;
}

/**
 * The activity form of docs/spec/part-2.md §2, one small component per section; an activity template's form is the same
 * (docs/decisions.md "Activity templates built on activities"), with 'Powtarzanie' in place of the dates and
 * the reveal hours in place of the reveal time. The screen's contract schema validates it, as the API does;
 * an edit asks 'Na pewno zapisać zmiany?' (`confirmSave`), a create asks nothing unless its range makes more than one
 * activity, when it says how many first; then it saves once (a double click queues one request); unsaved changes
 * are guarded. Creating, the week days follow the range (`range.ts`).
 */
export function ActivityForm<TOut>({
  mode,
  schema,
  defaultValues,
  creator = null,
  submitLabel,
  cancelTo,
  onSubmit,
  confirmSave = mode === 'edit',
}: Props<TOut>) {
  const { control, handleSubmit, watch, setValue, getValues, setError, submitValues, saving } = usePageForm<
    ActivityFormValues,
    TOut
  >({
    resolver: contractResolver(schema),
    defaultValues,
    onSubmit,
  });
  /** What waits for the confirmation: the values, and the count of activities a create makes. */
  const [pending, setPending] = useState<{ values: TOut; dates: string[] | null } | null>(null);

  // docs/spec/part-2.md §4: unchecking confirmed clears event_type; changing the organiser type resets it; a new
  // location clears the object.
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'confirmed' && !values.confirmed) setValue('event_type', null);
      if (name === 'activity_type') setValue('event_type', null);
      if (name === 'localization_id') setValue('location_object_id', null);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const submit = (values: TOut) => {
    if (mode === 'create') {
      const { date_from, date_to, days } = getValues();
      const dates = plannedDates(date_from, date_to, days);
      if (dates !== null && dates.length === 0) {
        setError('days', { message: msg.noDaysInRange }, { shouldFocus: true });
        return;
      }
      if (dates !== null && dates.length > 1) return setPending({ values, dates });
      return submitValues(values);
    }
    if (confirmSave) return setPending({ values, dates: null });
    submitValues(values);
  };
  const count = pending?.dates?.length ?? 0;

  const sectionProps = { control };
  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit(submit)}
        aria-label={mode === 'template' ? 'Formularz szablonu' : 'Formularz zajęć'}
      >
        <SettingsSection {...sectionProps} />
        {mode === 'template' && <DateSection {...sectionProps} mode={mode} />}
        <VisibilitySection {...sectionProps} mode={mode} />
        <AssignmentsSection {...sectionProps} mode={mode} />
        <DescriptionSection {...sectionProps} />
        <PaymentsSection {...sectionProps} />
        <ImagesSection {...sectionProps} />
        <SpotsSection {...sectionProps} />
        <LimitsSection {...sectionProps} />
        <PriceSection {...sectionProps} />
        <TimesSection {...sectionProps} />
        {mode !== 'template' && <DateSection {...sectionProps} mode={mode} />}
        <LocationSection {...sectionProps} />
        <OrganizerSection {...sectionProps} creator={creator} />
        <KindSection {...sectionProps} />
        <LevelSection {...sectionProps} />
        <FormActions cancelTo={cancelTo} saving={saving} submitLabel={submitLabel} />
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        destructive={false}
        title={pending?.dates ? 'Dodawanie zajęć' : undefined}
        text={pending?.dates ? `${willCreate(count)}${plannedSpan(pending.dates)}. Dodać?` : msg.confirmSave}
        confirmLabel={pending?.dates ? `Dodaj ${count}` : undefined}
        cancelLabel={pending?.dates ? 'Wróć' : undefined}
        busy={saving}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) submitValues(pending.values);
          setPending(null);
        }}
      />
    </>
  );
}
