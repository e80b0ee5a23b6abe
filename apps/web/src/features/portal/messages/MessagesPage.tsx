import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { PLAYER_MESSAGES_PAGE_SIZE, type PlayerMessage } from '@sportdesk/contract';
import { readToken } from '../../../lib/session/storage';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentMeta } from '../useDocumentMeta';
import { portalActivityUrl } from '../urls';
import { dateTime, dayText } from '../wallet/format';
import { ListPager } from '../wallet/ListPager';
import { pageFromParams } from '../wallet/urls';
import { usePlayerMessages } from './queries';
import { SignInRedirect } from '../account/SignInRedirect';

function MessageCard({ m }: { m: PlayerMessage }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`message-${m.id}`}
      sx={{ p: 2 }}
      data-testid={`message-${m.id}`}
    >
      <Typography id={`message-${m.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
        <MuiLink component={Link} to={portalActivityUrl(m.activity.id)}>
          {m.activity.name}, {dayText(m.activity.date)} {m.activity.start_at}
        </MuiLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {m.author_name} · {dateTime(m.created_at)}
      </Typography>
      {m.content && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{m.content}</Typography>}
      {m.images.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {m.images.map((image) => (
            <MuiLink key={image.url} href={image.url} target="_blank" rel="noopener">
              <Box
                component="img"
                src={image.url}
                alt={`Zdjęcie ${image.filename}`}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </MuiLink>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** `/portal/wiadomosci`: messages from the organisers of the activities the player is signed up for, newest first (read only). */
export function MessagesPage() {
  useDocumentMeta({ title: 'Wiadomości', robots: 'noindex' });
  const [params, setParams] = useSearchParams();
  const signedIn = readToken() !== null;
  const page = pageFromParams(params);
  const list = usePlayerMessages(page, signedIn);
  if (!signedIn) return <SignInRedirect />;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Wiadomości
      </Typography>
      <Typography color="text.secondary">Wiadomości od organizatorów zajęć, na które jesteś zapisany.</Typography>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <PageLoader />
      ) : list.data.total === 0 ? (
        <Typography>Nie masz jeszcze wiadomości od organizatorów.</Typography>
      ) : (
        <>
          <Stack spacing={2} aria-busy={list.isFetching}>
            {list.data.rows.map((m) => (
              <MessageCard key={m.id} m={m} />
            ))}
          </Stack>
          <ListPager
            total={list.data.total}
            pageSize={PLAYER_MESSAGES_PAGE_SIZE}
            page={page}
            onPage={(next) => setParams(next > 0 ? { strona: String(next + 1) } : {})}
          />
        </>
      )}
    </Stack>
  );
}

export { MessagesPage as Component };
