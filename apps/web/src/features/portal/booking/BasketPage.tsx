import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { formatPln } from '@sportdesk/contract';
import { readToken } from '../../../lib/session/storage';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalSearchUrl } from '../urls';
import { BasketItemCard } from './BasketItemCard';
import { MissingProfileFields } from './MissingProfileFields';
import { useBasket, useCheckout } from './queries';
import { SignInRedirect } from '../account/SignInRedirect';

/**
 * `/portal/koszyk`: the player's basket. Items with their problems, payment methods and codes; the
 * terms; checkout — something due online goes to the gateway's page (back to "Moje zapisy" after paying),
 * otherwise straight to "Moje zapisy".
 */
export function BasketPage() {
  useDocumentMeta({ title: 'Koszyk', robots: 'noindex' });
  const navigate = useNavigate();
  const basket = useBasket();
  const checkout = useCheckout();
  const [terms, setTerms] = useState(false);
  if (!readToken()) return <SignInRedirect />;
  if (basket.isError) return <LoadError error={basket.error} onRetry={() => basket.refetch()} />;
  if (!basket.data) return <PageLoader />;
  const b = basket.data;

  const pay = () =>
    checkout.mutate(undefined, {
      onSuccess: (done) => {
        const target = new URL(done.redirect_url, window.location.origin);
        // The gateway's page is outside the app; the bookings page is inside it.
        if (done.status === 'unpaid') window.location.assign(done.redirect_url);
        else navigate(`${target.pathname}${target.search}`);
      },
    });

  return (
    <Stack spacing={2} sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Koszyk
      </Typography>
      {b.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>Koszyk jest pusty.</Typography>
          <Button variant="contained" component={Link} to={portalSearchUrl()}>
            Znajdź zajęcia
          </Button>
        </Paper>
      ) : (
        <>
          <MissingProfileFields basket={b} />
          {b.items.map((item) => (
            <BasketItemCard key={item.id} item={item} />
          ))}
          <Paper variant="outlined" component="section" aria-labelledby="summary-heading" sx={{ p: 2 }}>
            <Typography id="summary-heading" variant="h6" component="h2" gutterBottom>
              Podsumowanie
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography>Razem</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="basket-total">
                {formatPln(b.value)}
              </Typography>
            </Box>
            {b.online_value > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography color="text.secondary">W tym płatność online</Typography>
                <Typography color="text.secondary">{formatPln(b.online_value)}</Typography>
              </Box>
            )}
            {b.blockers.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {b.blockers.join('. ')}
              </Alert>
            )}
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
              label="Akceptuję regulamin i zasady rezygnacji z zajęć"
            />
            {checkout.isError && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {checkout.error.message}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={!b.can_checkout || !terms || checkout.isPending}
              onClick={pay}
            >
              {b.online_value > 0 ? `Zamawiam i płacę ${formatPln(b.online_value)}` : 'Zamawiam'}
            </Button>
            {!terms && b.can_checkout && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Zaakceptuj regulamin, aby złożyć zamówienie.
              </Typography>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}

export { BasketPage as Component };
