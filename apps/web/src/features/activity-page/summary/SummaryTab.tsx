import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Grid, Link as MuiLink, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link } from 'react-router';
import { templateUrl } from '../../../lib/urls/activityTemplates';
import {
  ABBREVIATIONS,
  ACTIVITY_GENDER_LABELS,
  ACTIVITY_LEVEL_LABELS,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_WARNING_LABELS,
  COMPETITION_TYPE_LABELS,
  EVENT_TYPE_LABELS,
  PAYMENT_FLAGS,
  PAYMENT_FLAG_LABELS,
  formatPln,
  msg,
  type Activity,
} from '@sportdesk/contract';
import { activityHistory, formatDate, formatDateTime, personName } from '../../activities/public';
import { ActivityBenefitEntries } from '../../benefit-entries/public';
import { ChangeHistory } from '../../audits/public';
import { CoordinatorsCard } from './CoordinatorsCard';
import { DescriptionTab } from './DescriptionTab';
import { OrganizerBanner } from './OrganizerBanner';
import { MessagesTab, ParticipantsPanel, PostEventSummary, ReserveList, TeamLineUpsCard } from '../../participants/public';
import { ActivityTransactions } from '../../transactions/public';
import { Abbr } from '../../../components/Abbr';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {Array.isArray(children)
            ? children.filter(Boolean).map((child, i) => (
                <Grid key={i} size={{ xs: 6, md: 4 }}>
                  {child}
                </Grid>
              ))
            : children}
        </Grid>
      </CardContent>
    </Card>
  );
}

type DetailTab = 'messages' | 'reserve' | 'transactions' | 'benefit' | 'description' | 'history';

const yesNo = (v: boolean) => (v ? msg.yes : msg.no);
const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatPln(v));

/** Summary: header facts, general data, options, tags, creator, organiser banner, coordinators, description and history. */
export function SummaryTab({ activity: a }: { activity: Activity }) {
  const [tab, setTab] = useState<DetailTab>('history');
  const payments = PAYMENT_FLAGS.filter((f) => a[f]).map((f) => PAYMENT_FLAG_LABELS[f]);
  return (
    <Stack spacing={2}>
      <OrganizerBanner activity={a} />
      {a.warnings.length > 0 && (
        <Stack direction="row" spacing={1}>
          {a.warnings.map((w) => (
            <Chip key={w} color="warning" variant="outlined" label={ACTIVITY_WARNING_LABELS[w]} />
          ))}
        </Stack>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Panel title="Dane ogólne">
              <Fact label="Data">{formatDate(a.date)}</Fact>
              <Fact label="Godziny">
                {a.start_at}–{a.stop_at}
              </Fact>
              <Fact label="Dyscyplina">{a.sport?.name}</Fact>
              <Fact label="Lokalizacja">
                {a.localization
                  ? [a.localization.name, a.localization.street, a.localization.city].filter(Boolean).join(', ')
                  : '—'}
              </Fact>
              <Fact label="Typ">{a.event_type ? EVENT_TYPE_LABELS[a.event_type] : ACTIVITY_TYPE_LABELS[a.activity_type]}</Fact>
              <Fact label="Rodzaj wydarzenia">{COMPETITION_TYPE_LABELS[a.competition_type]}</Fact>
              <Fact label="Zapisani">
                {a.all_reserved_spots}/{a.max_players} (min. {a.min_players}), <Abbr title={ABBREVIATIONS.FA}>FA</Abbr>:{' '}
                {a.fa_count}
              </Fact>
              <Fact label="Cena">{formatPln(a.price)}</Fact>
              <Fact label="Dopłata Benefit">{money(a.supplement)}</Fact>
              <Fact label="Poziom">{a.lv ? ACTIVITY_LEVEL_LABELS[a.lv] : '—'}</Fact>
              <Fact label="Płeć">{ACTIVITY_GENDER_LABELS[a.gender]}</Fact>
              <Fact label="Wiek">
                {a.min_age}–{a.max_age}
              </Fact>
            </Panel>
            <Panel title="Opcje">
              <Fact label="Potwierdzone">{yesNo(a.confirmed)}</Fact>
              <Fact label="Odwołane">{yesNo(a.canceled)}</Fact>
              <Fact label="Ukryte">{yesNo(a.hidden)}</Fact>
              {a.hidden && <Fact label="Upublicznij o">{formatDateTime(a.change_to_public_at)}</Fact>}
              <Fact label="Zakończone">{yesNo(a.past)}</Fact>
              <Fact label="Archiwalne">{yesNo(a.archived)}</Fact>
              {a.template_id !== null && (
                <Fact label="Szablon">
                  <MuiLink component={Link} to={templateUrl(a.template_id)}>
                    Szablon #{a.template_id}
                  </MuiLink>
                </Fact>
              )}
              <Fact label="Lista zweryfikowana">{yesNo(a.list_verified)}</Fact>
              <Fact label="Lista rezerwowa">{yesNo(a.reserve_list)}</Fact>
              <Fact label="Publikacja">{formatDateTime(a.publish_date)}</Fact>
              <Fact label="Płatności">{payments.join(', ') || '—'}</Fact>
            </Panel>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Panel title="Twórca">
              <Fact label="Utworzone przez">{personName(a.creator) || '—'}</Fact>
              <Fact label="Utworzono">{formatDateTime(a.created_at)}</Fact>
            </Panel>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
                  Tagi
                </Typography>
                {a.custom_tags.length ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {a.custom_tags.map((t) => (
                      <Chip key={t} size="small" label={t} />
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Brak tagów
                  </Typography>
                )}
              </CardContent>
            </Card>
            <CoordinatorsCard activity={a} />
          </Stack>
        </Grid>
      </Grid>
      <ParticipantsPanel activity={a} />
      {a.competition_type === 'sparing' && <TeamLineUpsCard activity={a} />}
      <PostEventSummary activityId={a.id} />
      <Box>
        <Tabs value={tab} onChange={(_, v: DetailTab) => setTab(v)} aria-label="Szczegóły zajęć" sx={{ mb: 2 }}>
          <Tab value="messages" label="Wiadomości" />
          <Tab value="reserve" label="Lista rezerwowa" />
          <Tab value="transactions" label="Transakcje" />
          <Tab value="benefit" label="Wejścia Benefit" />
          <Tab value="history" label="Historia zmian" />
          <Tab value="description" label="Opis" />
        </Tabs>
        {tab === 'messages' ? (
          <MessagesTab activityId={a.id} />
        ) : tab === 'reserve' ? (
          <ReserveList activityId={a.id} />
        ) : tab === 'transactions' ? (
          <ActivityTransactions activityId={a.id} />
        ) : tab === 'benefit' ? (
          <ActivityBenefitEntries activityId={a.id} />
        ) : tab === 'history' ? (
          <ChangeHistory source={activityHistory(a.id)} />
        ) : (
          <DescriptionTab activity={a} />
        )}
      </Box>
    </Stack>
  );
}
