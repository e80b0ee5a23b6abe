import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  mainPageTileInput,
  TILE_SCALES,
  TILE_SECTIONS,
  TILE_TYPE_LABELS,
  TILE_TYPES,
  tileSectionLabel,
  type MainPageTileInput,
} from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import {
  NumberFieldElement,
  SelectElement,
  SwitchElement,
  TextFieldElement,
  usePageForm,
  type FormSubmit,
} from '../../components/form';
import { SectionPreview } from './SectionPreview';
import { tileListUrl } from './urls';

export type TileValues = z.output<typeof mainPageTileInput>;

const SECTION_OPTIONS = TILE_SECTIONS.map((value) => ({ value, label: tileSectionLabel(value) }));
const TYPE_OPTIONS = TILE_TYPES.map((value) => ({ value, label: TILE_TYPE_LABELS[value] }));

interface Props {
  defaultValues: MainPageTileInput;
  /** The saved tile's id (to place it in the section preview). */
  tileId?: number;
  onSubmit: FormSubmit<MainPageTileInput, TileValues>;
  extraActions?: ReactNode;
  /** The picture slot (edit page only). */
  picture?: ReactNode;
}

/** A main page tile; name and url required; widths xs…xl in twelfths; validated by `mainPageTileInput`, as the API does. */
export function TileForm({ defaultValues, tileId, onSubmit, extraActions, picture }: Props) {
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<MainPageTileInput, TileValues>({
    schema: mainPageTileInput,
    defaultValues,
    onSubmit,
  });
  const watched = useWatch({ control });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: picture ? 8 : 12 }}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextFieldElement
                    control={control}
                    name="name"
                    label="Nazwa"
                    required
                    autoFocus={!defaultValues.name}
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextFieldElement
                    control={control}
                    name="url"
                    label="Adres (url)"
                    required
                    fullWidth
                    helperText="np. /zajecia?sport=1 lub https://…"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectElement control={control} name="section" label="Sekcja" options={SECTION_OPTIONS} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectElement control={control} name="tile_type" label="Typ" options={TYPE_OPTIONS} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextFieldElement control={control} name="category" label="Kategoria" fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextFieldElement control={control} name="button_text" label="Tekst przycisku" fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <NumberFieldElement control={control} name="order_value" label="Kolejność" min={0} step={1} fullWidth />
                </Grid>
                <Grid size={12}>
                  <TextFieldElement control={control} name="description" label="Opis" multiline minRows={2} fullWidth />
                </Grid>
                <Grid size={12}>
                  <SwitchElement control={control} name="hidden" label="Ukryty" />
                </Grid>
              </Grid>
            </Grid>
            {picture && <Grid size={{ xs: 12, md: 4 }}>{picture}</Grid>}
          </Grid>
        </CardContent>
      </Card>
      <Card component="section" aria-label="Szerokość">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 0.5, fontSize: '1.05rem' }}>
            Szerokość
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Ile z 12 kolumn zajmuje kafelek na ekranie danej wielkości.
          </Typography>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            {TILE_SCALES.map((scale) => (
              <Grid key={scale} size={{ xs: 6, sm: 2.4 }}>
                <NumberFieldElement control={control} name={scale} label={scale} min={1} max={12} step={1} fullWidth />
              </Grid>
            ))}
          </Grid>
          <SectionPreview
            section={watched.section ?? 'logged_in_1'}
            current={{
              id: tileId,
              name: watched.name ?? '',
              hidden: watched.hidden ?? false,
              order_value: Number(watched.order_value ?? 100),
              xs: Number(watched.xs),
              sm: Number(watched.sm),
              md: Number(watched.md),
              lg: Number(watched.lg),
              xl: Number(watched.xl),
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ px: 3, py: 2 }}>
          <FormActions cancelTo={tileListUrl()} saving={saving} start={extraActions} />
        </CardContent>
      </Card>
    </Stack>
  );
}
