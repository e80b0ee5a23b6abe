import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Chip, Divider, Link as MuiLink, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, Navigate, useParams } from 'react-router';
import { COMPETITION_GROUP_TYPE_LABELS, GROUP_GENDER_LABELS, msg, type CompetitionGroupDetail } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { EmptyResults, GroupActivities } from './GroupActivities';
import { GroupForm, groupFormValues, MembersTab, useGroup, useUpdateGroup, groupListUrl } from '../competition-groups/public';
import { TeamsTab } from './TeamsTab';
import { useSaveHandler } from '../../components/form';

/** `/competition-groups/{id}`: the group's facts, 'Wydarzenia w grupie' and 'Szczegóły' (docs/spec/part-1.md §2). */
export function GroupPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <GroupScreen id={id} />;
}

function GroupScreen({ id }: { id: number }) {
  const group = useGroup(id);
  const back = <BackLink to={groupListUrl()} label="Grupy" />;
  if (group.isPending) return <PageLoader />;
  if (group.isError)
    return (
      <>
        <PageHeader title="Grupa" back={back} />
        <LoadError error={group.error} onRetry={() => group.refetch()} />
      </>
    );
  const g = group.data;
  return (
    <>
      <PageHeader
        title={g.name}
        subtitle={`Grupa #${g.id} · ${COMPETITION_GROUP_TYPE_LABELS[g.competition_group_type]}`}
        back={back}
      />
      <Stack spacing={3}>
        <GroupFacts group={g} />
        <TabsCard
          title="Wydarzenia w grupie"
          tabs={[
            { label: 'Zajęcia', content: <GroupActivities groupId={g.id} label="Zajęcia w grupie" /> },
            { label: 'Wyniki', content: <EmptyResults /> },
          ]}
        />
        <TabsCard
          title="Szczegóły"
          tabs={[
            { label: 'Drużyny', content: <TeamsTab group={g} /> },
            { label: 'Osoby w Grupie', content: <MembersTab group={g} updatedAt={group.dataUpdatedAt} /> },
            { label: 'Edytuj Grupę', content: <EditGroup group={g} /> },
          ]}
        />
      </Stack>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function GroupFacts({ group: g }: { group: CompetitionGroupDetail }) {
  const link = g.hidden ? g.hidden_url : g.url;
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Fact label="Nazwa">{g.name}</Fact>
          <Fact label="ID">{g.id}</Fact>
          <Fact label="Typ">{COMPETITION_GROUP_TYPE_LABELS[g.competition_group_type]}</Fact>
          <Fact label="Twórca">
            {g.creator ? (
              <MuiLink component={Link} to={`/users/${g.creator.id}`}>
                {g.creator.label}
              </MuiLink>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Wielkość grupy">{`${g.users_count}/${g.max_group_size}`}</Fact>
          <Fact label="Graczy w drużynie">{`${g.min_team_size}–${g.max_players_per_team}`}</Fact>
          <Fact label="Liczba drużyn">{`${g.teams_count}/${g.max_teams}`}</Fact>
          <Fact label={g.hidden ? 'Ukryty link' : 'Link'}>
            {link ? (
              <MuiLink href={link} target="_blank" rel="noreferrer">
                {link}
              </MuiLink>
            ) : (
              '—'
            )}
          </Fact>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
        >
          <Fact label="Opis">{g.description}</Fact>
          <Fact label="Notatki">{g.notes || '—'}</Fact>
          <Fact label="Opcje">
            <Stack direction="row" spacing={1} component="span" sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
              <Chip size="small" label={GROUP_GENDER_LABELS[g.gender]} />
              <Chip size="small" label={g.hidden ? 'Ukryta' : 'Widoczna'} color={g.hidden ? 'warning' : 'default'} />
              <Chip size="small" label={g.open ? 'Otwarta' : 'Zamknięta'} />
              <Chip size="small" label={g.active ? 'Aktywna' : 'Nieaktywna'} color={g.active ? 'success' : 'default'} />
            </Stack>
          </Fact>
          <Fact label="Tagi">
            {g.tags.length ? (
              <Stack direction="row" spacing={1} component="span" sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
                {g.tags.map((t) => (
                  <Chip key={t} size="small" variant="outlined" label={`#${t}`} />
                ))}
              </Stack>
            ) : (
              '—'
            )}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A tab once opened stays mounted (hidden): switching tabs keeps what was typed in 'Edytuj Grupę'. */
function TabsCard({ title, tabs }: { title: string; tabs: { label: string; content: ReactNode }[] }) {
  const [tab, setTab] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const select = (next: number) => {
    setTab(next);
    setOpened((before) => new Set(before).add(next));
  };
  const idBase = title.toLowerCase().replace(/\s+/g, '-');
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <Tabs value={tab} onChange={(_, next: number) => select(next)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((t, i) => (
          <Tab key={t.label} label={t.label} id={`${idBase}-tab-${i}`} aria-controls={`${idBase}-panel-${i}`} />
        ))}
      </Tabs>
      {tabs.map(
        (t, i) =>
          opened.has(i) && (
            <CardContent
              key={t.label}
              role="tabpanel"
              hidden={i !== tab}
              id={`${idBase}-panel-${i}`}
              aria-labelledby={`${idBase}-tab-${i}`}
              sx={{ p: 3 }}
            >
              {t.content}
            </CardContent>
          ),
      )}
    </Card>
  );
}

function EditGroup({ group }: { group: CompetitionGroupDetail }) {
  const update = useUpdateGroup(group.id);
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved, ruleMessages: true });
  return <GroupForm bare key={group.id} defaultValues={groupFormValues(group)} onSubmit={save} />;
}

export { GroupPage as Component };
