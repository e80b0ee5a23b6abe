import { Button, Grid } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  TRI_STATES,
  TRI_STATE_LABELS,
  organizerForm,
  type AdminUser,
  type OrganizerFormInput,
} from '@sportdesk/contract';
import { FormActions } from '../../../components/FormActions';
import { MoneyFieldElement, NumberFieldElement, SelectElement } from '../../../components/form';
import { useSportOptions } from '../../catalogue/public';
import { LocationIdPicker } from '../../locations/public';
import { SportEntryList } from '../components/SportEntryList';
import { TabSection } from '../components/TabSection';
import { UserTabForm } from '../components/UserTabForm';
import { useUserTabForm } from '../useUserTabForm';

const TRI_OPTIONS = TRI_STATES.map((v) => ({ value: v, label: TRI_STATE_LABELS[v] }));
const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((v) => ({ value: v, label: EVENT_TYPE_LABELS[v] }));

const toForm = (user: AdminUser): OrganizerFormInput => ({
  signed_agreement: user.signed_agreement,
  transfer_verification: user.transfer_verification,
  user_agreements_attributes: user.user_agreements.map(
    ({ id, sport_id, localization_id, event_length, event_price, supplement, event_type, legalization }) => ({
      id,
      sport_id,
      localization_id,
      event_length,
      event_price,
      supplement,
      event_type,
      legalization,
      _destroy: false,
    }),
  ),
});

/**
 * Organizator: signed agreement and transfer verification (na / no / yes) and the organiser's
 * agreements per sport and location; 'Usuń' marks an agreement, 'Zapisz' applies everything.
 */
export function OrganizerTab({ user }: { user: AdminUser }) {
  const sports = useSportOptions();
  const { control, onSubmit, saving, setValue } = useUserTabForm(user, zodResolver(organizerForm), toForm);
  const rows = useFieldArray({ control, name: 'user_agreements_attributes', keyName: 'key' });
  const values = useWatch({ control, name: 'user_agreements_attributes' });
  const field = (index: number) => `user_agreements_attributes.${index}` as const;

  return (
    <UserTabForm label="Organizator" spacing={2} onSubmit={onSubmit}>
      <TabSection
        title="Weryfikacja organizatora"
        description="Organizator jest zweryfikowany, gdy ma podpisaną umowę, zweryfikowany przelew i umowę na daną dyscyplinę."
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectElement control={control} name="signed_agreement" label="Podpisana umowa" options={TRI_OPTIONS} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectElement control={control} name="transfer_verification" label="Weryfikacja przelewu" options={TRI_OPTIONS} />
          </Grid>
        </Grid>
      </TabSection>
      <TabSection
        title="Umowy"
        actions={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() =>
              rows.append({
                sport_id: null,
                localization_id: null,
                event_length: null,
                event_price: null,
                supplement: null,
                event_type: 'first_type',
                legalization: 'na',
              })
            }
          >
            Dodaj umowę
          </Button>
        }
      >
        <SportEntryList
          entries={rows.fields}
          values={values}
          sports={sports.data}
          noun="Umowa"
          unnamed="nowa umowa"
          empty="Brak umów."
          setDestroy={(index, destroy) => setValue(`${field(index)}._destroy`, destroy)}
          remove={rows.remove}
        >
          {(index) => (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>
                <SelectElement
                  control={control}
                  name={`${field(index)}.sport_id`}
                  label="Dyscyplina"
                  options={sports.data ?? []}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                {/* Searched on the server as you type; left empty, the agreement holds at any venue. */}
                <Controller
                  control={control}
                  name={`${field(index)}.localization_id`}
                  render={({ field: venue, fieldState }) => (
                    <LocationIdPicker
                      name={venue.name}
                      label="Lokalizacja"
                      value={typeof venue.value === 'number' ? venue.value : Number(venue.value) || null}
                      onChange={venue.onChange}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? 'Puste: dowolna'}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <SelectElement control={control} name={`${field(index)}.event_type`} label="Typ" options={EVENT_TYPE_OPTIONS} />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <SelectElement
                  control={control}
                  name={`${field(index)}.legalization`}
                  label="Legalizacja"
                  options={TRI_OPTIONS}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <NumberFieldElement
                  control={control}
                  name={`${field(index)}.event_length`}
                  label="Długość zajęć (min)"
                  min={0}
                  step={5}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <MoneyFieldElement control={control} name={`${field(index)}.event_price`} label="Cena (zł)" />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <MoneyFieldElement control={control} name={`${field(index)}.supplement`} label="Dopłata (zł)" />
              </Grid>
            </Grid>
          )}
        </SportEntryList>
      </TabSection>
      <FormActions saving={saving} />
    </UserTabForm>
  );
}
