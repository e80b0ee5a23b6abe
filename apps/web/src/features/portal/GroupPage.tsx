import { useState } from 'react';
import { Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useLocation, useParams } from 'react-router';
import type { PortalActivity, PortalGroup } from '@sportdesk/contract';
import { api, isApiError } from '../../lib/api';
import { readToken } from '../../lib/session/storage';
import { useCurrentUser } from '../../lib/session/queries';
import { PageLoader } from '../../components/PageLoader';
import { freeSpotsText, longDate, priceText, timeRange } from './format';
import { PortalNotFound } from './PortalNotFound';
import { usePortalGroup } from './queries';
import { useDocumentMeta } from './useDocumentMeta';
import { portalActivityUrl, portalGroupUrl, portalRegisterUrl, portalSearchUrl, portalSignInUrl } from './urls';

const KEY = /^[0-9a-f]{24}$/;

/** „1 wolne miejsce”, „3 wolne miejsca”, „5 wolnych miejsc”. */
function freePlacesText(n: number) {
  if (n === 1) return '1 wolne miejsce';
  const few = n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
  return `${n} ${few ? 'wolne miejsca' : 'wolnych miejsc'}`;
}

/** How to join: a visitor signs in (and comes back here) or registers; a signed-in player asks to join. */
function JoinPanel({ group }: { group: PortalGroup }) {
  const here = useLocation().pathname;
  const signedIn = useCurrentUser().data !== undefined && readToken() !== null;
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: unknown }>({
    status: 'idle',
  });
  const sent = state.status === 'sent';
  const join = () => {
    setState({ status: 'sending' });
    api.post<unknown>(`/competition_groups/${group.id}/join`).then(
      () => setState({ status: 'sent' }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  };
  const full = group.free_places === 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="group-join" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="group-join" variant="h6" component="h2" gutterBottom>
        Jak dołączyć
      </Typography>
      {!group.accepts_requests ? (
        <Typography>
          {group.active
            ? 'Grupa nie przyjmuje zgłoszeń: do grupy zaprasza jej administrator.'
            : 'Grupa jest nieaktywna i nie przyjmuje zgłoszeń.'}
        </Typography>
      ) : full ? (
        <Typography>Grupa jest pełna: nie ma wolnych miejsc.</Typography>
      ) : sent ? (
        <Typography role="status" sx={{ color: 'success.dark', fontWeight: 550 }}>
          Zgłoszenie wysłane. Administrator grupy je zaakceptuje.
        </Typography>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Zgłoś się do grupy ({freePlacesText(group.free_places)}); po akceptacji administratora grupy jesteś w niej.
          </Typography>
          {signedIn ? (
            <Button variant="contained" onClick={join} disabled={state.status === 'sending'}>
              Dołącz do grupy
            </Button>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="contained" component={Link} to={portalSignInUrl(here)}>
                Zaloguj się, aby dołączyć
              </Button>
              <MuiLink component={Link} to={portalRegisterUrl()}>
                Nie masz konta? Zarejestruj się
              </MuiLink>
            </Stack>
          )}
          {state.status === 'failed' && (
            <Typography role="alert" sx={{ color: 'error.main' }}>
              {isApiError(state.error) ? state.error.message : 'Coś poszło nie tak'}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** One upcoming activity: a link to its page (lighter than the search's card, so the page stays in its size budget). */
function ActivityRow({ activity: a }: { activity: PortalActivity }) {
  const title = a.name || a.sport.name;
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`activity-${a.id}`}>
      <Typography variant="body2" color="text.secondary">
        {longDate(a.date)}, {timeRange(a)}
      </Typography>
      <MuiLink component={Link} to={portalActivityUrl(a.id)} sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
        {title}
      </MuiLink>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {a.sport.name} · {a.location.name}
        {a.location.city ? `, ${a.location.city}` : ''} · {priceText(a.price)} · {freeSpotsText(a.free_spots)}
      </Typography>
    </Paper>
  );
}

function GroupDetail({ group: g, keyParam }: { group: PortalGroup; keyParam?: string }) {
  useDocumentMeta({
    title: g.name,
    description: g.description.slice(0, 200),
    canonicalPath: portalGroupUrl(g.id, keyParam),
    // A hidden group's page is for those who have its link, not for search engines.
    robots: keyParam ? 'noindex' : undefined,
  });
  const more = g.activities_total - g.activities.length;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          Grupa · {g.type_label}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {g.name}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" label={g.gender_label} />
          {g.tags.map((t) => (
            <Chip key={t} size="small" variant="outlined" label={`#${t}`} />
          ))}
        </Stack>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{g.description}</Typography>
      <JoinPanel group={g} />
      <Box component="section" aria-labelledby="group-activities">
        <Typography id="group-activities" variant="h6" component="h2" sx={{ mb: 1 }}>
          Nadchodzące zajęcia
        </Typography>
        {g.activities.length === 0 ? (
          <Typography color="text.secondary">
            Grupa nie ma teraz zaplanowanych zajęć.{' '}
            <MuiLink component={Link} to={portalSearchUrl()}>
              Zobacz wszystkie zajęcia
            </MuiLink>
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            {g.activities.map((a) => (
              <ActivityRow key={a.id} activity={a} />
            ))}
            {more > 0 && (
              <Typography variant="body2" color="text.secondary">
                I jeszcze {more} później.
              </Typography>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/**
 * `/portal/grupy/:id` and a hidden group's `/portal/grupy/:id/:key` (the groups' links `/grupy/…` lead here):
 * the group's public page — what it is, how to join, its upcoming activities (docs/decisions.md "A new user's first
 * steps").
 */
export function GroupPage() {
  const params = useParams();
  const id = Number(params.id);
  const key = params.key;
  const valid = Number.isInteger(id) && id > 0 && (key === undefined || KEY.test(key));
  const group = usePortalGroup(valid ? id : 0, key);
  if (!valid) return <PortalNotFound />;
  if (group.isPending) return <PageLoader />;
  if (group.isError) {
    if (isApiError(group.error) && group.error.status === 404) return <PortalNotFound text="Nie ma takiej grupy." />;
    return (
      <Paper variant="outlined" role="alert" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>Coś poszło nie tak</Typography>
        <Button variant="outlined" onClick={() => void group.refetch()}>
          Spróbuj ponownie
        </Button>
      </Paper>
    );
  }
  return <GroupDetail group={group.data} keyParam={key} />;
}

export { GroupPage as Component };
