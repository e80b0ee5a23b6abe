import { useState, type ReactNode } from 'react';
import { Grid } from '@mui/material';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  plDateTime,
  BENEFIT_REPORT_TYPE_LABELS,
  BENEFIT_REPORT_TYPES,
  COORDINATOR_OR_ORGANIZER_ROLES,
  type ListReply,
} from '@sportdesk/contract';
import { EntityPicker } from '../../components/EntityPicker';
import { SelectElement } from '../../components/form';
import { api } from '../../lib/api';
import { UserPickerElement, type UserOption } from '../users/public';
import { useActivityPlayers } from './queries';

export interface Ref {
  id: number;
  label: string;
}

/** The fields both forms share: activity, player, organiser, type. */
export interface AssignmentValues {
  activity_id?: number | string | null;
  user_id?: number | string | null;
  organizer_id?: number | string | null;
  report_type?: string;
}

type ActivityRow = { id: number; name: string | null; date: string; start_at: string };
const activityOption = (a: ActivityRow): Ref => ({
  id: a.id,
  label: `${a.name ?? 'Zajęcia'} (${plDateTime(a.date, a.start_at)}) #${a.id}`,
});

/** Activities by name (or by id when digits are typed), any date, newest first. */
async function fetchActivities(text: string) {
  const byId = /^\d+$/.test(text);
  const reply = await api.get<ListReply<ActivityRow>>('/admin/activities', {
    query: {
      with_name: byId ? undefined : text || undefined,
      with_activities_id: byId ? text : undefined,
      with_date_greater: 'all',
      order: 'date',
      order_dir: 'desc',
      limit: 20,
    },
  });
  return reply.rows.map(activityOption);
}

interface Props {
  // The two forms' value types differ only in what is required; both hold these four fields.
  control: Control<AssignmentValues>;
  locked: boolean;
  initialActivity: Ref | null;
  initialUser: Ref | null;
  initialOrganizer: UserOption | null;
  required: boolean;
  onActivityChange: () => void;
}

/**
 * Activity (a search), then the player chosen from that activity's list (an entry belongs to a participation),
 * the organiser and the type. `locked` (a confirmed entry) disables them all.
 */
export function AssignmentFields({
  control,
  locked,
  initialActivity,
  initialUser,
  initialOrganizer,
  required,
  onActivityChange,
}: Props) {
  const { field: activityField, fieldState: activityState } = useController({ control, name: 'activity_id' });
  const [activity, setActivity] = useState<Ref | null>(initialActivity);
  const activityId = useWatch({ control, name: 'activity_id' });
  const players = useActivityPlayers(typeof activityId === 'number' ? activityId : null);
  const userId = useWatch({ control, name: 'user_id' });
  const playerOptions = (players.data?.rows ?? []).map((p) => ({
    value: p.user.id,
    label: `${[p.user.first_name, p.user.last_name].filter(Boolean).join(' ') || `#${p.user.id}`}${p.user.benefit_id ? ` · karta ${p.user.benefit_id}` : ''}${p.benefit_entry ? ` · ma wpis #${p.benefit_entry.id}` : ''}`,
  }));
  // The current player stays choosable even when no longer on the list (shown by name).
  if (typeof userId === 'number' && initialUser && initialUser.id === userId && !playerOptions.some((o) => o.value === userId))
    playerOptions.unshift({ value: userId, label: initialUser.label });
  const shownActivity =
    activityField.value == null || activityField.value === ''
      ? null
      : activity && activity.id === activityField.value
        ? activity
        : { id: Number(activityField.value), label: `#${activityField.value}` };

  const cell = (node: ReactNode) => <Grid size={{ xs: 12, md: 6 }}>{node}</Grid>;
  return (
    <>
      {cell(
        <EntityPicker<Ref>
          label="Zajęcia"
          name="activity_id"
          required={required}
          disabled={locked}
          value={shownActivity}
          onChange={(next) => {
            setActivity(next);
            activityField.onChange(next?.id ?? null);
            onActivityChange();
          }}
          fetchOptions={fetchActivities}
          queryKey={['activities', 'benefit-picker']}
          getOptionLabel={(o) => o.label}
          error={Boolean(activityState.error)}
          helperText={activityState.error?.message ?? 'Nazwa lub ID zajęć'}
        />,
      )}
      {cell(
        <SelectElement
          control={control}
          name="user_id"
          label="Gracz"
          required={required}
          disabled={locked || activityId == null || activityId === ''}
          options={playerOptions}
          emptyLabel={required ? undefined : 'Brak'}
          helperText={activityId == null || activityId === '' ? 'Najpierw wybierz zajęcia' : 'Uczestnicy z listy zajęć'}
        />,
      )}
      {cell(
        <UserPickerElement
          control={control}
          name="organizer_id"
          label="Organizator"
          roles={COORDINATOR_OR_ORGANIZER_ROLES}
          initial={initialOrganizer}
          disabled={locked}
        />,
      )}
      {cell(
        <SelectElement
          control={control}
          name="report_type"
          label="Typ"
          required
          disabled={locked}
          options={BENEFIT_REPORT_TYPES.map((t) => ({ value: t, label: BENEFIT_REPORT_TYPE_LABELS[t] }))}
        />,
      )}
    </>
  );
}
