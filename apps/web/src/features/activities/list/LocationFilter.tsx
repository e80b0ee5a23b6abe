import type { FilterPickerProps } from '../../../components/filter-bar';
import { LocationIdPicker } from '../../locations/public';

/** The list's Lokalizacja filter: a venue searched on the server as you type; the address keeps its id. */
export function LocationFilter({ name, label, value, onChange }: FilterPickerProps) {
  return (
    <LocationIdPicker
      name={name}
      label={label}
      value={Number(value) || null}
      onChange={(id) => onChange(id === null ? '' : String(id))}
    />
  );
}
