import { useState } from 'react';
import { Alert, Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { PortalGroup } from '@sportdesk/contract';
import { api, isApiError } from '../../lib/api';
import { readToken } from '../../lib/session/storage';
import { useCurrentUser } from '../../lib/session/queries';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { ActivityCard } from './ActivityCard';
import { PortalNotFound } from './PortalNotFound';
import { usePortalGroup } from './queries';
import { useDocumentMeta } from './useDocumentMeta';
import { portalGroupUrl, portalRegisterUrl, portalSearchUrl, portalSignInUrl } from './urls';

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
  const [sent, setSent] = useState(false);
  const join = useMutation({
    mutationFn: () => api.post<unknown>(`/competition_groups/${group.id}/join`),
    onSuccess: () => setSent(true),
  });
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
        <Alert severity="success">Zgłoszenie wysłane. Administrator grupy je zaakceptuje.</Alert>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Zgłoś się do grupy ({freePlacesText(group.free_places)}); po akceptacji administratora grupy jesteś w niej.
          </Typography>
          {signedIn ? (
            <Button variant="contained" onClick={() => join.mutate()} disabled={join.isPending}>
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
          {join.isError && (
            <Alert severity="error">{isApiError(join.error) ? join.error.message : 'Coś poszło nie tak'}</Alert>
          )}
        </Stack>
      )}
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
              <ActivityCard key={a.id} activity={a} />
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
    return <LoadError error={group.error} onRetry={() => group.refetch()} />;
  }
  return <GroupDetail group={group.data} keyParam={key} />;
}

export { GroupPage as Component };
