import type { FormEvent } from 'react';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { msg, type Location, type LocationInput } from '@sportdesk/contract';
import { useSaveHandler } from '../../../components/form';
import { newLocationValues, LocationForm, useCreateLocation } from '../../locations/public';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (location: Location) => void;
}

/** React events bubble through portals: the location form's submit must not reach the activity form. */
const stopBubbling = (e: FormEvent) => e.stopPropagation();

/**
 * The location form in a modal inside the activity form (docs/spec/part-2.md §2): the same form as /locations/new,
 * with its objects; the new location is chosen at once. Photos are added later on /locations/{id}.
 */
export function LocationDialog({ open, onClose, onCreated }: Props) {
  const create = useCreateLocation();
  const save = useSaveHandler(create.mutateAsync, { success: msg.added, onSaved: onCreated });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="location-dialog-title">
      <DialogTitle id="location-dialog-title">Nowa lokalizacja</DialogTitle>
      <DialogContent>
        <Box onSubmit={stopBubbling} sx={{ pt: 1 }}>
          <LocationForm
            defaultValues={newLocationValues()}
            onCancel={onClose}
            onSubmit={(values, _photos, setError) => save<LocationInput>(values, setError)}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
