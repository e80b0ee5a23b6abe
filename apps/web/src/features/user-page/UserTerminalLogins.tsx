import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { DataTable, queryTableProps } from '../../components/data-table';
import { terminalLoginColumns, useTerminalLoginList, terminalLoginNewUrl } from '../terminal-logins/public';
import { TabSection } from '../users/public';

const COLUMNS = terminalLoginColumns({ withUser: false });

/** The user's terminal logins, with 'Dodaj login' going to /terminal_logins/new?with_user_id=. */
export function UserTerminalLogins({ userId }: { userId: number }) {
  const logins = useTerminalLoginList({ with_user_id: userId, limit: 100 });
  return (
    <TabSection
      title="Loginy terminali"
      actions={
        <Button component={Link} to={terminalLoginNewUrl(userId)} variant="outlined" startIcon={<AddIcon />}>
          Dodaj login
        </Button>
      }
    >
      <DataTable
        aria-label="Loginy terminali użytkownika"
        columns={COLUMNS}
        {...queryTableProps(logins)}
        emptyText="Brak loginów terminali"
      />
    </TabSection>
  );
}
