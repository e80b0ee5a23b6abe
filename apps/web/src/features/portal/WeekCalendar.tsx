import { Box, Button, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import '../../lib/dayjsLocale';
import type { PortalActivity } from '@sportdesk/contract';
import { addDays, freeSpotsText, priceText, timeRange } from './format';
import { portalActivityUrl } from './urls';

/** "24–30 listopada 2026" or "29 grudnia 2026 – 4 stycznia 2027" */
export function weekLabel(monday: string) {
  const start = dayjs(monday);
  const end = start.add(6, 'day');
  if (start.month() === end.month()) return `${start.format('D')}–${end.format('D MMMM YYYY')}`;
  if (start.year() === end.year()) return `${start.format('D MMMM')} – ${end.format('D MMMM YYYY')}`;
  return `${start.format('D MMMM YYYY')} – ${end.format('D MMMM YYYY')}`;
}

/**
 * A week of activities, Monday to Sunday: seven columns on a wide screen, the days one under another on a phone
 * (each day says when it has nothing).
 */
export function WeekCalendar({
  monday,
  rows,
  onWeek,
  canGoBack,
}: {
  monday: string;
  rows: PortalActivity[];
  onWeek: (monday: string) => void;
  canGoBack: boolean;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button onClick={() => onWeek(addDays(monday, -7))} disabled={!canGoBack} aria-label="Poprzedni tydzień">
          ‹{' '}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 0.5 }}>
            Poprzedni
          </Box>
        </Button>
        <Typography component="h2" sx={{ fontWeight: 650, textAlign: 'center' }} data-testid="week-label">
          {weekLabel(monday)}
        </Typography>
        <Button onClick={() => onWeek(addDays(monday, 7))} aria-label="Następny tydzień">
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, mr: 0.5 }}>
            Następny
          </Box>{' '}
          ›
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' } }}>
        {days.map((day) => {
          const ofDay = rows.filter((r) => r.date === day);
          return (
            <Paper
              key={day}
              variant="outlined"
              component="section"
              aria-labelledby={`day-${day}`}
              sx={{ p: 1, minHeight: { md: 160 } }}
            >
              <Typography id={`day-${day}`} component="h3" variant="subtitle2" sx={{ textTransform: 'capitalize', mb: 0.5 }}>
                {dayjs(day).format('dddd D.MM')}
              </Typography>
              {ofDay.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Brak zajęć
                </Typography>
              ) : (
                <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {ofDay.map((a) => (
                    <Box component="li" key={a.id} data-testid={`week-activity-${a.id}`}>
                      <MuiLink
                        component={Link}
                        to={portalActivityUrl(a.id)}
                        underline="none"
                        sx={{
                          display: 'block',
                          p: 0.75,
                          borderRadius: 1,
                          bgcolor: a.free_spots > 0 ? '#e8f1fb' : '#f1f3f6',
                          color: 'text.primary',
                          '&:hover': { bgcolor: '#d6e6f7' },
                        }}
                      >
                        <Typography variant="body2" sx={{ fontWeight: 650 }}>
                          {timeRange(a)}
                        </Typography>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {a.name || a.sport.name}
                        </Typography>
                        {a.name && (
                          <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
                            {a.sport.name}
                          </Typography>
                        )}
                        <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {a.location.name} · {priceText(a.price)}
                        </Typography>
                        <Typography variant="caption" component="p" color={a.free_spots > 0 ? 'success.dark' : 'text.secondary'}>
                          {freeSpotsText(a.free_spots)}
                        </Typography>
                      </MuiLink>
                    </Box>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
