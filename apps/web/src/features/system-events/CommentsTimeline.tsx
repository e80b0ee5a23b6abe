import { Alert, Box, List, ListItem, Stack, Typography } from '@mui/material';
import type { SystemEventComment } from '@sportdesk/contract';
import { UserAvatar } from '../../components/UserAvatar';
import { formatDateTime } from '../users/public';

/** The comments, oldest first; a read marker ('Odczytano') is an info entry, not a comment. */
export function CommentsTimeline({ comments }: { comments: readonly SystemEventComment[] }) {
  if (!comments.length) {
    return (
      <Typography color="text.secondary" variant="body2">
        Brak komentarzy.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Komentarze">
      {comments.map((c) =>
        c.info ? (
          <ListItem key={c.id} disableGutters>
            <Alert severity="info" variant="outlined" sx={{ py: 0, width: '100%' }}>
              {c.comment} — {c.user?.label ?? 'system'}, {formatDateTime(c.created_at)}
            </Alert>
          </ListItem>
        ) : (
          <ListItem key={c.id} disableGutters alignItems="flex-start" sx={{ gap: 1.5 }}>
            <UserAvatar label={c.user?.label ?? '?'} size={32} />
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="subtitle2">{c.user?.label ?? 'Użytkownik usunięty'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(c.created_at)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.comment}
              </Typography>
            </Box>
          </ListItem>
        ),
      )}
    </List>
  );
}
