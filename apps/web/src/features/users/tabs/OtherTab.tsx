import type { ReactNode } from 'react';
import { Box, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminUserFields, type AdminUser } from '@sportdesk/contract';
import { FormActions } from '../../../components/FormActions';
import { DateFieldElement, SwitchElement, TextFieldElement } from '../../../components/form';
import { TabSection } from '../components/TabSection';
import { UserTabForm } from '../components/UserTabForm';
import { formatDateTime, orDash } from '../format';
import { userUrl } from '../urls';
import { useUserTabForm } from '../useUserTabForm';

const schema = adminUserFields.pick({
  fa: true,
  hide_last_name: true,
  newsletter: true,
  child_policy_accepted: true,
  deposit_alert: true,
  deposit_alert_date: true,
  custom_tags: true,
  tags: true,
  facebook_uid: true,
  pnh_id: true,
  tuzagram_id: true,
  ok_id: true,
  ok_system_active: true,
});
type Values = z.input<typeof schema>;

const toForm = (u: AdminUser): Values => ({
  fa: u.fa,
  hide_last_name: u.hide_last_name,
  newsletter: u.newsletter,
  child_policy_accepted: u.child_policy_accepted,
  deposit_alert: u.deposit_alert,
  deposit_alert_date: u.deposit_alert_date,
  custom_tags: u.custom_tags ?? '',
  tags: u.tags ?? '',
  facebook_uid: u.facebook_uid ?? '',
  pnh_id: u.pnh_id ?? '',
  tuzagram_id: u.tuzagram_id ?? '',
  ok_id: u.ok_id ?? '',
  ok_system_active: u.ok_system_active,
});

/** The ids in other systems, in form order. */
const EXTERNAL_IDS = [
  { name: 'ok_id', label: 'Numer OK System' },
  { name: 'pnh_id', label: 'Identyfikator PNH (zajęć własnych)' },
  { name: 'tuzagram_id', label: 'Tuzagram ID' },
  { name: 'facebook_uid', label: 'Facebook UID' },
] as const;

function ReadOnly({ user }: { user: AdminUser }) {
  const rows: [string, ReactNode][] = [
    ['Skąd wie o nas', orDash(user.how_know_about_us)],
    ['Konto utworzone', formatDateTime(user.created_at)],
    [
      'Utworzone przez',
      user.creator ? (
        <MuiLink component={Link} to={userUrl(user.creator.id)}>
          {user.creator.label}
        </MuiLink>
      ) : (
        'rejestracja'
      ),
    ],
    ['E-mail potwierdzony', formatDateTime(user.confirmed_at)],
    ['Telefon potwierdzony', user.confirmed_phone ? 'Tak' : 'Nie'],
    ['Ostatnie logowanie', formatDateTime(user.last_sign_in_at)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, rowGap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Pozostałe: the remaining flags, tags and external ids; how_know_about_us and the account's dates are read-only. */
export function OtherTab({ user }: { user: AdminUser }) {
  const { control, onSubmit, saving } = useUserTabForm(user, zodResolver(schema), toForm);
  return (
    <Stack spacing={2}>
      <TabSection title="Ustawienia konta">
        <UserTabForm label="Pozostałe" onSubmit={onSubmit}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack>
                <SwitchElement control={control} name="fa" label="Fałszywe konto (FA)" />
                <SwitchElement control={control} name="hide_last_name" label="Ukryj nazwisko" />
                <SwitchElement control={control} name="newsletter" label="Newsletter" />
                <SwitchElement control={control} name="child_policy_accepted" label="Zaakceptowany regulamin kont dzieci" />
                <SwitchElement control={control} name="ok_system_active" label="OK System aktywny" />
                <SwitchElement control={control} name="deposit_alert" label="Alert kaucji" />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <DateFieldElement control={control} name="deposit_alert_date" label="Data alertu kaucji" />
                <TextFieldElement control={control} name="custom_tags" label="Własne tagi" helperText="Oddzielone znakiem #" />
                <TextFieldElement control={control} name="tags" label="Tagi" helperText="Oddzielone znakiem #" />
              </Stack>
            </Grid>
            {EXTERNAL_IDS.map(({ name, label }) => (
              <Grid key={name} size={{ xs: 12, md: 3 }}>
                <TextFieldElement control={control} name={name} label={label} />
              </Grid>
            ))}
          </Grid>
          <FormActions saving={saving} />
        </UserTabForm>
      </TabSection>
      <TabSection title="Informacje">
        <ReadOnly user={user} />
      </TabSection>
    </Stack>
  );
}
