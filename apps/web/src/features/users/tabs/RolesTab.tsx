import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, Grid, Stack } from '@mui/material';
import { isAdminRole, type AdminUser, type Role } from '@sportdesk/contract';
import { FormActions } from '../../../components/FormActions';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { TabSection } from '../components/TabSection';
import { useRoles } from '../queries';
import { useSaveUser } from '../useSaveUser';
import { useUnsavedChangesGuard } from '../../../components/form';

function RoleGroup({
  title,
  roles,
  checked,
  toggle,
}: {
  title: string;
  roles: Role[];
  checked: Set<number>;
  toggle: (id: number) => void;
}) {
  return (
    <TabSection title={title}>
      <FormGroup>
        {roles.map((role) => (
          <FormControlLabel
            key={role.id}
            control={<Checkbox checked={checked.has(role.id)} onChange={() => toggle(role.id)} name={role.name} />}
            label={role.label}
          />
        ))}
      </FormGroup>
    </TabSection>
  );
}

/** Uprawnienia: every role from `admin/roles?limit=1000` as a checkbox, player-portal and admin roles apart. */
export function RolesTab({ user }: { user: AdminUser }) {
  const roles = useRoles();
  const [checked, setChecked] = useState(() => new Set(user.role_ids));
  const { save, saving } = useSaveUser(user.id);
  const [savedIds, setSavedIds] = useState(() => new Set(user.role_ids));
  useUnsavedChangesGuard(checked.size !== savedIds.size || [...checked].some((id) => !savedIds.has(id)));

  if (roles.isPending) return <PageLoader />;
  if (roles.isError) return <LoadError error={roles.error} onRetry={() => roles.refetch()} />;

  const toggle = (id: number) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = roles.data.rows;
  return (
    <Stack
      component="form"
      aria-label="Uprawnienia"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        void save({ role_ids: [...checked] }, undefined, (saved) => setSavedIds(new Set(saved.role_ids)));
      }}
      spacing={2}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RoleGroup title="Portal gracza" roles={all.filter((r) => !isAdminRole(r.name))} checked={checked} toggle={toggle} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RoleGroup
            title="Panel administracyjny"
            roles={all.filter((r) => isAdminRole(r.name))}
            checked={checked}
            toggle={toggle}
          />
        </Grid>
      </Grid>
      <FormActions saving={saving} />
    </Stack>
  );
}
