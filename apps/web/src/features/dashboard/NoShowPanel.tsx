import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNoShowRate } from '@sportdesk/contract';
import { LoadError } from '../../components/LoadError';
import { useNoShowsByKind } from './queries';

/** No-shows of the last 30 days by payment kind: which way of paying brings players who do not come. */
export function NoShowPanel() {
  const stats = useNoShowsByKind();
  return (
    <Card component="section" aria-labelledby="no-show-panel-title">
      <CardContent>
        <Typography id="no-show-panel-title" variant="h6" component="h2" gutterBottom>
          Nieobecności w ostatnich {stats.data?.window_days ?? 30} dniach według płatności
        </Typography>
        {stats.isError ? (
          <LoadError error={stats.error} onRetry={() => stats.refetch()} />
        ) : (
          <Table size="small" aria-label="Nieobecności według płatności" aria-busy={stats.isPending}>
            <TableHead>
              <TableRow>
                <TableCell>Płatność</TableCell>
                <TableCell align="right">Zapisy ze sprawdzoną listą</TableCell>
                <TableCell align="right">Nieobecności</TableCell>
                <TableCell align="right">Odsetek</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(stats.data?.rows ?? []).map((row) => (
                <TableRow key={row.kind} data-testid={`no-show-${row.kind}`}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell align="right">{row.checked}</TableCell>
                  <TableCell align="right">{row.no_shows}</TableCell>
                  <TableCell align="right">{formatNoShowRate(row.rate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
