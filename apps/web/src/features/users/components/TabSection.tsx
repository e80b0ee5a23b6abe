import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

interface Props {
  title: string;
  description?: ReactNode;
  /** Buttons at the top right. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A titled card inside a user tab. */
export function TabSection({ title, description, actions, children }: Props) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: children ? 2 : 0 }}
        >
          <div>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            )}
          </div>
          {actions && (
            <Stack direction="row" spacing={1}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
