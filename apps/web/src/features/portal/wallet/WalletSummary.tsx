import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { formatPln, type PlayerWallet } from '@sportdesk/contract';
import { dayText } from './format';

function Account({ title, amount, testId, children }: { title: string; amount: number; testId: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 750 }} data-testid={testId}>
        {formatPln(amount)}
      </Typography>
      {children}
    </Paper>
  );
}

function bonusNote(w: PlayerWallet) {
  if (w.bonus_expired) return `Środki bonusowe wygasły ${dayText(w.bonus_expiration_date!)}`;
  if (w.account_bonus_value === 0) return 'Brak środków bonusowych';
  return w.bonus_expiration_date ? `Ważne do ${dayText(w.bonus_expiration_date)}` : 'Bez terminu ważności';
}

/** The three accounts: main (what bookings and top-ups use), bonus with its expiry, deposit. */
export function WalletSummary({ wallet: w }: { wallet: PlayerWallet }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <Account title="Konto główne" amount={w.account_balance} testId="wallet-balance" />
      <Account title="Konto bonusowe" amount={w.account_bonus_value} testId="wallet-bonus">
        <Typography variant="body2" color={w.bonus_expired ? 'error' : 'text.secondary'} data-testid="wallet-bonus-expiry">
          {bonusNote(w)}
        </Typography>
      </Account>
      <Account title="Kaucja" amount={w.account_deposit_value} testId="wallet-deposit" />
    </Box>
  );
}
