import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  Link as MuiLink,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import dayjs from 'dayjs';
import { formatPln, msg, PAYMENT_METHOD_LABELS, type BasketItem, type BasketPaymentMethod } from '@sportdesk/contract';
import { loadErrorMessage } from '../../lib/loadErrorMessage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/useNotify';
import { useRemoveBasketItem, useUpdateBasketItem, useUserBasket } from './queries';

function CodeField({ item, onSave, busy }: { item: BasketItem; onSave: (code: string | null) => void; busy: boolean }) {
  const [text, setText] = useState(item.promo_code ?? '');
  const changed = text.trim() !== (item.promo_code ?? '');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Kod promocyjny"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={item.code_valid === false}
        sx={{ width: 170 }}
      />
      <Button size="small" disabled={!changed || busy} onClick={() => onSave(text.trim() || null)}>
        Zapisz kod
      </Button>
    </Stack>
  );
}

/** The user's basket in the Koszyk tab: change an item's payment method or code, remove an item. */
export function BasketPanel({ userId }: { userId: number }) {
  const basket = useUserBasket(userId);
  const update = useUpdateBasketItem(userId);
  const remove = useRemoveBasketItem(userId);
  const notify = useNotify();
  const [removing, setRemoving] = useState<number | null>(null);
  const save = (itemId: number, patch: { payment_method?: BasketPaymentMethod | null; promo_code?: string | null }) =>
    update.mutate({ itemId, patch }, { onSuccess: () => notify.success(msg.saved), onError: () => notify.error(msg.saveFailed) });

  if (basket.isPending) return <Typography color="text.secondary">Ładowanie…</Typography>;
  if (basket.isError) return <Alert severity="error">{loadErrorMessage(basket.error)}</Alert>;
  const b = basket.data;
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}>
          <Typography variant="h6" component="h2">
            Koszyk
          </Typography>
          <Typography>
            Razem: <strong>{formatPln(b.value)}</strong> (online: {formatPln(b.online_value)})
          </Typography>
        </Stack>
        {b.items.length === 0 ? (
          <Typography color="text.secondary">{msg.basketEmpty}</Typography>
        ) : (
          <Table size="small" aria-label="Koszyk">
            <TableHead>
              <TableRow>
                <TableCell>Zajęcia</TableCell>
                <TableCell>Uczestnik</TableCell>
                <TableCell>Płatność</TableCell>
                <TableCell>Kod</TableCell>
                <TableCell align="right">Cena</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  Do zapłaty
                </TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {b.items.map((item) => (
                <TableRow key={item.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <MuiLink component={Link} to={`/activities/${item.activity.id}`}>
                      {item.activity.name ?? item.activity.sport ?? 'Zajęcia'}
                    </MuiLink>
                    <Typography variant="body2" color="text.secondary">
                      {dayjs(item.activity.date).format('DD.MM.YYYY')} {item.activity.start_at} ·{' '}
                      {item.activity.localization ?? '—'} · wolne miejsca: {item.activity.free_spots}
                    </Typography>
                    {item.errors.map((e) => (
                      <Typography key={e} variant="body2" color="error">
                        {e}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>{item.participant.label}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      label="Metoda płatności"
                      value={item.payment_method ?? ''}
                      error={item.payment_method_error}
                      onChange={(e) => save(item.id, { payment_method: (e.target.value || null) as BasketPaymentMethod | null })}
                      sx={{ minWidth: 200 }}
                    >
                      <MenuItem value="">Nie wybrano</MenuItem>
                      {item.available_payment_method.map((m) => (
                        <MenuItem key={m.name} value={m.name} disabled={!m.active}>
                          {PAYMENT_METHOD_LABELS[m.name]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <CodeField
                      key={item.promo_code ?? ''}
                      item={item}
                      busy={update.isPending}
                      onSave={(code) => save(item.id, { promo_code: code })}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPln(item.price)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPln(item.value)}
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title="Usuń z koszyka">
                      <IconButton aria-label="Usuń z koszyka" onClick={() => setRemoving(item.id)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {b.items.length > 0 && b.blockers.length > 0 && (
          <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
            Zakup jest zablokowany: {b.blockers.join('; ')}
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(removing!, {
            onSuccess: () => {
              notify.success(msg.deleted);
              setRemoving(null);
            },
            onError: () => {
              notify.error(msg.deleteFailed);
              setRemoving(null);
            },
          })
        }
      />
    </Card>
  );
}
