import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { ErrorCode, LEVEL_REQUIRED_SETTING_LABELS, OBJECT_TYPE_LABELS, type PortalActivityDetail } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { SpotsChip } from './SpotsChip';
import {
  ageText,
  capitalized,
  freeSpotsText,
  genderText,
  levelText,
  locationLine,
  longDate,
  paymentText,
  priceText,
  reserveText,
  timeRange,
} from './format';
import { BookingPanel } from './booking/BookingPanel';
import { LocationMap } from './LocationMap';
import { StandingNotice } from './live/StandingNotice';
import { useActivityLive } from './live/useActivityLive';
import { PortalNotFound } from './PortalNotFound';
import { usePortalActivity } from './queries';
import { useDocumentMeta } from './useDocumentMeta';
import { portalActivityUrl, portalSearchUrl } from './urls';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 550, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const titleOf = (a: PortalActivityDetail) => a.name || a.sport.name;

function describe(a: PortalActivityDetail) {
  const where = [a.location.name, a.location.city].filter(Boolean).join(', ');
  return `${a.sport.name}: ${longDate(a.date)}, ${timeRange(a)}, ${where}. ${priceText(a.price)}, ${freeSpotsText(a.free_spots).toLowerCase()}.`;
}

function ActivityDetail({ activity: a }: { activity: PortalActivityDetail }) {
  useDocumentMeta({
    title: `${titleOf(a)} — ${longDate(a.date)}`,
    description: describe(a),
    canonicalPath: portalActivityUrl(a.id),
  });
  // Free spots and the player's reserve position follow others' bookings without a reload (upcoming activities only).
  useActivityLive(a.id, !a.past && !a.canceled);
  const objectLabel = a.object_type
    ? (OBJECT_TYPE_LABELS[a.object_type as keyof typeof OBJECT_TYPE_LABELS] ?? a.object_type)
    : undefined;
  const levelRule =
    a.lv && a.lv !== 'free' && a.level_required_settings !== 'equal_level'
      ? ` (${LEVEL_REQUIRED_SETTING_LABELS[a.level_required_settings].toLowerCase()})`
      : '';
  return (
    <Stack spacing={2}>
      <Box>
        <MuiLink component={Link} to={portalSearchUrl()}>
          ‹ Wszystkie zajęcia
        </MuiLink>
      </Box>
      {a.baner_image && (
        <Box
          component="img"
          src={a.baner_image}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 2, display: 'block' }}
        />
      )}
      <Box>
        <Typography variant="overline" color="text.secondary">
          {a.sport.name}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {titleOf(a)}
        </Typography>
        <Typography sx={{ mt: 0.5 }} data-testid="when">
          {capitalized(longDate(a.date))}, {timeRange(a)}
        </Typography>
      </Box>
      {a.canceled && <Alert severity="error">Zajęcia zostały odwołane.</Alert>}
      {!a.canceled && a.past && <Alert severity="info">Zajęcia już się rozpoczęły lub odbyły.</Alert>}
      <StandingNotice activityId={a.id} />

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Typography sx={{ fontSize: '1.6rem', fontWeight: 750 }} data-testid="price">
            {priceText(a.price)}
          </Typography>
          <SpotsChip activity={a} size="medium" />
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <Fact label="Miejsca">
            <span data-testid="spots" aria-live="polite">
              zajęte {a.taken_spots} z {a.max_players}
            </span>
          </Fact>
          <Fact label="Lista rezerwowa">
            <span data-testid="reserve">{a.reserve_list ? reserveText(a.reserve_count) : 'Brak listy rezerwowej'}</span>
          </Fact>
          <Fact label="Poziom">
            {levelText(a.lv)}
            {levelRule}
            {a.only_players_with_verified_level ? ', tylko ze zweryfikowanym poziomem' : ''}
          </Fact>
          <Fact label="Dla kogo">{genderText(a.gender)}</Fact>
          <Fact label="Wiek">{ageText(a)}</Fact>
          <Fact label="Miejsce">{[a.location.name, locationLine(a.location)].filter(Boolean).join(', ')}</Fact>
          {a.coach && <Fact label="Trener">{a.coach}</Fact>}
          {a.competition_type === 'sparing' && <Fact label="Rodzaj">Sparing drużyn</Fact>}
        </Box>
        {a.payment_methods.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Możliwe płatności
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {a.payment_methods.map((m) => (
                <Chip key={m} size="small" variant="outlined" label={paymentText(m)} />
              ))}
            </Stack>
          </Box>
        )}
      </Paper>

      <BookingPanel activity={a} />

      {(a.description || a.page_html) && (
        <Paper variant="outlined" component="section" aria-labelledby="description-heading" sx={{ p: 2 }}>
          <Typography id="description-heading" variant="h6" component="h2" gutterBottom>
            Opis
          </Typography>
          {a.description && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{a.description}</Typography>}
          {a.page_html && (
            // The server renders the page's blocks with the escaping renderer of /s/{url}: no raw HTML gets through.
            <Box
              data-testid="page-body"
              sx={{ mt: a.description ? 2 : 0, overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
              dangerouslySetInnerHTML={{ __html: a.page_html }}
            />
          )}
          {a.page_url && (
            <Button href={a.page_url} sx={{ mt: 1 }}>
              Otwórz stronę opisu
            </Button>
          )}
        </Paper>
      )}

      <LocationMap location={a.location} objectLabel={objectLabel} />
    </Stack>
  );
}

/** `/portal/zajecia/:id`: an activity's public page; hidden, unpublished or unknown ones are a 404. */
export function ActivityPage() {
  const id = Number(useParams().id);
  const activity = usePortalActivity(id);
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    isApiError(activity.error, ErrorCode.NOT_FOUND) ||
    isApiError(activity.error, ErrorCode.VALIDATION)
  )
    return <PortalNotFound text="Nie znaleziono zajęć — mogły zostać ukryte lub usunięte." />;
  if (activity.isPending) return <PageLoader />;
  if (activity.isError) return <LoadError error={activity.error} onRetry={() => activity.refetch()} />;
  return <ActivityDetail activity={activity.data} />;
}

export { ActivityPage as Component };
