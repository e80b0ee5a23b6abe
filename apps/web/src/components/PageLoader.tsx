import { Box, CircularProgress } from '@mui/material';

/** Centered spinner while a page or its data loads. */
export function PageLoader({ label = 'Ładowanie' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}
