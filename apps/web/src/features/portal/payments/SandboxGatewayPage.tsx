import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorCode, formatPln, type SandboxPaymentResult } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { readToken } from '../../../lib/session/storage';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { SignInRedirect } from '../account/SignInRedirect';
import { PortalNotFound } from '../PortalNotFound';
import { useDocumentMeta } from '../useDocumentMeta';
import { useSandboxPayment, useSandboxSettle } from './queries';

const Frame = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 460, width: '100%', mx: 'auto' }}>
    <Chip
      label="Sandbox — testowa bramka płatności"
      size="small"
      sx={{ mb: 2, maxWidth: '100%', bgcolor: '#fff3cd', color: '#5c4400', fontWeight: 500 }}
    />
    {children}
  </Paper>
);

function Settled({ result }: { result: SandboxPaymentResult }) {
  return (
    <Frame>
      <Typography variant="h4" component="h1" gutterBottom>
        {result.status === 'canceled' ? 'Płatność anulowana' : 'Płatność przyjęta'}
      </Typography>
      <Typography sx={{ mb: 3 }}>Transakcja {result.identifier}</Typography>
      <Button variant="contained" component={Link} to={result.return_path}>
        Wróć do sklepu
      </Button>
    </Frame>
  );
}

/**
 * `/portal/bramka-testowa/{id}`: the local sandbox gateway's card page (no real gateway configured), where the
 * signed-in player pays or cancels their own payment. It stands in for a real gateway's page: Zapłać sends the
 * gateway's notification, then "Wróć do sklepu" leads to the shop's return address from the query.
 */
export function SandboxGatewayPage() {
  useDocumentMeta({ title: 'Bramka płatności (sandbox)', robots: 'noindex' });
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const back = { powrot: params.get('powrot') ?? undefined, anuluj: params.get('anuluj') ?? undefined };
  const signedIn = readToken() !== null;
  const payment = useSandboxPayment(id, signedIn);
  const settle = useSandboxSettle(id, back);
  if (!signedIn) return <SignInRedirect />;
  if (settle.data) return <Settled result={settle.data} />;
  if (isApiError(payment.error, ErrorCode.NOT_FOUND) || isApiError(payment.error, ErrorCode.VALIDATION))
    return <PortalNotFound text="Nie znaleziono płatności." />;
  if (payment.isError) return <LoadError error={payment.error} onRetry={() => payment.refetch()} />;
  if (!payment.data) return <PageLoader />;
  const p = payment.data;

  return (
    <Frame>
      <Typography variant="h4" component="h1">
        Płatność kartą
      </Typography>
      <Typography color="text.secondary">Transakcja {p.identifier}</Typography>
      <Typography variant="h3" component="p" sx={{ fontWeight: 700, my: 2 }} data-testid="sandbox-amount">
        {formatPln(p.amount)}
      </Typography>
      {p.status === 'pending' ? (
        <>
          {settle.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {settle.error.message}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="success"
              size="large"
              disabled={settle.isPending}
              onClick={() => settle.mutate('paid')}
            >
              Zapłać
            </Button>
            <Button variant="outlined" size="large" disabled={settle.isPending} onClick={() => settle.mutate('canceled')}>
              Anuluj
            </Button>
          </Box>
        </>
      ) : (
        <Typography>Ta płatność jest już zakończona ({p.status === 'paid' ? 'opłacona' : 'anulowana'}).</Typography>
      )}
    </Frame>
  );
}

export { SandboxGatewayPage as Component };
