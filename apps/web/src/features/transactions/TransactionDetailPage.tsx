import { useState } from 'react';
import { Navigate, Link, useParams } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatPln, msg, type Transaction } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { formatTimestamp, methodLabel, statusColor, statusLabel, typeLabel } from './format';
import { usePayTransaction, useTransaction } from './queries';
import { transactionListUrl, transactionUrl } from './urls';

/** `/transactions/{id}`: items, promo codes, balances before and after, comments; manual pay of an unpaid transfer. */
export function TransactionDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <TransactionDetail id={id} />;
}

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </div>
);

function Balances({ t }: { t: Transaction }) {
  const rows = [
    ['Konto główne', t.balances_before.main, t.balances_after.main],
    ['Konto bonusowe', t.balances_before.bonus, t.balances_after.bonus],
    ['Kaucja', t.balances_before.deposit, t.balances_after.deposit],
  ] as const;
  return (
    <Table size="small" aria-label="Salda przed i po">
      <TableHead>
        <TableRow>
          <TableCell>Konto</TableCell>
          <TableCell align="right">Przed</TableCell>
          <TableCell align="right">Po</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, before, after]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell align="right">{formatPln(before)}</TableCell>
            <TableCell align="right">{formatPln(after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TransactionDetail({ id }: { id: number }) {
  const transaction = useTransaction(id);
  const pay = usePayTransaction(id);
  const notify = useNotify();
  const [confirm, setConfirm] = useState(false);
  const back = <BackLink to={transactionListUrl()} label="Transakcje" />;
  if (transaction.isPending) return <PageLoader />;
  if (transaction.isError)
    return (
      <>
        <PageHeader title="Transakcja" back={back} />
        <LoadError error={transaction.error} onRetry={() => transaction.refetch()} />
      </>
    );
  const t = transaction.data;
  return (
    <>
      <PageHeader
        title={`Transakcja ${t.identifier}`}
        subtitle={`#${t.id}`}
        back={back}
        actions={
          t.can_pay && (
            <Button variant="contained" onClick={() => setConfirm(true)}>
              Oznacz jako opłaconą
            </Button>
          )
        }
      />
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Data">{formatTimestamp(t.date)}</Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Typ">{typeLabel(t.transaction_type)}</Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Płatność">{methodLabel(t.payment_method)}</Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Status">
                  <Chip size="small" color={statusColor(t.status)} label={statusLabel(t.status)} />
                </Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Kwota">{formatPln(t.value)}</Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Do zapłaty online">{formatPln(t.online_value)}</Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Opłacono">{formatTimestamp(t.paid_at)}</Field>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Field label="Użytkownik">
                  {t.user ? (
                    <MuiLink component={Link} to={`/users/${t.user.id}`}>
                      {t.user.label}
                    </MuiLink>
                  ) : (
                    '—'
                  )}
                </Field>
              </Grid>
              {t.original_transaction && (
                <Grid size={{ xs: 6, md: 3 }}>
                  <Field label="Zwrot do transakcji">
                    <MuiLink component={Link} to={transactionUrl(t.original_transaction.id)}>
                      {t.original_transaction.identifier}
                    </MuiLink>
                  </Field>
                </Grid>
              )}
            </Grid>
          </CardContent>
        </Card>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Pozycje
                </Typography>
                {t.items.length === 0 ? (
                  <Typography color="text.secondary">Operacja na portfelu — bez pozycji.</Typography>
                ) : (
                  <Table size="small" aria-label="Pozycje transakcji">
                    <TableHead>
                      <TableRow>
                        <TableCell>Zajęcia</TableCell>
                        <TableCell>Uczestnik</TableCell>
                        <TableCell>Płatność</TableCell>
                        <TableCell>Kod</TableCell>
                        <TableCell align="right">Kwota</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {t.items.map((i) => (
                        <TableRow key={i.id}>
                          <TableCell>
                            {i.targetable ? (
                              <MuiLink component={Link} to={`/activities/${i.targetable.id}`}>
                                {i.targetable.label}
                              </MuiLink>
                            ) : (
                              '—'
                            )}
                          </TableCell>
                          <TableCell>{i.user?.label ?? '—'}</TableCell>
                          <TableCell>{methodLabel(i.payment_method)}</TableCell>
                          <TableCell>
                            {i.transaction_item_promo_code
                              ? `${i.transaction_item_promo_code.code} (−${formatPln(i.transaction_item_promo_code.discount)})`
                              : '—'}
                          </TableCell>
                          <TableCell align="right">{formatPln(i.value)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Salda przed i po
                </Typography>
                <Balances t={t} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Kody promocyjne
            </Typography>
            {t.promo_codes.length ? (
              t.promo_codes.map((c) => (
                <Typography key={`${c.id}-${c.discount}`}>
                  <MuiLink component={Link} to={`/promo-codes/${c.id}`}>
                    {c.code}
                  </MuiLink>{' '}
                  — {c.name}, rabat {formatPln(c.discount)}
                </Typography>
              ))
            ) : (
              <Typography color="text.secondary">Brak</Typography>
            )}
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              Komentarze
            </Typography>
            {t.comments.length ? (
              t.comments.map((c) => (
                <Typography key={c.created_at}>
                  {c.comment}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({c.user?.label ?? 'system'}, {formatTimestamp(c.created_at)})
                  </Typography>
                </Typography>
              ))
            ) : (
              <Typography color="text.secondary">Brak</Typography>
            )}
          </CardContent>
        </Card>
      </Stack>
      <ConfirmDialog
        open={confirm}
        destructive={false}
        title="Płatność ręczna"
        text="Na pewno oznaczyć ten przelew online jako opłacony?"
        confirmLabel="Tak, opłacona"
        busy={pay.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          pay.mutate(undefined, {
            onSuccess: () => {
              notify.success(msg.transactionPaid);
              setConfirm(false);
            },
            onError: () => {
              notify.error(msg.saveFailed);
              setConfirm(false);
            },
          })
        }
      />
    </>
  );
}

export { TransactionDetailPage as Component };
