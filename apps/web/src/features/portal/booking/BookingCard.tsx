import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { downloadFile } from '../../../lib/download';
import { plDate } from '@sportdesk/contract';
import { Link } from 'react-router';
import type { PlayerBooking } from '@sportdesk/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { capitalized, longDate } from '../format';
import { portalActivityUrl } from '../urls';
import { methodLabel } from './format';
import { CheckInCode } from './CheckInCode';

function status(b: PlayerBooking): { label: string; color: 'success' | 'warning' | 'default' | 'error' | 'info' } {
  if (b.activity.canceled) return { label: 'Zajęcia odwołane', color: 'error' };
  if (b.reserve) return { label: `Lista rezerwowa — pozycja ${b.reserve_position}`, color: 'info' };
  if (b.transaction?.status === 'unpaid') return { label: 'Oczekuje na płatność', color: 'warning' };
  return { label: 'Zapisany', color: 'success' };
}

/** One entry of "Moje zapisy": the activity, for whom, its state (list, reserve position, payment) and resignation. */
export function BookingCard({
  booking: b,
  highlighted,
  onResign,
}: {
  booking: PlayerBooking;
  highlighted: boolean;
  onResign: (b: PlayerBooking) => void;
}) {
  const a = b.activity;
  const title = a.name || a.sport;
  const s = status(b);
  const headingId = `booking-${b.id}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="booking"
      sx={{ p: 2, borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1 }}
    >
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            <Box component={Link} to={portalActivityUrl(a.id)} sx={{ color: 'inherit' }}>
              {title}
            </Box>
          </Typography>
          <Chip label={s.label} color={s.color} size="small" variant={s.color === 'default' ? 'outlined' : 'filled'} />
        </Box>
        <Typography>
          {capitalized(longDate(a.date))}, {a.start_at}–{a.stop_at}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[a.location, a.city].filter(Boolean).join(', ')}
          {a.name ? ` · ${a.sport}` : ''}
        </Typography>
        <Typography variant="body2">
          {b.participant.self ? 'Uczestnik: Ty' : `Uczestnik: ${b.participant.label}`}
          {!b.reserve && ` · Płatność: ${methodLabel(b.payment_method)}`}
          {b.transaction && ` · Transakcja ${b.transaction.identifier}`}
        </Typography>
        {b.check_in_code && <CheckInCode code={b.check_in_code} what={`${title}, ${plDate(a.date)} ${a.start_at}`} />}
        <Box>
          <Button size="small" onClick={() => void downloadFile(`/users/current/participations/${b.id}/calendar`, 'zajecia.ics')}>
            Pobierz .ics
            <Box component="span" sx={visuallyHidden}>
              {' '}
              — {title}, {a.date}
            </Box>
          </Button>
        </Box>
        {b.can_resign ? (
          <Box>
            <Button variant="outlined" color="error" onClick={() => onResign(b)}>
              {b.reserve ? 'Zrezygnuj z listy rezerwowej' : 'Zrezygnuj'}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                — {title}, {plDate(a.date)}
              </Box>
            </Button>
          </Box>
        ) : (
          b.resign_blocker &&
          b.transaction?.status === 'unpaid' && (
            <Typography variant="body2" color="text.secondary">
              {b.resign_blocker}
            </Typography>
          )
        )}
      </Stack>
    </Paper>
  );
}
