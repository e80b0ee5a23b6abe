import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';
import { useWatch, type Control } from 'react-hook-form';
import {
  CHECKLIST_LABELS,
  CHECKLISTS,
  OBJECT_TYPE_LABELS,
  OBJECT_TYPES,
  type LocationInput,
  type LocationObject,
} from '@sportdesk/contract';
import { NumberFieldElement, SelectElement, SwitchElement, TextFieldElement } from '../../components/form';
import { PhotoGallery } from '../catalogue/public';
import type { UploadPhoto } from './types';

const TYPE_OPTIONS = OBJECT_TYPES.map((value) => ({ value, label: OBJECT_TYPE_LABELS[value] }));
const CHECKLIST_OPTIONS = CHECKLISTS.map((value) => ({ value, label: CHECKLIST_LABELS[value] }));

interface Props {
  control: Control<LocationInput>;
  index: number;
  /** The saved object behind this entry (its photos), if any. */
  saved?: LocationObject;
  onRemove: () => void;
  onRestore: () => void;
  photoMarks: { marked: ReadonlySet<number>; toggle: (id: number) => void };
  onUploadPhoto?: UploadPhoto;
  uploading: boolean;
}

/** One location object; 'Usuń' only marks a saved object (`_destroy`), removed on 'Zapisz'. */
export function LocationObjectCard({ control, index, saved, onRemove, onRestore, photoMarks, onUploadPhoto, uploading }: Props) {
  const name = `location_objects_attributes.${index}` as const;
  const destroyed = useWatch({ control, name: `${name}._destroy` }) === true;
  const type = useWatch({ control, name: `${name}.object_type` }) ?? 'hall';
  const title = `${OBJECT_TYPE_LABELS[type]}${saved ? ` #${saved.id}` : ' (nowy)'}`;

  return (
    <Card variant="outlined" component="section" aria-label={`Obiekt ${index + 1}`} sx={{ opacity: destroyed ? 0.6 : 1 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, textDecoration: destroyed ? 'line-through' : 'none' }}
          >
            {title}
          </Typography>
          {destroyed ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="error">
                Zostanie usunięty po zapisaniu
              </Typography>
              <Button size="small" startIcon={<UndoIcon />} onClick={onRestore}>
                Przywróć
              </Button>
            </Stack>
          ) : (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={onRemove}
              aria-label={`Usuń obiekt ${index + 1}`}
            >
              Usuń obiekt
            </Button>
          )}
        </Stack>
        <Box component="fieldset" disabled={destroyed} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <SelectElement
                control={control}
                name={`${name}.object_type`}
                label="Rodzaj obiektu"
                options={TYPE_OPTIONS}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <SelectElement
                control={control}
                name={`${name}.checklist`}
                label="Sprawdzanie obecności"
                options={CHECKLIST_OPTIONS}
                emptyLabel="Brak"
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <NumberFieldElement control={control} name={`${name}.order_value`} label="Kolejność" min={0} step={1} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextFieldElement control={control} name={`${name}.description`} label="Opis" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextFieldElement control={control} name={`${name}.notes`} label="Notatki" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={12}>
              <SwitchElement control={control} name={`${name}.hidden`} label="Ukryty" />
            </Grid>
            <Grid size={12}>
              <PhotoGallery
                label={`Zdjęcia obiektu ${index + 1}`}
                photos={saved?.photos ?? []}
                marked={photoMarks.marked}
                onToggleMark={photoMarks.toggle}
                onUpload={saved && onUploadPhoto ? (file) => onUploadPhoto(file, saved.id) : undefined}
                uploading={uploading}
              />
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}
