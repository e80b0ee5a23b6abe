import { useState } from 'react';
import { Button } from '@mui/material';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import { useController, useWatch } from 'react-hook-form';
import { OBJECT_TYPE_LABELS } from '@sportdesk/contract';
import { SelectElement } from '../../../../components/form';
import { useLocationList } from '../../pickers/catalogue';
import { LocationDialog } from '../LocationDialog';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Lokalizacja: the location and one of its objects; changing the location clears the object (spec §4). */
export function LocationSection({ control }: SectionProps) {
  const locations = useLocationList();
  const localization = useController({ control, name: 'localization_id' });
  const object = useController({ control, name: 'location_object_id' });
  const localizationId = useWatch({ control, name: 'localization_id' });
  const [dialogOpen, setDialogOpen] = useState(false);
  const chosen = locations.data?.find((l) => l.id === localizationId);
  const objectOptions = (chosen?.location_objects ?? []).map((o) => ({
    value: o.id,
    label: [OBJECT_TYPE_LABELS[o.object_type] ?? o.object_type, o.description].filter(Boolean).join(' — '),
  }));
  const choose = (id: number | null) => {
    localization.field.onChange(id);
    object.field.onChange(null);
  };
  return (
    <FormSection title="Lokalizacja">
      <Cell>
        <SelectElement
          control={control}
          name="localization_id"
          label="Lokalizacja"
          required
          fullWidth
          options={(locations.data ?? []).map((l) => ({
            value: l.id,
            label: [l.name, l.street, l.city].filter(Boolean).join(', '),
          }))}
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
          choose(location.id);
          const first = location.location_objects[0];
          if (first) object.field.onChange(first.id);
        }}
      />
    </FormSection>
  );
}
