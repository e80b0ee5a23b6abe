import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import {
  formatPln,
  msg,
  walletOperationInput,
  WALLET_ACCOUNT_LABELS,
  type WalletAccount,
  type WalletDirection,
  type WalletOperationInput,
  type WalletOperationValues,
} from '@sportdesk/contract';
import { MoneyFieldElement, TextFieldElement, applyApiFieldErrors } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useWalletOperation } from './queries';
import { useContractForm } from '../../components/form/useContractForm';

interface Props {
  userId: number;
  account: WalletAccount;
  /** Current amount on this account (PLN). */
  amount: number;
}

const EMPTY: WalletOperationInput = { value: '', comment: '' };

/**
 * One of the three top-up cards (konto główne, konto bonusowe, kaucja): amount and comment, then a
 * confirmation dialog where the admin chooses to add or to subtract (docs/spec/part-1.md §4).
 */
export function TopUpCard({ userId, account, amount }: Props) {
  const label = WALLET_ACCOUNT_LABELS[account];
  const operation = useWalletOperation(userId);
  const notify = useNotify();
  const [pending, setPending] = useState<WalletOperationValues | null>(null);
  const { control, handleSubmit, reset, setError } = useContractForm<WalletOperationInput, WalletOperationValues>({
    schema: walletOperationInput,
    defaultValues: EMPTY,
  });

  const run = (direction: WalletDirection) => {
    if (!pending) return;
    operation.mutate(
      { account, direction, values: pending },
      {
        onSuccess: () => {
          notify.success(direction === 'add' ? msg.toppedUp : msg.subtracted);
          reset(EMPTY);
          setPending(null);
        },
        onError: (error) => {
          applyApiFieldErrors(error, setError);
          notify.error(direction === 'add' ? msg.topUpFailed : msg.subtractFailed);
          setPending(null);
        },
      },
    );
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h3">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Stan: <strong>{formatPln(amount)}</strong>
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(setPending)} aria-label={label}>
          <MoneyFieldElement control={control} name="value" label="Kwota (zł)" required />
          <TextFieldElement control={control} name="comment" label="Komentarz" multiline minRows={2} />
          <Button type="submit" variant="contained" disabled={operation.isPending}>
            Zatwierdź
          </Button>
        </Stack>
      </CardContent>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby={`wallet-${account}-title`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`wallet-${account}-title`}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Co zrobić z kwotą {pending ? formatPln(pending.value) : ''}? Doładować konto czy odjąć środki?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={operation.isPending}>
            Anuluj
          </Button>
          <Button color="error" variant="outlined" onClick={() => run('delete')} disabled={operation.isPending}>
            Odejmij
          </Button>
          <Button variant="contained" onClick={() => run('add')} disabled={operation.isPending} autoFocus>
            Doładuj
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
