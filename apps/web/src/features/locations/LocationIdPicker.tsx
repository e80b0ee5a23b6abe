import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Location } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { LocationPicker } from './LocationPicker';
import { locationKeys } from './queries';

interface Props {
  /** The chosen location's id (a filter in the address, a form's value), or null for none. */
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  name?: string;
  error?: boolean;
  helperText?: string;
}

/**
 * The venue picker (searched on the server as you type) for a value that is only an id: the location given by id
 * is read once for its label; one just chosen is shown as it came from the search.
 */
export function LocationIdPicker({ value, onChange, ...props }: Props) {
  const [picked, setPicked] = useState<Location | null>(null);
  const stored = useQuery({
    queryKey: locationKeys.detail(value ?? 0),
    queryFn: ({ signal }) => api.get<Location>(`/admin/localizations/${value}`, { signal }),
    enabled: Boolean(value) && picked?.id !== value,
  });
  const chosen = !value ? null : picked?.id === value ? picked : (stored.data ?? null);
  return (
    <LocationPicker
      {...props}
      value={chosen}
      onChange={(location) => {
        setPicked(location);
        onChange(location?.id ?? null);
      }}
    />
  );
}
