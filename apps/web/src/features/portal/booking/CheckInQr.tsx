import { useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { toString as qrSvg } from 'qrcode';

/**
 * The entry code as a QR (npm `qrcode`, drawn as SVG), in a chunk of its own loaded when 'Kod wejścia' is opened, so
 * "Moje zapisy" does not fetch it on its first load. Black on white with the quiet zone the standard asks for, so a
 * scanner reads it on any theme.
 */
export default function CheckInQr({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } }).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (!src) return <CircularProgress size={24} aria-label="Ładowanie kodu QR" />;
  return (
    <Box component="img" src={src} alt={label} data-testid="check-in-qr" sx={{ width: 224, height: 224, display: 'block' }} />
  );
}
