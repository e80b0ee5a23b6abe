import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { SYSTEM_EVENT_TARGET_LABELS, systemEventTargetUrl, type SystemEventRow } from '@sportdesk/contract';

/** The event's target: Activity → /activities/{id}, User → /users/{id}, ActivityTemplate → /activity_templates/{id}. */
export function TargetLink({ event }: { event: Pick<SystemEventRow, 'targetable_type' | 'targetable_id' | 'targetable'> }) {
  const { targetable_type: type, targetable_id: id } = event;
  if (!type || id == null)
    return (
      <Typography component="span" color="text.secondary">
        —
      </Typography>
    );
  const label = event.targetable?.label ?? `#${id} (nie istnieje)`;
  return (
    <MuiLink component={Link} to={systemEventTargetUrl(type, id)} underline="hover">
      {SYSTEM_EVENT_TARGET_LABELS[type]}: {label}
    </MuiLink>
  );
}
