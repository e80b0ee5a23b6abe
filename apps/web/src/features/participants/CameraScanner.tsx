import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { checkInMsg } from '@sportdesk/contract';

/**
 * The phone's (or laptop's) camera reading QR codes with ZXing (`@zxing/browser`), loaded only when the 'Skanuj' dialog
 * opens. Each code read is handed to `onCode`; the same code is not handed twice in a row within a few seconds, so a
 * code held in front of the camera is sent once. Without a camera (or without the permission) it says so and the
 * typed field stays.
 */
export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(checkInMsg.noCamera);
      const devices = await BrowserQRCodeReader.listVideoInputDevices().catch(() => []);
      if (!devices.length) return setProblem(checkInMsg.noCamera);
      const reader = new BrowserQRCodeReader();
      const back = devices.find((d) => /back|rear|tył|environment/i.test(d.label)) ?? devices[devices.length - 1];
      controls = await reader.decodeFromVideoDevice(back.deviceId, video.current ?? undefined, (result) => {
        if (!result) return;
        const code = result.getText();
        const now = Date.now();
        if (last.current && last.current.code === code && now - last.current.at < 4000) return;
        last.current = { code, at: now };
        handler.current(code);
      });
      if (stopped) controls.stop();
    }
    start().catch(() => setProblem(checkInMsg.cameraRefused));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  if (problem)
    return (
      <Alert severity="info" role="status">
        {problem}
      </Alert>
    );
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label="Podgląd kamery"
      sx={{ width: '100%', maxHeight: 280, bgcolor: 'grey.900', borderRadius: 1, objectFit: 'cover' }}
    />
  );
}
