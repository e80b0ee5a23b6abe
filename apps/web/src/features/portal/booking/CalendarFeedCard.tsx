import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCalendarFeed, useResetCalendarFeed } from './queries';

/**
 * 'Dodaj do kalendarza': the player's private feed address to paste into a calendar app (or open as `webcal://`),
 * and a new address when the old one was shared by mistake.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const copy = async () => {
    if (!feed.data) return;
    await navigator.clipboard.writeText(feed.data.url);
    setCopied(true);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="calendar-feed-title">
      <Typography id="calendar-feed-title" variant="h6" component="h2" gutterBottom>
        Dodaj do kalendarza
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Twój prywatny adres kalendarza: dodaj go w Google, Apple lub Outlook jako kalendarz z adresu URL, a zapisy (także dzieci)
        pojawią się w telefonie. Nie udostępniaj go innym.
      </Typography>
      {feed.isError ? (
        <Alert severity="error">Nie udało się pobrać adresu kalendarza.</Alert>
      ) : (
        <Stack spacing={1.5}>
          <TextField
            label="Adres kalendarza"
            value={feed.data?.url ?? ''}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => void copy()} disabled={!feed.data}>
              Kopiuj adres
            </Button>
            <Button variant="outlined" href={feed.data?.webcal_url} disabled={!feed.data}>
              Otwórz w aplikacji kalendarza
            </Button>
            <Button color="inherit" onClick={() => setAsking(true)} disabled={!feed.data}>
              Nowy adres
            </Button>
          </Box>
          {copied && (
            <Alert severity="success" role="status">
              Skopiowano adres kalendarza.
            </Alert>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking}
        busy={reset.isPending}
        title="Nowy adres kalendarza"
        text="Stary adres przestanie działać: kalendarze, które go używają, przestaną się odświeżać. Utworzyć nowy adres?"
        confirmLabel="Utwórz nowy adres"
        onClose={() => setAsking(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              setCopied(false);
            },
          })
        }
      />
    </Paper>
  );
}
