import { Alert } from '@mui/material';
import { readToken } from '../../../lib/session/storage';
import { useStanding } from './useStanding';

/** On an activity's page, a signed-in player sees their own place; the reserve position moves live. */
export function StandingNotice({ activityId }: { activityId: number }) {
  const standing = useStanding(activityId, readToken() !== null);
  const s = standing.data;
  if (!s || s.status === 'none') return null;
  if (s.status === 'participant')
    return (
      <Alert severity="success" data-testid="standing">
        Jesteś zapisany na te zajęcia
      </Alert>
    );
  return (
    <Alert severity="info" data-testid="standing" aria-live="polite">
      Jesteś na liście rezerwowej — pozycja {s.reserve_position} z {s.reserve_count}
    </Alert>
  );
}
