import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../components/visuallyHidden';
import { calendarOccupancyLabels, type CalendarBlock, type CalendarOccupancy, type CalendarReply } from '@sportdesk/contract';
import { activityNewUrl, activityUrl } from '../activities/public';
import { columnKeyOf, columnsOf, hhmmOf, hourRange, lanesOf, minutesOf, weekDays } from './week';

const HOUR_PX = 48;
const DAY_NAMES = ['Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Sobota', 'Niedziela'];
const SHORT_DAY_NAMES = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'];
const COLOURS: Record<CalendarOccupancy, { bg: string; border: string }> = {
  free: { bg: '#e8f5e9', border: '#2e7d32' },
  nearly_full: { bg: '#fff3e0', border: '#e65100' },
  full: { bg: '#ffebee', border: '#c62828' },
};
const CANCELED = { bg: '#eeeeee', border: '#616161' };
const TODAY_BG = '#f2f7fd';
const ddmm = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** What the colours and marks mean. */
export function WeekLegend() {
  const swatch = (c: { bg: string; border: string }, dashed = false) => (
    <Box
      component="span"
      sx={{ width: 16, height: 16, bgcolor: c.bg, border: `2px ${dashed ? 'dashed' : 'solid'} ${c.border}`, borderRadius: 0.5 }}
    />
  );
  const items: [ReactNode, string][] = [
    ...(Object.keys(COLOURS) as CalendarOccupancy[]).map(
      (k) => [swatch(COLOURS[k]), calendarOccupancyLabels[k]] as [ReactNode, string],
    ),
    [swatch(COLOURS.free, true), 'Ukryte'],
    [swatch(CANCELED), 'Odwołane'],
  ];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }} aria-label="Legenda">
      {items.map(([mark, label]) => (
        <Stack key={label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {mark}
          <Typography variant="body2">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

interface Props {
  venueId: number;
  /** The week's Monday. */
  days: string;
  week: CalendarReply | undefined;
  busy: boolean;
  today: string;
}

/** The week grid: hours down the side, days across, each day split into the venue's objects. */
export function WeekGrid({ venueId, days: monday, week, busy, today }: Props) {
  const blocks = week?.blocks ?? [];
  const objects = week?.location_objects ?? [];
  const columns = columnsOf(objects, blocks);
  const objectIds = new Set(objects.map((o) => o.id));
  const { from, to } = hourRange(blocks);
  const hours = Array.from({ length: to - from }, (_, i) => from + i);
  const height = (to - from) * HOUR_PX;
  const dayList = weekDays(monday);
  const gridColumns = `56px repeat(${dayList.length * columns.length}, minmax(${columns.length > 1 ? 72 : 120}px, 1fr))`;

  return (
    <Box
      role="region"
      aria-label={`Tydzień zajęć${week ? `: ${week.localization.name}` : ''}`}
      aria-busy={busy}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: gridColumns, minWidth: 'min-content' }}>
        {/* Day headers, each over its objects. */}
        <Box sx={{ gridRow: columns.length > 1 ? 'span 2' : undefined, borderBottom: 1, borderColor: 'divider' }} />
        {dayList.map((day, i) => (
          <Box
            key={day}
            sx={{
              gridColumn: `span ${columns.length}`,
              px: 1,
              py: 0.75,
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: day === today ? TODAY_BG : undefined,
              textAlign: 'center',
            }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: day === today ? 700 : 600 }}>
              {DAY_NAMES[i]} {ddmm(day)}
              {day === today && ' (dziś)'}
            </Typography>
          </Box>
        ))}
        {columns.length > 1 &&
          dayList.map((day) =>
            columns.map((c) => (
              <Box
                key={`${day}-${c.key}`}
                sx={{ px: 0.5, py: 0.25, borderBottom: 1, borderLeft: 1, borderColor: 'divider', textAlign: 'center' }}
              >
                <Typography
                  variant="caption"
                  title={c.name}
                  sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {c.name}
                </Typography>
              </Box>
            )),
          )}

        {/* The hours. */}
        <Box sx={{ position: 'relative', height }}>
          {hours.map((h) => (
            <Typography
              key={h}
              variant="caption"
              color="text.secondary"
              sx={{ position: 'absolute', top: (h - from) * HOUR_PX + 2, right: 6 }}
            >
              {String(h).padStart(2, '0')}:00
            </Typography>
          ))}
        </Box>
        {dayList.map((day, d) =>
          columns.map((column) => {
            const own = blocks.filter((b) => b.date === day && columnKeyOf(b, objectIds) === column.key);
            return (
              <Box
                key={`${day}-${column.key}`}
                data-testid={`calendar-${day}-${column.key}`}
                sx={{
                  position: 'relative',
                  height,
                  borderLeft: 1,
                  borderColor: 'divider',
                  bgcolor: day === today ? TODAY_BG : undefined,
                }}
              >
                {hours.map((h) => (
                  <Box
                    key={h}
                    component={Link}
                    to={activityNewUrl({
                      localization_id: venueId,
                      location_object_id: column.objectId,
                      date: day,
                      start_at: hhmmOf(h * 60),
                    })}
                    aria-label={`Dodaj zajęcia: ${SHORT_DAY_NAMES[d]} ${ddmm(day)}, ${String(h).padStart(2, '0')}:00, ${column.name}`}
                    sx={{
                      position: 'absolute',
                      left: 0,
                      right: 0,
                      top: (h - from) * HOUR_PX,
                      height: HOUR_PX,
                      borderTop: 1,
                      borderColor: 'divider',
                      color: 'transparent',
                      textDecoration: 'none',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      fontSize: 20,
                      '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
                    }}
                  >
                    +
                  </Box>
                ))}
                {lanesOf(own).map(({ block, lane, lanes }) => (
                  <ActivityBlock key={block.id} block={block} from={from} lane={lane} lanes={lanes} />
                ))}
              </Box>
            );
          }),
        )}
      </Box>
      {week && blocks.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Brak zajęć w tym tygodniu. Kliknij wolne pole, aby dodać zajęcia.
        </Typography>
      )}
    </Box>
  );
}

function ActivityBlock({ block, from, lane, lanes }: { block: CalendarBlock; from: number; lane: number; lanes: number }) {
  const start = minutesOf(block.start_at);
  const stop = minutesOf(block.stop_at) <= start ? 24 * 60 : minutesOf(block.stop_at);
  const colour = block.canceled ? CANCELED : COLOURS[block.occupancy];
  const state = [block.canceled ? 'odwołane' : calendarOccupancyLabels[block.occupancy].toLowerCase(), block.hidden && 'ukryte']
    .filter(Boolean)
    .join(', ');
  const title = `${block.start_at}–${block.stop_at} ${block.sport.name}${block.name ? ` (${block.name})` : ''}, ${block.taken}/${block.max_players}, ${state}`;
  return (
    <Box
      component={Link}
      to={activityUrl(block.id)}
      title={title}
      data-testid={`calendar-block-${block.id}`}
      sx={{
        position: 'absolute',
        top: ((start - from * 60) / 60) * HOUR_PX + 1,
        height: Math.max(((stop - start) / 60) * HOUR_PX - 2, 22),
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        overflow: 'hidden',
        bgcolor: colour.bg,
        border: `2px ${block.hidden ? 'dashed' : 'solid'} ${colour.border}`,
        borderRadius: 1,
        px: 0.5,
        color: 'text.primary',
        textDecoration: block.canceled ? 'line-through' : 'none',
        zIndex: 1,
        fontSize: 12,
        lineHeight: 1.3,
        '&:hover, &:focus-visible': { boxShadow: 3, zIndex: 2 },
      }}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {block.start_at}–{block.stop_at}
      </Box>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {block.sport.name}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {block.taken}/{block.max_players}
        {block.canceled ? ' · odwołane' : block.hidden ? ' · ukryte' : ''}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`, ${state}`}
      </Box>
    </Box>
  );
}
