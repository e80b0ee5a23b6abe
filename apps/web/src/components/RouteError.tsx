import { Box, Button, Typography } from '@mui/material';
import { useRouteError } from 'react-router';
import { loadErrorMessage } from '../lib/loadErrorMessage';

/**
 * A layout's `errorElement` (the document's root, the back office's and the portal's layouts): a screen that fails
 * to load or render — most often its code, gone from the server after a new version was deployed, or not fetched
 * while offline — shows 'Coś poszło nie tak' with 'Spróbuj ponownie' (the page loaded again) instead of an empty
 * page; the layout around it keeps working, and going elsewhere clears it. Drawn like `LoadError` (an error
 * `Alert`) from plain parts: it is in every document's entry, and MUI's Alert with its icons is not needed there.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 2 }}>
      <Box
        role="alert"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 0.75,
          borderRadius: 1,
          bgcolor: '#fdeded',
          color: '#5f2120',
        }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1, py: 1 }}>
          {loadErrorMessage(error)}
        </Typography>
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Spróbuj ponownie
        </Button>
      </Box>
    </Box>
  );
}
