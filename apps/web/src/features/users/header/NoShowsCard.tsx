import { Chip } from '@mui/material';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { formatNoShowRate } from '@sportdesk/contract';
import { useUserNoShows } from '../queries';
import { SummaryCard } from './SummaryCard';

/** Attendance over the last 90 days: activities with a checked list, no-shows and their rate, marked from the setting. */
export function NoShowsCard({ userId }: { userId: number }) {
  const stats = useUserNoShows(userId);
  const data = stats.data;
  const pending = stats.isPending ? 'Ładowanie…' : '—';
  return (
    <SummaryCard
      title={`Frekwencja (${data?.window_days ?? 90} dni)`}
      icon={<EventBusyOutlinedIcon fontSize="small" />}
      rows={[
        { label: 'Sprawdzone zajęcia', value: data ? data.checked : pending },
        { label: 'Nieobecności', value: data ? data.no_shows : pending },
        {
          label: 'Odsetek',
          value: data ? (
            data.rate !== null && data.rate >= data.warning_rate && data.warning_rate > 0 ? (
              <Chip size="small" color="warning" label={formatNoShowRate(data.rate)} />
            ) : (
              formatNoShowRate(data.rate)
            )
          ) : (
            pending
          ),
        },
      ]}
    />
  );
}
