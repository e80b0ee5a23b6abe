import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { formatPln, type PortalActivityDetail } from '@sportdesk/contract';
import { useCurrentUser } from '../../../lib/session/queries';
import { readToken } from '../../../lib/session/storage';
import { portalActivityUrl, portalSignInUrl } from '../urls';
import { defaultMethod } from './format';
import { useOwnChildren } from '../account/children/queries';
import { useAddToBasket, useBasket, useJoinReserve } from './queries';
import { portalBasketUrl, portalBookingsUrl } from './urls';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Nie udało się zapisać');

/** "Dla kogo": the player or one of their children; hidden when the player has no children (or they cannot be read). */
function ForWhom({ value, onChange }: { value: number | ''; onChange: (id: number | '') => void }) {
  const current = useCurrentUser();
  const children = useOwnChildren(readToken() !== null);
  const rows = children.data?.rows ?? [];
  if (!rows.length) return null;
  return (
    <TextField
      select
      label="Dla kogo"
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 220 }}
      size="small"
    >
      <MenuItem value="">Dla mnie{current.data?.first_name ? ` (${current.data.first_name})` : ''}</MenuItem>
      {rows.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
          <ForWhom value={who} onChange={setWho} />
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
