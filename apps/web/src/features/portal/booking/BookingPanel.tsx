import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { formatPln, type PortalActivityDetail } from '@sportdesk/contract';
import { readToken } from '../../../lib/session/storage';
import { portalActivityUrl, portalSignInUrl } from '../urls';
import { defaultMethod } from './format';
import { useAddToBasket, useBasket, useJoinReserve } from './queries';
import { portalBasketUrl, portalBookingsUrl } from './urls';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Nie udało się zapisać');

/** "Dla kogo" (a select with its menu) loads only for a signed-in player, most visitors never need it. */
const ForWhom = lazy(() => import('./ForWhom').then((m) => ({ default: m.ForWhom })));

/**
 * The activity page's booking block (issue 19): with free spots the activity goes to the basket for the player
 * or a child; a full activity with a reserve list offers the reserve list (charged from the main account on
 * promotion). A visitor is asked to sign in; a past or cancelled activity takes no bookings.
 */
export function BookingPanel({ activity: a }: { activity: PortalActivityDetail }) {
  const navigate = useNavigate();
  const [who, setWho] = useState<number | ''>('');
  const add = useAddToBasket();
  const reserve = useJoinReserve();
  const basket = useBasket();
  if (a.canceled || a.past) return null;
  const inBasket = basket.data?.items.filter((i) => i.activity.id === a.id) ?? [];
  const full = a.free_spots <= 0;
  const participant = who === '' ? undefined : who;

  let body;
  if (!readToken())
    body = (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>Zaloguj się, aby zapisać się na zajęcia.</Typography>
        <Button variant="contained" component={Link} to={portalSignInUrl(portalActivityUrl(a.id))}>
          Zaloguj się
        </Button>
      </Stack>
    );
  else if (full && !a.reserve_list) body = <Typography>Brak wolnych miejsc — te zajęcia nie mają listy rezerwowej.</Typography>;
  else if (reserve.isSuccess)
    body = (
      <Alert
        severity="success"
        action={
          <Button color="inherit" component={Link} to={portalBookingsUrl()}>
            Moje zapisy
          </Button>
        }
      >
        {reserve.data.message} — pozycja {reserve.data.reserve_position}.
      </Alert>
    );
  else
    body = (
      <Stack spacing={1.5}>
        {inBasket.length > 0 && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={Link} to={portalBasketUrl()}>
                Koszyk
              </Button>
            }
          >
            W koszyku: {inBasket.map((i) => i.participant.label).join(', ')}
          </Alert>
        )}
        {full && (
          <Typography>
            Brak wolnych miejsc. Zapisz się na listę rezerwową: gdy ktoś zrezygnuje, wejdziesz na listę uczestników, a opłata (
            {formatPln(a.price)}) zostanie pobrana z Twojego konta głównego.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
          <Suspense fallback={null}>
            <ForWhom value={who} onChange={setWho} />
          </Suspense>
          {full ? (
            <Button
              variant="contained"
              disabled={reserve.isPending}
              onClick={() => reserve.mutate({ activity_id: a.id, participant_id: participant })}
            >
              Zapisz na listę rezerwową
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={add.isPending}
              onClick={() =>
                add.mutate(
                  { activity_id: a.id, participant_id: participant, payment_method: defaultMethod(a.payment_methods) },
                  { onSuccess: () => navigate(portalBasketUrl()) },
                )
              }
            >
              Dodaj do koszyka
            </Button>
          )}
        </Stack>
        {add.isError && (
          <Alert severity="error">
            {errorText(add.error)}{' '}
            <Box component={Link} to={portalBasketUrl()} sx={{ color: 'inherit' }}>
              Przejdź do koszyka
            </Box>
          </Alert>
        )}
        {reserve.isError && <Alert severity="error">{errorText(reserve.error)}</Alert>}
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="booking-heading" sx={{ p: 2 }}>
      <Typography id="booking-heading" variant="h6" component="h2" gutterBottom>
        Zapisy
      </Typography>
      {body}
    </Paper>
  );
}
