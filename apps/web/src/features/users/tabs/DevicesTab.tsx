import { useState } from 'react';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { msg, type AdminUser, type ConnectedDevice } from '@sportdesk/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useNotify } from '../../../components/useNotify';
import { TabSection } from '../components/TabSection';
import { formatDateTime, orDash } from '../format';
import { useLogoutDevice } from '../queries';

/** Aplikacja: paired mobile apps; 'Wyloguj' after a confirmation revokes the device's session. */
export function DevicesTab({ user }: { user: AdminUser }) {
  const [pending, setPending] = useState<ConnectedDevice | null>(null);
  const logout = useLogoutDevice(user.id);
  const notify = useNotify();
  const columns: DataTableColumn<ConnectedDevice>[] = [
    { id: 'device_name', header: 'Urządzenie', cell: (d) => d.device_name },
    { id: 'device_info', header: 'Informacje', cell: (d) => orDash(d.device_info) },
    { id: 'created_at', header: 'Sparowano', cell: (d) => formatDateTime(d.created_at) },
    { id: 'last_used_at', header: 'Ostatnio używane', cell: (d) => formatDateTime(d.last_used_at) },
    {
      id: 'actions',
      header: 'Akcje',
      align: 'right',
      cell: (d) => (
        <Button
          size="small"
          color="error"
          startIcon={<LogoutIcon />}
          onClick={() => setPending(d)}
          aria-label={`Wyloguj ${d.device_name}`}
        >
          Wyloguj
        </Button>
      ),
    },
  ];
  return (
    <TabSection
      title="Połączone urządzenia"
      description={`Limit sparowanych aplikacji: ${String(user.limits.l_pair_mobile_apps)}.`}
    >
      <DataTable
        aria-label="Połączone urządzenia"
        columns={columns}
        rows={user.connected_devices}
        total={user.connected_devices.length}
        emptyText="Brak połączonych urządzeń"
      />
      <ConfirmDialog
        open={pending !== null}
        title="Wylogowanie urządzenia"
        text={pending ? `${msg.confirmDeviceLogout} (${pending.device_name})` : ''}
        confirmLabel="Wyloguj"
        busy={logout.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending &&
          logout.mutate(pending.id, {
            onSuccess: () => notify.success(msg.deviceLoggedOut),
            onError: () => notify.error(msg.deviceLogoutFailed),
            onSettled: () => setPending(null),
          })
        }
      />
    </TabSection>
  );
}
