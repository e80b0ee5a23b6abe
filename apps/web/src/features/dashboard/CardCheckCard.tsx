import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CreditScoreOutlinedIcon from '@mui/icons-material/CreditScoreOutlined';
import type { CardStatus } from '@sportdesk/contract';
import { CardCheckResult } from '../users/public';

interface Props {
  title: string;
  onSubmit: () => void;
  checking: boolean;
  result: CardStatus | undefined;
  children: ReactNode;
}

/** A card-check form of the dashboard: the fields, 'Sprawdź kartę', and the provider's answer as text. */
export function CardCheckCard({ title, onSubmit, checking, result, children }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          component="form"
          noValidate
          aria-label={title}
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
            {title}
          </Typography>
          {children}
          <Button
            type="submit"
            variant="contained"
            startIcon={<CreditScoreOutlinedIcon />}
            loading={checking}
            loadingPosition="start"
            sx={{ alignSelf: 'flex-start' }}
          >
            Sprawdź kartę
          </Button>
        </Stack>
        <CardCheckResult status={result} />
      </CardContent>
    </Card>
  );
}
