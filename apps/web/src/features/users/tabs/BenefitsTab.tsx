import { Alert, Grid, Stack } from '@mui/material';
import type { AdminUser } from '@sportdesk/contract';
import { BenefitCardSection } from './benefits/BenefitCardSection';
import { FitprofitCardSection } from './benefits/FitprofitCardSection';
import { UserTerminalLogins } from './benefits/UserTerminalLogins';

/** Benefity: the Benefit card, FitProfit and Medicover, the user's benefit entries and terminal logins. */
export function BenefitsTab({ user }: { user: AdminUser }) {
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <BenefitCardSection user={user} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <FitprofitCardSection user={user} />
        </Grid>
      </Grid>
      <Alert severity="info" variant="outlined">
        Wejścia Benefit użytkownika nie są jeszcze dostępne — pojawią się tutaj razem z modułem wejść Benefit.
      </Alert>
      <UserTerminalLogins userId={user.id} />
    </Stack>
  );
}
