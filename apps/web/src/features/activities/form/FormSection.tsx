import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';

/** One titled card of the activity form; children are Grid items. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** A grid cell: full width on phones, `sm` columns from the tablet breakpoint. */
export function Cell({ sm = 6, children }: { sm?: number; children: ReactNode }) {
  return <Grid size={{ xs: 12, sm }}>{children}</Grid>;
}
