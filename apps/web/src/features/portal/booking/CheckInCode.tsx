import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { checkInMsg } from '@sportdesk/contract';

const CheckInQr = lazy(() => import('./CheckInQr'));

/**
 * 'Kod wejścia' of a main-list booking: shown at the door, the staff scan the QR (or type the code below it) and the
 * player is marked present (docs/decisions.md "QR check-in").
 */
export function CheckInCode({ code, what }: { code: string; what: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button size="small" startIcon={<QrCode2Icon />} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? `Ukryj kod wejścia` : checkInMsg.codeTitle}
      </Button>
      {open && (
        <Stack id={id} spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <Box sx={{ p: 1, bgcolor: '#ffffff', borderRadius: 1, border: 1, borderColor: 'divider' }}>
            <Suspense fallback={<CircularProgress size={24} aria-label="Ładowanie kodu QR" />}>
              <CheckInQr code={code} label={`${checkInMsg.codeTitle} (QR): ${what}`} />
            </Suspense>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Pokaż kod przy wejściu albo podyktuj go obsłudze:
          </Typography>
          <Typography
            data-testid="check-in-code"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere', userSelect: 'all' }}
          >
            {code}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
