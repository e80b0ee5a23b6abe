import { Alert, Stack, Typography } from '@mui/material';
import { playerAccountMsg } from '@sportdesk/contract';
import { LoadError } from '../../../../components/LoadError';
import { PageLoader } from '../../../../components/PageLoader';
import { AccountPage } from '../AccountPage';
import { CardForm } from './CardForm';
import { useOwnCards } from './queries';

/** `/portal/konto/karty`: the player's Benefit and FitProfit/Medicover card numbers and their statuses. */
export function CardsPage() {
  const cards = useOwnCards();
  return (
    <AccountPage title="Karty sportowe">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Numer karty sprawdzamy u jej wydawcy przy zapisie. Aktywna karta pozwala płacić nią za zajęcia, które ją przyjmują.
      </Typography>
      {cards.isError ? (
        <LoadError error={cards.error} onRetry={() => cards.refetch()} />
      ) : !cards.data ? (
        <PageLoader />
      ) : (
        <Stack spacing={2}>
          {!cards.data.can_edit && <Alert severity="info">{playerAccountMsg.cardsEditForbidden}</Alert>}
          <CardForm kind="benefit" cards={cards.data} />
          <CardForm kind="fitprofit" cards={cards.data} />
        </Stack>
      )}
    </AccountPage>
  );
}

export { CardsPage as Component };
