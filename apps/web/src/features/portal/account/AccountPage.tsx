import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import { readToken } from '../../../lib/session/storage';
import { useDocumentMeta } from '../useDocumentMeta';
import { AccountNav } from './AccountNav';
import { SignInRedirect } from './SignInRedirect';

/** A page of the account area: signed in only (otherwise the sign-in page), its heading and the account menu. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentMeta({ title, robots: 'noindex' });
  if (readToken() === null) return <SignInRedirect />;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <AccountNav />
      {children}
    </Paper>
  );
}
