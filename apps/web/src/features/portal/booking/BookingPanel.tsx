import { lazy, Suspense } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { PortalActivityDetail } from '@sportdesk/contract';
import { readToken } from '../../../lib/session/storage';
import { portalActivityUrl, portalSignInUrl } from '../urls';

/** A signed-in player's booking (basket, reserve list, "Dla kogo") loads for them only: most readers are visitors. */
const PlayerBooking = lazy(() => import('./PlayerBooking'));

/**
 * The activity page's booking block: a signed-in player books here (PlayerBooking.tsx), a visitor is
 * asked to sign in; a past or cancelled activity takes no bookings.
 */
export function BookingPanel({ activity: a }: { activity: PortalActivityDetail }) {
  if (a.canceled || a.past) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="booking-heading" sx={{ p: 2 }}>
      <Typography id="booking-heading" variant="h6" component="h2" gutterBottom>
        Zapisy
      </Typography>
      {readToken() ? (
        <Suspense fallback={null}>
          <PlayerBooking activity={a} />
        </Suspense>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }}>Zaloguj się, aby zapisać się na zajęcia.</Typography>
          <Button variant="contained" component={Link} to={portalSignInUrl(portalActivityUrl(a.id))}>
            Zaloguj się
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
