import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** A small header card of the user page: a title and label/value rows. */
export function SummaryCard({
  title,
  icon,
  rows,
  footer,
}: {
  title: string;
  icon: ReactNode;
  rows: readonly SummaryRow[];
  footer?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
          {icon}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650, color: 'text.primary' }}>
            {title}
          </Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {footer}
      </CardContent>
    </Card>
  );
}
