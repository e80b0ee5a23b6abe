import { TextField } from '@mui/material';
import { comboboxStandIn, onFirstUse, useDeferredModule, useFieldBeforeModule } from '../lib/afterFirstPaint';
import type { EntityPickerProps } from './entityPickerProps';

export type { EntityPickerProps };

const autocompleteModule = onFirstUse(() => import('./EntityAutocomplete'));

/**
 * A field choosing one record searched on the server (EntityAutocomplete: MUI's Autocomplete and Popper, fetched
 * when the field is first focused, so a filter row or a form shows, and a visit that never searches ends, without
 * them). Until it arrives a plain field of the same size shows the chosen record and takes typing; the text and the
 * focus carry over.
 */
export function EntityPicker<T>(props: EntityPickerProps<T>) {
  const loaded = useDeferredModule(autocompleteModule);
  const { draft, setDraft, focused, pressed, handlers } = useFieldBeforeModule(autocompleteModule);
  if (loaded)
    return <loaded.EntityAutocomplete {...props} initialText={draft} autoFocus={focused} initialOpen={focused && pressed} />;
  const { label, value, getOptionLabel, error, helperText, required, disabled, name } = props;
  return (
    <TextField
      name={name}
      label={label}
      value={value === null ? draft : getOptionLabel(value)}
      onChange={(event) => value === null && setDraft(event.target.value)}
      {...handlers}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      fullWidth
      slotProps={{ htmlInput: comboboxStandIn }}
    />
  );
}
