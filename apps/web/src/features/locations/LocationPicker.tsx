import type { ListReply, Location } from '@sportdesk/contract';
import { EntityPicker } from '../../components/EntityPicker';
import { api } from '../../lib/api';
import { locationKeys } from './queries';

/** How many locations the picker shows for one text: the first ones by name; typing narrows them on the server. */
export const LOCATION_PICKER_LIMIT = 20;

export const locationLabel = (location: Pick<Location, 'name' | 'street' | 'city'>) =>
  [location.name, location.street, location.city].filter(Boolean).join(', ');

/** The locations matching `text` in the name, street or city (`localizations?search=`), by name. */
export const fetchLocationOptions = (text: string) =>
  api
    .get<ListReply<Location>>('/admin/localizations', {
      query: { search: text || undefined, order: 'name', limit: LOCATION_PICKER_LIMIT },
    })
    .then((reply) => reply.rows);

interface Props {
  value: Location | null;
  onChange: (value: Location | null) => void;
  label?: string;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/** A venue picker searched on the server as the user types (no list of every location in the browser). */
export function LocationPicker({ label = 'Lokalizacja', ...props }: Props) {
  return (
    <EntityPicker<Location>
      {...props}
      label={label}
      queryKey={[...locationKeys.all, 'picker']}
      fetchOptions={fetchLocationOptions}
      getOptionLabel={locationLabel}
    />
  );
}
