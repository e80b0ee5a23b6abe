import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { msg, userLabel, type PromoCodeUsage } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { formatTimestamp, transactionUrl } from '../transactions/public';
import { applyChannelErrors, notifyChannelFailure } from './applyChannelErrors';
import { PromoCodeForm } from './PromoCodeForm';
import { useDeletePromoCode, usePromoChannel, usePromoCode } from './queries';
import { promoCodeListUrl } from './urls';

/** `/promo-codes/{id}`: edit over the live channel, delete ('Na pewno chcesz usunąć kod?') and 'Wykorzystania'. */
export function PromoCodeEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <PromoCodeEditor id={id} />;
}

function Usages({ rows }: { rows: PromoCodeUsage[] }) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Wykorzystania
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">Kod nie został jeszcze wykorzystany.</Typography>
        ) : (
          <Table size="small" aria-label="Wykorzystania">
            <TableHead>
              <TableRow>
                <TableCell>Lp.</TableCell>
                <TableCell>Nr transakcji</TableCell>
                <TableCell>Data</TableCell>
                <TableCell>Użytkownik</TableCell>
                <TableCell>Zajęcia</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.transaction_id}>
                  <TableCell>{u.number}</TableCell>
                  <TableCell>
                    <MuiLink component={Link} to={transactionUrl(u.transaction_id)}>
                      {u.transaction_identifier}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{formatTimestamp(u.created_at)}</TableCell>
                  <TableCell>
                    <MuiLink component={Link} to={`/users/${u.user.id}`}>
                      {userLabel(u.user)}
                    </MuiLink>
                  </TableCell>
                  <TableCell>
                    {u.activities.map((a) => (
                      <div key={a.id}>
                        <MuiLink component={Link} to={`/activities/${a.id}`}>
                          {a.label}
                        </MuiLink>
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function PromoCodeEditor({ id }: { id: number }) {
  const code = usePromoCode(id);
  const update = usePromoChannel('update');
  const remove = useDeletePromoCode(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const back = <BackLink to={promoCodeListUrl()} label="Kody promocyjne" />;
  if (code.isPending) return <PageLoader />;
  if (code.isError)
    return (
      <>
        <PageHeader title="Kod promocyjny" back={back} />
        <LoadError error={code.error} onRetry={() => code.refetch()} />
      </>
    );
  const current = code.data;
  return (
    <>
      <PageHeader title={current.code} subtitle={`${current.name} · kod #${current.id}`} back={back} />
      <Stack spacing={2}>
        <PromoCodeForm
          key={`${current.id}-${current.value}-${current.name}-${current.active}`}
          code={current}
          extraActions={
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirm(true)}>
              Usuń
            </Button>
          }
          onSubmit={async (values, setError) => {
            const { count: _count, ...rest } = values;
            try {
              await update.mutateAsync({ id, promo_code: rest });
              notify.success(msg.saved);
              return {};
            } catch (error) {
              applyChannelErrors(error, setError);
              notifyChannelFailure(notify, error, msg.saveFailed);
              return false;
            }
          }}
        />
        <Usages rows={current.usages} />
      </Stack>
      <ConfirmDialog
        open={confirm}
        text={msg.confirmDeletePromoCode}
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.success(msg.deleted);
              void navigate(promoCodeListUrl());
            },
            onError: () => {
              notify.error(msg.deleteFailed);
              setConfirm(false);
            },
          })
        }
      />
    </>
  );
}

export { PromoCodeEditPage as Component };
