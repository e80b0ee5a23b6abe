import { Grid, Stack } from '@mui/material';
import type { AdminUser } from '@sportdesk/contract';
import { UserBenefitEntries } from '../benefit-entries/public';
import { TabSection, BenefitCardSection, FitprofitCardSection } from '../users/public';
import { UserTerminalLogins } from './UserTerminalLogins';

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
      <TabSection title="Wejścia Benefit">
        <UserBenefitEntries userId={user.id} />
      </TabSection>
      <UserTerminalLogins userId={user.id} />
    </Stack>
  );
}
