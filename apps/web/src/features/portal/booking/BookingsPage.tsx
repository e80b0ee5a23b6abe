import { useState } from 'react';
import { Alert, Button, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { formatPln, PLAYER_BOOKINGS_PAGE_SIZE, type PlayerBooking, type ResignResult } from '@sportdesk/contract';
import { readToken } from '../../../lib/session/storage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalSearchUrl } from '../urls';
import { BookingCard } from './BookingCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { refundText } from './format';
import { useBookings, useResign } from './queries';
import { portalBookingsUrl } from './urls';
import { SignInRedirect } from '../account/SignInRedirect';
import { useBookingsLive } from '../live/useBookingsLive';

/** What came of a checkout the player returned from (`?transaction_id=`), read from the bookings it made. */
function CheckoutNotice({ transactionId, rows }: { transactionId: number; rows: PlayerBooking[] }) {
  const made = rows.filter((r) => r.transaction?.id === transactionId);
  if (!made.length) return null;
  const unpaid = made.some((r) => r.transaction?.status === 'unpaid');
  return (
    <Alert severity={unpaid ? 'warning' : 'success'}>
      {unpaid
        ? 'Czekamy na potwierdzenie płatności — zapis jest zarezerwowany.'
        : `Zamówienie ${made[0].transaction?.identifier} opłacone — jesteś zapisany.`}
    </Alert>
  );
}

function ResignNotice({ result }: { result: ResignResult }) {
  const back = result.refund.account ? `Zwrócono ${formatPln(result.refund.amount)}.` : 'Bez zwrotu pieniędzy.';
  return (
    <Alert severity="success" role="status" data-testid="resign-result">
      {result.message}. {back} Saldo konta głównego: {formatPln(result.wallet.balance)}
      {result.wallet.bonus > 0 ? `, konta bonusowego: ${formatPln(result.wallet.bonus)}` : ''}.
    </Alert>
  );
}

/**
 * `/portal/zapisy` ("Moje zapisy"): the player's and their children's coming and past activities,
 * reserve-list positions, and resignation with the refund the rules give (`DELETE users/current/participations/{id}`).
 * The view (`widok=minione`) and page (`strona`) sit in the URL; a checkout returns here with `transaction_id`.
 */
export function BookingsPage() {
  useDocumentMeta({ title: 'Moje zapisy', robots: 'noindex' });
  const [params, setParams] = useSearchParams();
  const scope = params.get('widok') === 'minione' ? 'past' : 'upcoming';
  const page = Math.max(0, Number(params.get('strona') ?? 1) - 1) || 0;
  const transactionId = Number(params.get('transaction_id')) || null;
  const bookings = useBookings(scope, page, PLAYER_BOOKINGS_PAGE_SIZE);
  const resign = useResign();
  const [asked, setAsked] = useState<PlayerBooking | null>(null);
  useBookingsLive(scope === 'upcoming' ? (bookings.data?.rows.map((b) => b.activity.id) ?? []) : []);
  if (!readToken()) return <SignInRedirect />;

  const pages = bookings.data ? Math.ceil(bookings.data.total / PLAYER_BOOKINGS_PAGE_SIZE) : 0;
  const confirm = () => {
    if (!asked) return;
    resign.mutate(asked.id, { onSettled: () => setAsked(null) });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Moje zapisy
      </Typography>
      <Tabs value={scope} aria-label="Zapisy" variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="upcoming" label="Nadchodzące" component={Link} to={portalBookingsUrl()} />
        <Tab value="past" label="Minione" component={Link} to={portalBookingsUrl({ widok: 'minione' })} />
      </Tabs>
      {resign.isSuccess && <ResignNotice result={resign.data} />}
      {resign.isError && <Alert severity="error">{resign.error.message}</Alert>}
      {bookings.isError ? (
        <LoadError error={bookings.error} onRetry={() => bookings.refetch()} />
      ) : !bookings.data ? (
        <PageLoader />
      ) : (
        <>
          {transactionId && <CheckoutNotice transactionId={transactionId} rows={bookings.data.rows} />}
          {bookings.data.total === 0 && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {scope === 'past' ? 'Nie masz jeszcze minionych zajęć.' : 'Nie masz zapisów na nadchodzące zajęcia.'}
              </Typography>
              {scope === 'upcoming' && (
                <Button variant="contained" component={Link} to={portalSearchUrl()}>
                  Znajdź zajęcia
                </Button>
              )}
            </Stack>
          )}
          {bookings.data.rows.map((b) => (
            <BookingCard key={b.id} booking={b} highlighted={b.transaction?.id === transactionId} onResign={setAsked} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page + 1}
              siblingCount={0}
              sx={{ alignSelf: 'center' }}
              onChange={(_, p) => {
                const next = new URLSearchParams(params);
                if (p > 1) next.set('strona', String(p));
                else next.delete('strona');
                setParams(next);
              }}
              getItemAriaLabel={(type, p) =>
                type === 'page' ? `Strona ${p}` : type === 'next' ? 'Następna strona' : 'Poprzednia strona'
              }
            />
          )}
        </>
      )}
      {scope === 'upcoming' && <CalendarFeedCard />}
      <ConfirmDialog
        open={asked !== null}
        busy={resign.isPending}
        title={asked?.reserve ? 'Rezygnacja z listy rezerwowej' : 'Rezygnacja z zajęć'}
        text={
          asked
            ? `${asked.activity.name || asked.activity.sport}, ${asked.activity.date} ${asked.activity.start_at}. ${refundText(asked.refund)}`
            : ''
        }
        confirmLabel="Zrezygnuj"
        cancelLabel="Anuluj"
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}

export { BookingsPage as Component };
