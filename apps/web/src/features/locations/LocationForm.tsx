import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { locationInput, type Location, type LocationInput } from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import { NumberFieldElement, SwitchElement, TextFieldElement, usePageForm, type SubmitOutcome } from '../../components/form';
import { PhotoGallery } from '../catalogue/public';
import { LocationObjectsFields } from './LocationObjectsFields';
import { MapPreview } from './MapPreview';
import { usePhotoMarks } from './usePhotoMarks';
import type { LocationSetError, LocationValues, UploadPhoto } from './types';
import { locationListUrl } from './urls';

interface Props {
  defaultValues: LocationInput;
  /** The saved location (photos, objects); absent on /locations/new. */
  saved?: Location;
  onSubmit: (
    values: LocationValues,
    removedPhotoIds: number[],
    setError: LocationSetError,
  ) => Promise<SubmitOutcome> | SubmitOutcome;
  onUploadPhoto?: UploadPhoto;
  uploading?: boolean;
  extraActions?: ReactNode;
  /** Inside a dialog 'Anuluj' closes it instead of going to the list. */
  onCancel?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A location with its photos and nested objects; validated by the contract's `locationInput`, as the API does. */
export function LocationForm({
  defaultValues,
  saved,
  onSubmit,
  onUploadPhoto,
  uploading = false,
  extraActions,
  onCancel,
}: Props) {
  const photoMarks = usePhotoMarks();
  const {
    control,
    setValue,
    onSubmit: submit,
    saving,
  } = usePageForm<LocationInput, LocationValues>({
    schema: locationInput,
    defaultValues,
    onSubmit: (values, setError) => onSubmit(values, [...photoMarks.marked], setError),
    dirty: photoMarks.marked.size > 0,
    // Inside a dialog the activity form's own guard covers leaving the page.
    guardChanges: !onCancel,
  });
  const [lat, lang] = useWatch({ control, name: ['lat', 'lang'] });
  const text = (
    name: 'name' | 'street' | 'city' | 'district' | 'post_code' | 'benefit_terminal_sn',
    label: string,
    required = false,
  ) => <TextFieldElement control={control} name={name} label={label} required={required} fullWidth />;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Section title="Dane lokalizacji">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Grid container spacing={2}>
              <Grid size={12}>{text('name', 'Nazwa', true)}</Grid>
              <Grid size={{ xs: 12, sm: 8 }}>{text('street', 'Ulica')}</Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{text('post_code', 'Kod pocztowy')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('city', 'Miasto')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('district', 'Dzielnica')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberFieldElement
                  control={control}
                  name="lat"
                  label="Szerokość geograficzna"
                  step="any"
                  min={-90}
                  max={90}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberFieldElement
                  control={control}
                  name="lang"
                  label="Długość geograficzna"
                  step="any"
                  min={-180}
                  max={180}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('benefit_terminal_sn', 'Numer seryjny terminala Benefit')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberFieldElement
                  control={control}
                  name="order_value"
                  label="Kolejność"
                  min={0}
                  step={1}
                  fullWidth
                  helperText="Kolejność w wyszukiwaniu (domyślnie 1000)"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextFieldElement control={control} name="description" label="Opis" multiline minRows={3} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextFieldElement control={control} name="notes" label="Notatki" multiline minRows={3} fullWidth />
              </Grid>
              <Grid size={12}>
                <SwitchElement control={control} name="hidden" label="Ukryta" />
              </Grid>
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <MapPreview lat={typeof lat === 'number' ? lat : null} lang={typeof lang === 'number' ? lang : null} />
          </Grid>
        </Grid>
      </Section>
      <Section title="Zdjęcia">
        <PhotoGallery
          label="Zdjęcia lokalizacji"
          photos={saved?.photos ?? []}
          marked={photoMarks.marked}
          onToggleMark={photoMarks.toggle}
          onUpload={onUploadPhoto && ((file) => onUploadPhoto(file))}
          uploading={uploading}
        />
      </Section>
      <Section title="Obiekty">
        <LocationObjectsFields
          control={control}
          setValue={setValue}
          saved={saved?.location_objects ?? []}
          photoMarks={photoMarks}
          onUploadPhoto={onUploadPhoto}
          uploading={uploading}
        />
      </Section>
      <Card>
        <CardContent sx={{ px: 3, py: 2 }}>
          <FormActions cancelTo={locationListUrl()} onCancel={onCancel} saving={saving} start={extraActions} />
        </CardContent>
      </Card>
    </Stack>
  );
}
