import { Alert, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { playerWalletMsg } from '@sportdesk/contract';
import { readToken } from '../../../lib/session/storage';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentMeta } from '../useDocumentMeta';
import { usePlayerTransactions, usePlayerWallet } from './queries';
import { pageFromParams } from './urls';
import { TopUpForm } from './TopUpForm';
import { TransactionList } from './TransactionList';
import { WalletSummary } from './WalletSummary';
import { SignInRedirect } from '../account/SignInRedirect';

/** After the gateway: what became of the top-up it returned from (`?doladowanie=<transaction id>`). */
function TopUpResult({ transactionId }: { transactionId: number }) {
  const latest = usePlayerTransactions(0);
  const t = latest.data?.rows.find((r) => r.id === transactionId);
  if (!t) return null;
  if (t.status === 'paid') return <Alert severity="success">{playerWalletMsg.topUpPaid}</Alert>;
  if (t.status === 'canceled') return <Alert severity="warning">Płatność została anulowana — konto nie zostało doładowane</Alert>;
  return <Alert severity="info">Czekamy na potwierdzenie płatności</Alert>;
}

/** `/portal/portfel`: the signed-in player's wallet, a top-up through the gateway, and the transactions. */
export function WalletPage() {
  useDocumentMeta({ title: 'Portfel', robots: 'noindex' });
  const [params, setParams] = useSearchParams();
  const signedIn = readToken() !== null;
  const wallet = usePlayerWallet(signedIn);
  if (!signedIn) return <SignInRedirect />;
  const page = pageFromParams(params);
  const returnedFrom = Number(params.get('doladowanie'));

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Portfel
      </Typography>
      {Number.isInteger(returnedFrom) && returnedFrom > 0 && <TopUpResult transactionId={returnedFrom} />}
      {wallet.isError ? (
        <LoadError error={wallet.error} onRetry={() => wallet.refetch()} />
      ) : wallet.data ? (
        <WalletSummary wallet={wallet.data} />
      ) : (
        <PageLoader />
      )}
      <TopUpForm />
      <TransactionList
        page={page}
        onPage={(next) => {
          const copy = new URLSearchParams(params);
          copy.delete('doladowanie');
          if (next > 0) copy.set('strona', String(next + 1));
          else copy.delete('strona');
          setParams(copy);
        }}
      />
    </Stack>
  );
}

export { WalletPage as Component };
