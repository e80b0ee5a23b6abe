import { Box, CircularProgress } from '@mui/material';

interface PageLoaderProps {
  label?: string;
  /**
   * At least the window's height: the layout's stand-in for a page whose code is loading keeps the footer below
   * the fold, so the page arriving does not push a footer in view down (a layout shift).
   */
  fillWindow?: boolean;
}

/** Centered spinner while a page or its data loads. */
export function PageLoader({ label = 'Ładowanie', fillWindow = false }: PageLoaderProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fillWindow ? '100vh' : 240 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}
