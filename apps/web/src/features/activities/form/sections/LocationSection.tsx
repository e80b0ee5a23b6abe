import { useState } from 'react';
import { Button } from '@mui/material';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { locationObjectLabel, type Location } from '@sportdesk/contract';
import { SelectElement } from '../../../../components/form';
import { api } from '../../../../lib/api';
import { LocationPicker, locationKeys } from '../../../locations/public';
import { LocationDialog } from '../LocationDialog';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/**
 * Lokalizacja: the location (searched on the server as you type) and one of its objects; changing the location
 * clears the object (docs/spec/part-2.md §4). A form opened with a location (edit, copy) reads that one location by id.
 */
export function LocationSection<TOut>({ control }: SectionProps<TOut>) {
  const localization = useController({ control, name: 'localization_id' });
  const object = useController({ control, name: 'location_object_id' });
  const localizationId = useWatch({ control, name: 'localization_id' }) as number | null | undefined;
  const [picked, setPicked] = useState<Location | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const stored = useQuery({
    queryKey: locationKeys.detail(localizationId ?? 0),
    queryFn: ({ signal }) => api.get<Location>(`/admin/localizations/${localizationId}`, { signal }),
    enabled: Boolean(localizationId) && picked?.id !== localizationId,
  });
  const chosen = !localizationId ? null : picked?.id === localizationId ? picked : (stored.data ?? null);
  const objectOptions = (chosen?.location_objects ?? []).map((o) => ({
    value: o.id,
    label: locationObjectLabel(o),
  }));
  const choose = (location: Location | null) => {
    setPicked(location);
    localization.field.onChange(location?.id ?? null);
    object.field.onChange(null);
  };
  return (
    <FormSection title="Lokalizacja">
      <Cell>
        <LocationPicker
          name="localization_id"
          required
          value={chosen}
          onChange={choose}
          error={Boolean(localization.fieldState.error)}
          helperText={localization.fieldState.error?.message}
        />
      </Cell>
      <Cell>
        <SelectElement
          control={control}
          name="location_object_id"
          label="Obiekt"
          required
          fullWidth
          options={objectOptions}
          disabled={!chosen}
        />
      </Cell>
      <Cell sm={12}>
        <Button startIcon={<AddLocationAltOutlinedIcon />} onClick={() => setDialogOpen(true)}>
          Dodaj lokalizację
        </Button>
      </Cell>
      <LocationDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onCreated={(location) => {
          setDialogOpen(false);
          choose(location);
          const first = location.location_objects[0];
          if (first) object.field.onChange(first.id);
        }}
      />
    </FormSection>
  );
}
