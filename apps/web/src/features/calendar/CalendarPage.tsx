import { useSearchParams } from 'react-router';
import { Alert, Box, Button, ButtonGroup, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { warsawToday } from '@sportdesk/contract';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { LocationIdPicker } from '../locations/public';
import { useVenueWeek } from './queries';
import { dayOrUndefined, mondayOf, plusDays } from './week';
import { WeekGrid, WeekLegend } from './WeekGrid';

/** The venue last chosen here: the menu's plain `/calendar` opens it again. */
const LAST_VENUE_KEY = 'calendar_localization_id';

const weekLabel = (monday: string) => {
  const show = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  return `${show(monday)} – ${show(plusDays(monday, 6))}`;
};

/**
 * `/calendar`: one venue's week (Monday to Sunday, Warsaw days), its objects side by side within each day. A block
 * opens its activity; an empty slot opens the new-activity form for that venue, object, day and hour. The venue and
 * the week live in the address.
 */
export function CalendarPage() {
  const [search, setSearch] = useSearchParams();
  const venueParam = Number(search.get('localization_id') ?? localStorage.getItem(LAST_VENUE_KEY));
  const venueId = Number.isInteger(venueParam) && venueParam > 0 ? venueParam : null;
  const monday = mondayOf(dayOrUndefined(search.get('week')) ?? warsawToday());
  const sunday = plusDays(monday, 6);
  const week = useVenueWeek(venueId, monday, sunday);

  const go = (next: { localization_id?: number | null; week?: string }) => {
    const params = new URLSearchParams(search);
    // A venue remembered from before goes into the address with the first step (a link to share names it).
    if (venueId && !params.has('localization_id')) params.set('localization_id', String(venueId));
    if ('localization_id' in next) {
      if (next.localization_id) {
        params.set('localization_id', String(next.localization_id));
        localStorage.setItem(LAST_VENUE_KEY, String(next.localization_id));
      } else {
        params.delete('localization_id');
        localStorage.removeItem(LAST_VENUE_KEY);
      }
    }
    if (next.week) params.set('week', next.week);
    setSearch(params);
  };

  return (
    <>
      <PageHeader title="Kalendarz" subtitle="Tydzień zajęć jednej lokalizacji" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ width: { xs: '100%', md: 360 } }}>
          <LocationIdPicker label="Lokalizacja" value={venueId} onChange={(id) => go({ localization_id: id })} />
        </Box>
        <ButtonGroup variant="outlined" aria-label="Tydzień">
          <Button onClick={() => go({ week: plusDays(monday, -7) })} startIcon={<ChevronLeftIcon />}>
            Poprzedni
          </Button>
          <Button onClick={() => go({ week: mondayOf(warsawToday()) })}>Dziś</Button>
          <Button onClick={() => go({ week: plusDays(monday, 7) })} endIcon={<ChevronRightIcon />}>
            Następny
          </Button>
        </ButtonGroup>
        <Typography component="p" variant="h6" aria-live="polite" data-testid="calendar-week">
          {weekLabel(monday)}
        </Typography>
      </Stack>
      {venueId === null ? (
        <Alert severity="info">Wybierz lokalizację, aby zobaczyć jej tydzień.</Alert>
      ) : week.isError ? (
        <LoadError error={week.error} onRetry={() => week.refetch()} />
      ) : (
        <>
          <WeekLegend />
          <WeekGrid venueId={venueId} days={monday} week={week.data} busy={week.isFetching} today={warsawToday()} />
        </>
      )}
    </>
  );
}

export { CalendarPage as Component };
