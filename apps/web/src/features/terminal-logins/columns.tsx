import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import type { TerminalLogin } from '@sportdesk/contract';
import type { DataTableColumn } from '../../components/data-table';
import { formatDateTime, userUrl } from '../users/public';
import { terminalLoginUrl } from './urls';

/** Columns shared by the list screen and the user's Benefity tab: id, login, location, user, created. */
export const terminalLoginColumns = (opts: { withUser: boolean }): DataTableColumn<TerminalLogin>[] => [
  { id: 'id', header: 'ID', cell: (row) => row.id, width: 80 },
  {
    id: 'login',
    header: 'Login',
    sortable: true,
    cell: (row) => (
      <MuiLink component={Link} to={terminalLoginUrl(row.id)} underline="hover" sx={{ fontWeight: 550 }}>
        {row.login}
      </MuiLink>
    ),
  },
  { id: 'localization', header: 'Lokalizacja', cell: (row) => row.localization?.name ?? '—' },
  ...(opts.withUser
    ? [
        {
          id: 'user',
          header: 'Użytkownik',
          cell: (row: TerminalLogin) =>
            row.user ? (
              <MuiLink component={Link} to={userUrl(row.user.id)}>
                {row.user.label}
              </MuiLink>
            ) : (
              '—'
            ),
        },
      ]
    : []),
  { id: 'created_at', header: 'Utworzono', sortable: true, cell: (row) => formatDateTime(row.created_at) },
];
