import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { formatPln, type PortalActivityDetail } from '@sportdesk/contract';
import { defaultMethod } from './format';
import { useAddToBasket, useBasket, useJoinReserve } from './queries';
import { portalBasketUrl, portalBookingsUrl } from './urls';

/**
 * The booking block's body for a signed-in player (BookingPanel): with free spots the activity goes to the basket
 * for the player or a child; a full activity with a reserve list offers the reserve list (charged from the main
 * account on promotion).
 */
export function PlayerBooking({ activity: a }: { activity: PortalActivityDetail }) {
  const navigate = useNavigate();
  const [who, setWho] = useState<number | ''>('');
  const add = useAddToBasket();
  const reserve = useJoinReserve();
  const basket = useBasket();
  const inBasket = basket.data?.items.filter((i) => i.activity.id === a.id) ?? [];
  const full = a.free_spots <= 0;
  const participant = who === '' ? undefined : who;

  let body;
  if (full && !a.reserve_list) body = <Typography>Brak wolnych miejsc — te zajęcia nie mają listy rezerwowej.</Typography>;
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

  return body;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Nie udało się zapisać');

/** "Dla kogo" (a select with its menu) loads only for a signed-in player, most visitors never need it. */
const ForWhom = lazy(() => import('./ForWhom').then((m) => ({ default: m.ForWhom })));

export { PlayerBooking as default };
