import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, type Control, type UseFormSetValue } from 'react-hook-form';
import { LOCATION_ORDER_DEFAULT, type LocationInput, type LocationObject } from '@sportdesk/contract';
import { LocationObjectCard } from './LocationObjectCard';
import type { UploadPhoto } from './types';

interface Props {
  control: Control<LocationInput>;
  setValue: UseFormSetValue<LocationInput>;
  saved: readonly LocationObject[];
  photoMarks: { marked: ReadonlySet<number>; toggle: (id: number) => void };
  onUploadPhoto?: UploadPhoto;
  uploading: boolean;
}

/** The nested `location_objects_attributes`: add, edit, mark saved ones for removal (undo until saved). */
export function LocationObjectsFields({ control, setValue, saved, photoMarks, onUploadPhoto, uploading }: Props) {
  // `keyName` keeps the objects' own `id` (the API's) out of react-hook-form's row keys.
  const { fields, append, remove } = useFieldArray({ control, name: 'location_objects_attributes', keyName: 'key' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Ta lokalizacja nie ma jeszcze obiektów.
        </Typography>
      )}
      {fields.map((field, index) => (
        <LocationObjectCard
          key={field.key}
          control={control}
          index={index}
          saved={saved.find((o) => o.id === field.id)}
          onRemove={() =>
            field.id === undefined
              ? remove(index)
              : setValue(`location_objects_attributes.${index}._destroy`, true, { shouldDirty: true })
          }
          onRestore={() => setValue(`location_objects_attributes.${index}._destroy`, false, { shouldDirty: true })}
          photoMarks={photoMarks}
          onUploadPhoto={onUploadPhoto}
          uploading={uploading}
        />
      ))}
      <div>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() =>
            append({
              object_type: 'hall',
              hidden: false,
              order_value: LOCATION_ORDER_DEFAULT,
              checklist: null,
              description: '',
              notes: '',
            })
          }
        >
          Dodaj obiekt
        </Button>
      </div>
    </Stack>
  );
}
