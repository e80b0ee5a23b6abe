import type { ListReply } from '@sportdesk/contract';
import { plDateTime } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { MultiEntityPicker, type PickedEntity } from '../../components/MultiEntityPicker';

export type Ref = PickedEntity;

type Source = 'users' | 'sports' | 'locations' | 'activities';

const fetchers: Record<Source, (text: string) => Promise<Ref[]>> = {
  users: async (text) =>
    (
      await api.get<ListReply<{ id: number; label: string; email: string | null }>>('/admin/users', {
        query: { search: text || undefined, limit: 20 },
      })
    ).rows.map((u) => ({ id: u.id, label: `${u.label}${u.email && u.email !== u.label ? ` (${u.email})` : ''}` })),
  sports: async (text) =>
    (
      await api.get<ListReply<{ id: number; name: string }>>('/admin/sports', {
        query: { with_name: text || undefined, limit: 25 },
      })
    ).rows.map((s) => ({
      id: s.id,
      label: s.name,
    })),
  locations: async (text) =>
    (
      await api.get<ListReply<{ id: number; name: string }>>('/admin/localizations', {
        query: { with_name: text || undefined, limit: 25 },
      })
    ).rows.map((l) => ({ id: l.id, label: l.name })),
  activities: async (text) =>
    (
      await api.get<ListReply<{ id: number; name: string | null; date: string; start_at: string }>>('/admin/activities', {
        query: { with_name: text || undefined, limit: 25 },
      })
    ).rows.map((a) => ({ id: a.id, label: `${a.name ?? 'Zajęcia'} ${plDateTime(a.date, a.start_at)} (#${a.id})` })),
};

interface Props {
  source: Source;
  label: string;
  value: Ref[];
  onChange: (value: Ref[]) => void;
}

/** A multi-choice search picker for the code's restrictions (300 ms debounce, 'Brak wyników' when empty). */
export function RefsPicker({ source, label, value, onChange }: Props) {
  return (
    <MultiEntityPicker
      label={label}
      value={value}
      onChange={onChange}
      search={fetchers[source]}
      queryKey={['promo-codes', 'refs', source]}
    />
  );
}
