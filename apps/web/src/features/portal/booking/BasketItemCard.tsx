import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatPln, type BasketItem, type BasketPaymentMethod } from '@sportdesk/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { capitalized, longDate } from '../format';
import { portalActivityUrl } from '../urls';
import { methodLabel } from './format';
import { useRemoveBasketItem, useUpdateBasketItem } from './queries';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Nie zapisano');

/** One basket item: what and for whom, its problems in the spec's words, the payment method, the promo code. */
export function BasketItemCard({ item }: { item: BasketItem }) {
  const update = useUpdateBasketItem();
  const remove = useRemoveBasketItem();
  const [code, setCode] = useState(item.promo_code ?? '');
  const methods = item.available_payment_method.filter((m) => m.active).map((m) => m.name);
  const method = item.payment_method && methods.includes(item.payment_method) ? item.payment_method : '';
  const a = item.activity;
  const title = a.name || a.sport || 'Zajęcia';
  const headingId = `basket-item-${item.id}`;

  const applyCode = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: item.id, promo_code: code.trim() || null });
  };

  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            <Box component={Link} to={portalActivityUrl(a.id)} sx={{ color: 'inherit' }}>
              {title}
            </Box>
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="item-value">
            {formatPln(item.value)}
            {item.value !== item.price && (
              <Typography component="s" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {formatPln(item.price)}
              </Typography>
            )}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {a.date ? `${capitalized(longDate(a.date))}, ${a.start_at}` : ''}
          {a.localization ? ` · ${a.localization}` : ''}
        </Typography>
        <Typography variant="body2">Uczestnik: {item.participant.label}</Typography>
        {item.errors.length > 0 && (
          <Alert severity="error" role="status">
            {item.errors.length === 1 ? (
              item.errors[0]
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {item.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label="Metoda płatności"
            value={method}
            onChange={(e) => update.mutate({ id: item.id, payment_method: e.target.value as BasketPaymentMethod })}
            sx={{ minWidth: 240 }}
            disabled={!methods.length}
            helperText={methods.length ? undefined : 'Zajęcia nie mają dostępnej dla Ciebie metody płatności'}
          >
            {methods.map((m) => (
              <MenuItem key={m} value={m}>
                {methodLabel(m)}
              </MenuItem>
            ))}
          </TextField>
          <Box component="form" onSubmit={applyCode} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Kod rabatowy"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 64 } }}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
            <Button type="submit" variant="outlined" disabled={update.isPending}>
              Zastosuj
            </Button>
          </Box>
          <Button color="error" onClick={() => remove.mutate(item.id)} disabled={remove.isPending} sx={{ ml: { sm: 'auto' } }}>
            Usuń
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {title}
            </Box>
          </Button>
        </Stack>
        {item.code_valid && <Typography variant="body2">Kod {item.promo_code} został zastosowany.</Typography>}
        {(update.isError || remove.isError) && <Alert severity="error">{errorText(update.error ?? remove.error)}</Alert>}
      </Stack>
    </Paper>
  );
}
