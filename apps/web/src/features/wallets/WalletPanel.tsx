import { Alert, Chip, Grid, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { formatPln, type AdminUser, warsawToday } from '@sportdesk/contract';
import { BonusExpiryForm } from './BonusExpiryForm';
import { TopUpCard } from './TopUpCard';
import { TabSection } from '../users/public';

/** The Portfel tab: the Bonus section and three top-up cards (main account, bonus account, deposit). */
export function WalletPanel({ user }: { user: AdminUser }) {
  const expired = Boolean(user.bonus_expiration_date && user.bonus_expiration_date < warsawToday());
  return (
    <Stack spacing={2}>
      <TabSection
        title="Bonus"
        description="Środki bonusowe można wydać do końca dnia ważności; potem nie są dostępne przy płatności."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              Konto bonusowe
            </Typography>
            <Typography variant="h5" component="p">
              {formatPln(user.account_bonus_value)}
            </Typography>
          </div>
          <div>
            <Typography variant="body2" color="text.secondary">
              Ważny do
            </Typography>
            <Typography variant="h6" component="p">
              {user.bonus_expiration_date ? dayjs(user.bonus_expiration_date).format('DD.MM.YYYY') : 'bez terminu'}
            </Typography>
          </div>
          {expired ? (
            <Chip color="warning" label="Bonus wygasł" />
          ) : (
            <Chip color="success" variant="outlined" label="Bonus aktywny" />
          )}
          <div>
            <Typography variant="body2" color="text.secondary">
              Razem w portfelu
            </Typography>
            <Typography variant="h6" component="p">
              {formatPln(user.account_value)}
            </Typography>
          </div>
        </Stack>
        {expired && user.account_bonus_value > 0 && (
          <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
            Środki bonusowe wygasły i nie można ich wydać.
          </Alert>
        )}
        <BonusExpiryForm key={user.bonus_expiration_date ?? ''} user={user} />
      </TabSection>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TopUpCard userId={user.id} account="balance" amount={user.account_balance} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TopUpCard userId={user.id} account="bonus" amount={user.account_bonus_value} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TopUpCard userId={user.id} account="deposit" amount={user.account_deposit_value} />
        </Grid>
      </Grid>
    </Stack>
  );
}
