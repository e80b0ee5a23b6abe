import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right (e.g. 'Dodaj'). */
  actions?: ReactNode;
  /** A back link or breadcrumbs above the title. */
  back?: ReactNode;
}

/** The page's h1 with its actions. */
export function PageHeader({ title, subtitle, actions, back }: Props) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {back}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
