import { Box, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  PAYMENT_METHOD_LABELS,
  PLAYER_TRANSACTIONS_PAGE_SIZE,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  formatPln,
  type PlayerTransaction,
} from '@sportdesk/contract';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { portalActivityUrl } from '../urls';
import { dateTime, dayText, signedPln } from './format';
import { ListPager } from './ListPager';
import { usePlayerTransactions } from './queries';

const STATUS_COLOR = { paid: 'success', unpaid: 'warning', canceled: 'default' } as const;

function TransactionItem({ t }: { t: PlayerTransaction }) {
  // The account the transaction moved (a purchase may move main and bonus: main first); an unpaid one moved none yet.
  const change = t.main_change || t.bonus_change || t.deposit_change;
  return (
    <Box
      component="li"
      data-testid={`transaction-${t.id}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{TRANSACTION_TYPE_LABELS[t.transaction_type]}</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {change !== 0 ? signedPln(change) : formatPln(t.value)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {dateTime(t.created_at)} · {t.identifier} · {PAYMENT_METHOD_LABELS[t.payment_method]}
        </Typography>
        <Chip size="small" label={TRANSACTION_STATUS_LABELS[t.status]} color={STATUS_COLOR[t.status]} variant="outlined" />
      </Stack>
      {t.activities.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t.activities.map((a, i) => (
            <span key={a.id}>
              {i > 0 && ', '}
              <MuiLink component={Link} to={portalActivityUrl(a.id)}>
                {a.name} ({dayText(a.date)})
              </MuiLink>
            </span>
          ))}
        </Typography>
      )}
    </Box>
  );
}

/** The player's transactions, newest first, a page at a time (the page sits in the URL). */
export function TransactionList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = usePlayerTransactions(page);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transactions-heading" sx={{ p: 2 }}>
      <Typography id="transactions-heading" variant="h6" component="h2" gutterBottom>
        Historia transakcji
      </Typography>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <PageLoader />
      ) : list.data.total === 0 ? (
        <Typography color="text.secondary">Nie masz jeszcze żadnych transakcji.</Typography>
      ) : (
        <>
          <Box component="ul" aria-label="Transakcje" aria-busy={list.isFetching} sx={{ m: 0, p: 0 }}>
            {list.data.rows.map((t) => (
              <TransactionItem key={t.id} t={t} />
            ))}
          </Box>
          <ListPager total={list.data.total} pageSize={PLAYER_TRANSACTIONS_PAGE_SIZE} page={page} onPage={onPage} />
        </>
      )}
    </Paper>
  );
}
