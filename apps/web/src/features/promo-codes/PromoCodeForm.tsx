import { useState, type ReactNode } from 'react';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useWatch } from 'react-hook-form';
import {
  PROMO_CODE_TYPES,
  PROMO_CODE_TYPE_LABELS,
  PROMO_VALUE_TYPES,
  PROMO_VALUE_TYPE_LABELS,
  promoCodeInput,
  type PromoCode,
  type PromoCodeInput,
  type PromoCodeValues,
} from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import {
  DateFieldElement,
  MoneyFieldElement,
  NumberFieldElement,
  SelectElement,
  SwitchElement,
  TextFieldElement,
  usePageForm,
  type FormSubmit,
} from '../../components/form';
import { RefsPicker, type Ref } from './RefsPicker';
import { promoCodeListUrl } from './urls';

export interface Restrictions {
  users: Ref[];
  sports: Ref[];
  locations: Ref[];
  activities: Ref[];
}

interface Props {
  /** Editing an existing code: no `count`. */
  code?: PromoCode;
  onSubmit: FormSubmit<PromoCodeInput, PromoCodeValues>;
  extraActions?: ReactNode;
}

const today = () => dayjs().format('YYYY-MM-DD');
const initialRefs = (code?: PromoCode): Restrictions => ({
  users: code?.users ?? [],
  sports: code?.sports ?? [],
  locations: code?.locations ?? [],
  activities: code?.activities ?? [],
});
const refsKey = (refs: Restrictions) =>
  [refs.users, refs.sports, refs.locations, refs.activities].map((list) => list.map((r) => r.id).join(',')).join('|');
const VALUE_TYPES = PROMO_VALUE_TYPES.map((v) => ({ value: v, label: PROMO_VALUE_TYPE_LABELS[v] }));
const CODE_TYPES = PROMO_CODE_TYPES.map((v) => ({ value: v, label: PROMO_CODE_TYPE_LABELS[v] }));

/** Name, prefix, validity (from today on), value and type, usage limits, flags and restrictions. */
export function PromoCodeForm({ code, onSubmit, extraActions }: Props) {
  const [refs, setRefs] = useState<Restrictions>(() => initialRefs(code));
  const [savedRefs, setSavedRefs] = useState(refs);
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<PromoCodeInput, PromoCodeValues>({
    schema: promoCodeInput,
    dirty: refsKey(refs) !== refsKey(savedRefs),
    onSubmit: async (values, setError) => {
      const outcome = await onSubmit(
        {
          ...values,
          user_ids: refs.users.map((r) => r.id),
          sport_ids: refs.sports.map((r) => r.id),
          localization_ids: refs.locations.map((r) => r.id),
          activity_ids: refs.activities.map((r) => r.id),
        },
        setError,
      );
      if (outcome) setSavedRefs(refs);
      return outcome;
    },
    defaultValues: code
      ? {
          name: code.name,
          description: code.description ?? '',
          prefix: code.prefix,
          active_from: code.active_from,
          active_to: code.active_to,
          value: code.value,
          value_type: code.value_type,
          code_type: code.code_type,
          active: code.active,
          only_for_new_players: code.only_for_new_players,
          unlimited: code.unlimited,
          limit_of_usage: code.limit_of_usage,
          unlimited_usage_by_user: code.unlimited_usage_by_user,
          count: 1,
        }
      : {
          name: '',
          description: '',
          prefix: '',
          active_from: today(),
          active_to: today(),
          value: null,
          value_type: 'pln',
          code_type: 'all_activities',
          active: true,
          only_for_new_players: false,
          unlimited: false,
          limit_of_usage: 1,
          unlimited_usage_by_user: false,
          count: 1,
        },
  });
  const valueType = useWatch({ control, name: 'value_type' });
  const minDate = dayjs().startOf('day');

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate spacing={2.5} aria-label="Kod promocyjny" onSubmit={submit}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldElement control={control} name="name" label="Nazwa" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <TextFieldElement control={control} name="prefix" label="Prefiks" required fullWidth disabled={Boolean(code)} />
            </Grid>
            {!code && (
              <Grid size={{ xs: 12, md: 3 }}>
                <NumberFieldElement control={control} name="count" label="Liczba kodów" min={1} fullWidth />
              </Grid>
            )}
            <Grid size={12}>
              <TextFieldElement control={control} name="description" label="Opis" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <DateFieldElement control={control} name="active_from" label="Aktywny od" required minDate={minDate} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <DateFieldElement control={control} name="active_to" label="Aktywny do" required minDate={minDate} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {valueType === 'pln' ? (
                <MoneyFieldElement control={control} name="value" label="Wartość" required fullWidth />
              ) : (
                <NumberFieldElement control={control} name="value" label="Wartość (%)" required min={0} step="any" fullWidth />
              )}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <SelectElement control={control} name="value_type" label="Jednostka" options={VALUE_TYPES} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectElement control={control} name="code_type" label="Rodzaj zajęć" options={CODE_TYPES} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <NumberFieldElement control={control} name="limit_of_usage" label="Limit użyć" min={1} fullWidth />
            </Grid>
          </Grid>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
            <SwitchElement control={control} name="active" label="Aktywny" />
            <SwitchElement control={control} name="unlimited" label="Bez limitu użyć" />
            <SwitchElement control={control} name="unlimited_usage_by_user" label="Wielokrotne użycie przez gracza" />
            <SwitchElement control={control} name="only_for_new_players" label="Tylko dla nowych graczy" />
          </Stack>
          <Typography variant="subtitle1" component="h2">
            Ograniczenia (puste = bez ograniczeń)
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <RefsPicker
                source="users"
                label="Użytkownicy"
                value={refs.users}
                onChange={(users) => setRefs({ ...refs, users })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RefsPicker
                source="sports"
                label="Dyscypliny"
                value={refs.sports}
                onChange={(sports) => setRefs({ ...refs, sports })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RefsPicker
                source="locations"
                label="Lokalizacje"
                value={refs.locations}
                onChange={(locations) => setRefs({ ...refs, locations })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RefsPicker
                source="activities"
                label="Zajęcia"
                value={refs.activities}
                onChange={(activities) => setRefs({ ...refs, activities })}
              />
            </Grid>
          </Grid>
          <FormActions
            cancelTo={promoCodeListUrl()}
            saving={saving}
            start={extraActions}
            submitLabel={code ? 'Zapisz' : 'Generuj'}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
