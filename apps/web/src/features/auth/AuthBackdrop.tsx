import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The branded page behind the sign-in and password forms. */
export function AuthBackdrop({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'radial-gradient(circle at 20% 20%, #1d4f8c 0%, #0f1f38 55%, #0a1526 100%)',
      }}
    >
      {children}
    </Box>
  );
}
