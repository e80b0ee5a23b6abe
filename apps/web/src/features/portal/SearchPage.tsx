import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  Pagination,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useSearchParams } from 'react-router';
import { PORTAL_MAX_PAGE_SIZE, PORTAL_PAGE_SIZE, warsawToday, type PortalActivityQuery } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { ActivityCard } from './ActivityCard';
import { addDays, mondayOf } from './format';
import { usePortalFilterOptions, usePortalSearch } from './queries';
import { FILTER_KEYS, SearchFilters, type FilterValues } from './SearchFilters';
import { slugOf } from './tileLink';
import { useDocumentMeta } from './useDocumentMeta';
import { portalSearchUrl } from './urls';
import { WeekCalendar } from './WeekCalendar';

const WEEK = 'tydzien';

/**
 * `/portal/zajecia`: upcoming public activities with filters, as a list (paged) or a week calendar. Everything
 * the visitor chose lives in the URL, so a search can be shared and the back button works.
 */
export function SearchPage() {
  useDocumentMeta({
    title: 'Wyszukaj zajęcia',
    description: 'Nadchodzące zajęcia sportowe: dyscyplina, miasto, termin, poziom, cena i wolne miejsca.',
    canonicalPath: portalSearchUrl(),
  });
  const [params, setParams] = useSearchParams();
  const options = usePortalFilterOptions();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const view = params.get('widok') === WEEK ? WEEK : 'lista';
  const today = warsawToday();
  const monday = mondayOf(params.get(WEEK) ?? today);
  const page = Math.max(0, Number(params.get('page')) || 0);

  const values: FilterValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as FilterValues;

  // Tiles link with a sport's slug (`?sport=pilka-nozna`): once the sports are known it becomes the sport filter.
  const slug = params.get('sport');
  useEffect(() => {
    if (!slug || !options.data) return;
    const sport = options.data.sports.find((s) => slugOf(s.name) === slug || String(s.id) === slug);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('sport');
        if (sport) next.set('sport_id', String(sport.id));
        return next;
      },
      { replace: true },
    );
  }, [slug, options.data, setParams]);

  // TanStack Query compares keys by value: a fresh object each render is fine.
  const query = ((): PortalActivityQuery => {
    const q: Record<string, string | number> = {};
    for (const key of FILTER_KEYS) if (values[key]) q[key] = values[key]!.trim();
    if (view === WEEK) {
      q.date_from = monday < today ? today : monday;
      q.date_to = addDays(monday, 6);
      q.limit = PORTAL_MAX_PAGE_SIZE;
    } else {
      q.page = page;
      q.limit = PORTAL_PAGE_SIZE;
    }
    return q as PortalActivityQuery;
  })();
  const search = usePortalSearch(query);
  const fieldErrors = isApiError(search.error) ? (search.error.fields ?? {}) : {};

  // From the address bar, not the render's params: two quick edits (a typed price settling while a box is
  // ticked) must both land.
  const update = (changes: Record<string, string>, keepPage = false) =>
    setParams(() => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!keepPage) next.delete('page');
      return next;
    });

  const total = search.data?.total ?? 0;
  const pages = Math.ceil(total / PORTAL_PAGE_SIZE);
  const activeFilters = FILTER_KEYS.filter((k) => values[k]).length;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          Zajęcia
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: string | null) => v && update({ widok: v === WEEK ? WEEK : '' })}
          aria-label="Widok"
          sx={{
            bgcolor: 'background.paper',
            '& .MuiToggleButton-root': { color: 'text.secondary', px: 2 },
            '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
            },
          }}
        >
          <ToggleButton value="lista">Lista</ToggleButton>
          <ToggleButton value={WEEK}>Tydzień</ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Button
          sx={{ display: { md: 'none' }, mb: filtersOpen ? 1.5 : 0 }}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="portal-filters"
        >
          {filtersOpen ? 'Ukryj filtry' : `Filtry${activeFilters ? ` (${activeFilters})` : ''}`}
        </Button>
        <Collapse in={wide || filtersOpen} id="portal-filters">
          <Box>
            <SearchFilters
              values={values}
              options={options.data}
              onChange={(changes) => update(changes as Record<string, string>)}
              onClear={() => setParams(view === WEEK ? { widok: WEEK } : {})}
              showDates={view !== WEEK}
              errors={fieldErrors}
            />
          </Box>
        </Collapse>
      </Paper>

      {search.isPending ? (
        <PageLoader />
      ) : search.isError ? (
        Object.keys(fieldErrors).length > 0 ? (
          <Alert severity="warning">Popraw filtry zaznaczone powyżej.</Alert>
        ) : (
          <LoadError error={search.error} onRetry={() => search.refetch()} />
        )
      ) : view === WEEK ? (
        <>
          {total > search.data.rows.length && (
            <Alert severity="info">
              Pokazano {search.data.rows.length} z {total} zajęć tego tygodnia — zawęź filtry, aby zobaczyć wszystkie.
            </Alert>
          )}
          <WeekCalendar
            monday={monday}
            rows={search.data.rows}
            canGoBack={monday > mondayOf(today)}
            onWeek={(m) => update({ [WEEK]: m }, true)}
          />
        </>
      ) : (
        <>
          <Typography role="status" color="text.secondary">
            {total === 0 ? 'Brak zajęć spełniających kryteria.' : `Znaleziono zajęć: ${total}`}
          </Typography>
          <Stack spacing={1.25}>
            {search.data.rows.map((a) => (
              <ActivityCard key={a.id} activity={a} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_, p) => {
                update({ page: p > 1 ? String(p - 1) : '' }, true);
                window.scrollTo({ top: 0 });
              }}
              siblingCount={0}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, p) =>
                type === 'page'
                  ? `Strona ${p}`
                  : type === 'next'
                    ? 'Następna strona'
                    : type === 'previous'
                      ? 'Poprzednia strona'
                      : type
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}

export { SearchPage as Component };
