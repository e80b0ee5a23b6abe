import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GENDERS,
  GENDER_LABELS,
  userProfileCreateForm,
  userProfileEditForm,
  type AdminUser,
  type UserProfileFormInput,
  type UserProfileFormOutput,
} from '@sportdesk/contract';
import { FormActions } from '../../../components/FormActions';
import {
  DateFieldElement,
  SelectElement,
  SwitchElement,
  TextFieldElement,
  usePageForm,
  type FormSubmit,
} from '../../../components/form';
import { userListUrl } from '../urls';
import { PasswordFields } from './PasswordFields';
import { UserPickerElement } from './UserPicker';

export type ProfileValues = UserProfileFormOutput;

export const profileDefaults = (user?: AdminUser): UserProfileFormInput => ({
  identifier: user?.identifier ?? '',
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone_prefix: user?.phone_prefix ?? '+48',
  phone: user?.phone ?? '',
  city: user?.city ?? '',
  birth_date: user?.birth_date ?? null,
  gender: user?.gender ?? '',
  parent_id: user?.parent_id ?? null,
  notes: user?.notes ?? '',
  active: user?.active ?? true,
  password: '',
  password_confirmation: '',
});

interface Props {
  user?: AdminUser;
  onSubmit: FormSubmit<UserProfileFormInput, ProfileValues>;
  /** Left of 'Zapisz' (the delete button). */
  extraActions?: ReactNode;
}

/**
 * The main user form (Profil tab and /users/new): identifier required; e-mail required and valid
 * unless a parent is set; password min 6 with an equal confirmation — the contract's rules.
 */
export function ProfileForm({ user, onSubmit, extraActions }: Props) {
  const creating = !user;
  const {
    control,
    setValue,
    onSubmit: submit,
    saving,
  } = usePageForm<UserProfileFormInput, ProfileValues>({
    resolver: creating ? zodResolver(userProfileCreateForm) : zodResolver(userProfileEditForm),
    defaultValues: profileDefaults(user),
    onSubmit: async (values, setError) => {
      const outcome = await onSubmit(values, setError);
      // A saved password is not shown again (the clean state has empty password fields).
      if (outcome && !outcome.leaveTo) clearPassword();
      return outcome;
    },
  });
  const clearPassword = () => {
    setValue('password', '');
    setValue('password_confirmation', '');
  };
  const half = { xs: 12, md: 6 } as const;
  const third = { xs: 12, md: 4 } as const;

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate aria-label="Profil" onSubmit={submit}>
          <Grid container spacing={2.5}>
            <Grid size={third}>
              <TextFieldElement control={control} name="identifier" label="Identyfikator" required />
            </Grid>
            <Grid size={third}>
              <TextFieldElement control={control} name="first_name" label="Imię" />
            </Grid>
            <Grid size={third}>
              <TextFieldElement control={control} name="last_name" label="Nazwisko" />
            </Grid>
            <Grid size={half}>
              <TextFieldElement
                control={control}
                name="email"
                label="E-mail"
                type="email"
                helperText="Niewymagany dla konta dziecka"
              />
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>
              <TextFieldElement control={control} name="phone_prefix" label="Prefiks" />
            </Grid>
            <Grid size={{ xs: 8, md: 4 }}>
              <TextFieldElement control={control} name="phone" label="Telefon" />
            </Grid>
            <Grid size={third}>
              <TextFieldElement control={control} name="city" label="Miasto" />
            </Grid>
            <Grid size={third}>
              <DateFieldElement control={control} name="birth_date" label="Data urodzenia" disableFuture />
            </Grid>
            <Grid size={third}>
              <SelectElement
                control={control}
                name="gender"
                label="Płeć"
                emptyLabel="Nie podano"
                options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
              />
            </Grid>
            <Grid size={half}>
              <UserPickerElement control={control} name="parent_id" label="Konto rodzica" initial={user?.parent ?? null} />
            </Grid>
            <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
              <SwitchElement control={control} name="active" label="Konto aktywne" />
            </Grid>
            <Grid size={12}>
              <TextFieldElement control={control} name="notes" label="Notatki" multiline minRows={2} maxRows={8} />
            </Grid>
            <PasswordFields control={control} initiallyOpen={creating} onHide={clearPassword} />
          </Grid>
          <FormActions cancelTo={userListUrl()} saving={saving} start={extraActions} />
        </Stack>
      </CardContent>
    </Card>
  );
}
