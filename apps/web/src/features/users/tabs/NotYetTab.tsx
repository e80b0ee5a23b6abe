import { Alert, AlertTitle } from '@mui/material';

/** A tab whose content comes with a later module: says so plainly, with no made-up rows. */
export function NotYetTab({ title, text }: { title: string; text: string }) {
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
