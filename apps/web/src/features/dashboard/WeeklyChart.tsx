import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import dayjs from 'dayjs';
import { STAT_CHARTS, WEEKDAY_INITIALS, type StatName } from '@sportdesk/contract';
import { LoadError } from '../../components/LoadError';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useStat } from './queries';

const HEIGHT = 220;

/** A bar chart of the last seven days with Polish weekday initials (Nd, Pn, Wt, Śr, Czw, Pt, Sob). */
export function WeeklyChart({ name }: { name: StatName }) {
  const stat = useStat(name);
  const { title, yMax } = STAT_CHARTS[name];
  const rows = stat.data?.rows ?? [];
  const counts = rows.map((r) => r.count);
  const headingId = `chart-${name}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        {stat.isPending && <Skeleton variant="rounded" height={HEIGHT} sx={{ mt: 1 }} />}
        {stat.isError && <LoadError error={stat.error} onRetry={() => stat.refetch()} />}
        {stat.data && (
          <>
            <BarChart
              height={HEIGHT}
              hideLegend
              margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
              xAxis={[{ scaleType: 'band', data: rows.map((r) => WEEKDAY_INITIALS[dayjs(r.date).day()]) }]}
              yAxis={[{ min: 0, max: yMax ? Math.max(yMax, ...counts) : undefined, width: 40 }]}
              series={[{ data: counts, label: title }]}
            />
            <ul style={visuallyHidden}>
              {rows.map((r) => (
                <li key={r.date}>
                  {dayjs(r.date).format('DD.MM.YYYY')}: {r.count}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
