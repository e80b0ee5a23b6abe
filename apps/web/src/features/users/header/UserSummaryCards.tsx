import { Alert, Box, Link as MuiLink } from '@mui/material';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import FamilyRestroomOutlinedIcon from '@mui/icons-material/FamilyRestroomOutlined';
import { Link } from 'react-router';
import type { AdminUser } from '@sportdesk/contract';
import { formatDate, formatMoney, formatPhone, orDash } from '../format';
import { plural } from '../plural';
import { userUrl } from '../urls';
import { ActiveChip } from './ActiveChip';
import { NoShowsCard } from './NoShowsCard';
import { SummaryCard } from './SummaryCard';

/** Header cards of the user page (docs/spec/part-1.md §2 "Users"): contact, benefit, FitProfit/Medicover, wallet,
 * parent; then notes. */
export function UserSummaryCards({ user }: { user: AdminUser }) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))', gap: 2, mb: 2 }}>
        <SummaryCard
          title="Kontakt"
          icon={<ContactMailOutlinedIcon fontSize="small" />}
          rows={[
            { label: 'E-mail', value: user.email ? <MuiLink href={`mailto:${user.email}`}>{user.email}</MuiLink> : '—' },
            { label: 'Telefon', value: formatPhone(user.phone_prefix, user.phone) },
            { label: 'Miasto', value: orDash(user.city) },
            {
              label: 'Data urodzenia',
              value: user.birth_date
                ? `${formatDate(user.birth_date)} (${user.age} ${plural(user.age ?? 0, 'rok', 'lata', 'lat')})`
                : '—',
            },
          ]}
        />
        <SummaryCard
          title="Karta Benefit"
          icon={<CreditCardOutlinedIcon fontSize="small" />}
          rows={[
            { label: 'Numer', value: orDash(user.benefit_id) },
            { label: 'Status', value: <ActiveChip active={user.benefit_active} /> },
            { label: 'Pierwsza linia', value: orDash(user.first_line) },
            { label: 'Druga linia', value: orDash(user.second_line) },
          ]}
        />
        <SummaryCard
          title="FitProfit / Medicover"
          icon={<HealthAndSafetyOutlinedIcon fontSize="small" />}
          rows={[
            { label: 'Numer', value: orDash(user.fitprofit_id) },
            { label: 'FitProfit', value: <ActiveChip active={user.fitprofit_active} /> },
            { label: 'Medicover', value: <ActiveChip active={user.medicover_active} /> },
          ]}
        />
        <SummaryCard
          title="Portfel"
          icon={<AccountBalanceWalletOutlinedIcon fontSize="small" />}
          rows={[
            { label: 'Razem', value: formatMoney(user.account_value) },
            { label: 'Konto główne', value: formatMoney(user.account_balance) },
            { label: 'Konto bonusowe', value: formatMoney(user.account_bonus_value) },
            { label: 'Kaucja', value: formatMoney(user.account_deposit_value) },
            { label: 'Bonus ważny do', value: formatDate(user.bonus_expiration_date) },
          ]}
        />
        <NoShowsCard userId={user.id} />
        {user.parent && (
          <SummaryCard
            title="Rodzic"
            icon={<FamilyRestroomOutlinedIcon fontSize="small" />}
            rows={[
              {
                label: 'Konto',
                value: (
                  <MuiLink component={Link} to={userUrl(user.parent.id)}>
                    {user.parent.label}
                  </MuiLink>
                ),
              },
              { label: 'ID', value: user.parent.id },
            ]}
          />
        )}
      </Box>
      {user.notes && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2, whiteSpace: 'pre-line' }} aria-label="Notatki">
          {user.notes}
        </Alert>
      )}
    </>
  );
}
