import { useMemo, useState } from 'react';
import { Button, Chip, IconButton, InputAdornment, Link as MuiLink, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Link } from 'react-router';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  GROUP_MEMBER_ROLES,
  GROUP_MEMBER_ROLE_LABELS,
  PAGE_SIZES,
  groupMsg,
  invitationState,
  msg,
  type CompetitionGroupDetail,
  type GroupMember,
  type GroupMemberRole,
} from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, queryTableProps, type DataTableColumn } from '../../components/data-table';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useNotify } from '../../components/useNotify';
import { UserPicker, type UserOption } from '../users/public';
import { useAcceptRequest, useAddMember, useGroupMembers, useMemberRole, useRemoveMember } from './queries';

const errorText = (error: unknown, fallback: string) =>
  isApiError(error, 'BUSINESS_RULE') || isApiError(error, 'CONFLICT') ? error.message : fallback;

/** 'Osoby w Grupie' (the first page from the members `show` carried, then `players`): add (player, invited by the admin), search, 10 a page (5/10/25), role, invitation state, remove. */
export function MembersTab({ group, updatedAt }: { group: CompetitionGroupDetail; updatedAt: number }) {
  const [search, setSearch] = useState('');
  const withQ = useDebouncedValue(search.trim());
  const [paging, setPaging] = useState({ page: 0, limit: GROUP_MEMBERS_PAGE_SIZE });
  const query = useMemo(() => ({ with_q: withQ || undefined, ...paging }), [withQ, paging]);
  const members = useGroupMembers(group.id, query, { group, updatedAt });
  const [picked, setPicked] = useState<UserOption | null>(null);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const add = useAddMember(group.id);
  const role = useMemberRole(group.id);
  const remove = useRemoveMember(group.id);
  const accept = useAcceptRequest(group.id);
  const notify = useNotify();

  const columns = useMemo<readonly DataTableColumn<GroupMember>[]>(
    () => [
      {
        id: 'user',
        header: 'Osoba',
        cell: (m) => (
          <MuiLink component={Link} to={`/users/${m.user_id}`} underline="hover">
            {m.user}
          </MuiLink>
        ),
      },
      {
        id: 'role',
        header: 'Rola',
        width: 190,
        cell: (m) => (
          <TextField
            select
            size="small"
            value={m.role}
            aria-label={`Rola: ${m.user}`}
            sx={{ minWidth: 160 }}
            onChange={(e) =>
              role.mutate(
                { memberId: m.id, role: e.target.value as GroupMemberRole },
                {
                  onSuccess: () => notify.success(groupMsg.roleChanged),
                  onError: () => notify.error(groupMsg.roleChangeFailed),
                },
              )
            }
          >
            {GROUP_MEMBER_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {GROUP_MEMBER_ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      {
        id: 'invitation',
        header: 'Zaproszenie',
        width: 230,
        cell: (m) => {
          const state = invitationState(m);
          if (state === 'accepted') return <Chip size="small" color="success" label={groupMsg.accepted} />;
          if (state === 'invited') return <Chip size="small" label={groupMsg.invitationSent} />;
          return (
            <Button
              size="small"
              variant="outlined"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(m.id, {
                  onSuccess: () => notify.success(msg.saved),
                  onError: (error) => notify.error(errorText(error, msg.saveFailed)),
                })
              }
            >
              {groupMsg.acceptInvitation}
            </Button>
          );
        },
      },
      {
        id: 'actions',
        header: 'Opcje',
        align: 'right',
        width: 80,
        cell: (m) => (
          <Tooltip title="Usuń z grupy">
            <IconButton size="small" aria-label={`Usuń ${m.user} z grupy`} onClick={() => setRemoving(m)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [role, accept, notify],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <UserPicker label="Dodaj osobę" name="group_member_user" value={picked} onChange={setPicked} />
          </div>
          <Button
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            disabled={!picked || add.isPending}
            sx={{ mt: 1 }}
            onClick={() =>
              picked &&
              add.mutate(picked.id, {
                onSuccess: () => {
                  notify.success(msg.added);
                  setPicked(null);
                },
                onError: (error) => notify.error(errorText(error, msg.saveFailed)),
              })
            }
          >
            Dodaj
          </Button>
        </Stack>
        <TextField
          label="Szukaj osoby"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          sx={{ width: { md: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <DataTable
        aria-label="Osoby w Grupie"
        columns={columns}
        {...queryTableProps(members)}
        emptyText="Brak osób w grupie."
        pagination={{ ...paging, pageSizes: PAGE_SIZES.small, onChange: setPaging }}
      />
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => notify.success(msg.deleted),
            onError: () => notify.error(msg.deleteFailed),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </Stack>
  );
}
