import { activityListQuery, SEARCH } from '@sportdesk/contract';
import { sessionRow } from '../src/lib/session';
import { listActivities } from '../src/modules/activities/queries';
import { findVenue, venueBlocks } from '../src/modules/calendar/queries';
import { searchTags } from '../src/modules/search/queries';
import { systemEventCounts } from '../src/modules/current-user/counts';
import type { DirectRun } from './direct';

/** One request of a scenario's rotation. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
}

/** A loaded player the queries can name (e-mail, phone, identifier, id exist in the data). */
export interface SampleUser {
  id: number;
  email: string;
  phone: string;
  identifier: string;
}

/** A loaded activity the requests can name (its sport, venue, date and id exist in the data). */
export interface SampleActivity {
  id: number;
  sportId: number;
  localizationId: number;
  /** YYYY-MM-DD */
  date: string;
}

export interface ScenarioContext {
  /** The benchmark admin's bearer token (all admin roles). */
  token: string;
  /** Its claims, for the session statement timed directly. */
  claims: { userId: number; tokenId: string };
  samples: SampleUser[];
  activities: SampleActivity[];
  /** The busy venue of the venue week (`BUSY_VENUE`, 500 activities in the current week) and that week's Monday. */
  busyVenue: { id: number; monday: string };
}

/** A measured endpoint: the data sets it needs, a rotation of requests, and its target. */
export interface Scenario {
  id: string;
  title: string;
  datasets: string[];
  /** Pass when the measured p95 is below this. */
  p95TargetMs: number;
  /** Pass at 16 connections when the p95 is below this (when set). */
  p95TargetMs16?: number;
  /** Pass at one connection when endpoint p95 ÷ the same statements' p95 is at most this (when set). */
  ratioTarget?: number;
  requests: (ctx: ScenarioContext) => BenchRequest[];
  /**
   * The statements each request runs, in the same rotation, through the API's own query functions: the
   * session lookup (every guarded request's first statement) and then the route's statements.
   */
  direct: (ctx: ScenarioContext) => DirectRun[];
}

/** The session statement, then the route's own. */
const withSession =
  (ctx: ScenarioContext, route: DirectRun): DirectRun =>
  async (db) => {
    await sessionRow(db, ctx.claims);
    await route(db);
  };

const parseList = (query: string) => activityListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
const searchRun = (ctx: ScenarioContext) => (q: string) =>
  withSession(ctx, (db) => searchTags(db, q, { limit: SEARCH.defaultLimit }));
const listRun = (ctx: ScenarioContext) => (q: string) => withSession(ctx, (db) => listActivities(db, parseList(q)));

/**
 * What admins type in the header search: a common surname (≈1% of everyone), a full name, a word
 * beginning, Polish diacritics typed and left out, typos, e-mails whole and begun, a phone with spaces
 * and a partial phone, an identifier and an id.
 */
export const searchQueries = (samples: SampleUser[]) => [
  'kowalski',
  'Anna Nowak',
  'kowal',
  'Wiśniewska',
  'wisniewska',
  'kowalsky',
  'jan kowalsky',
  'lewandowsk',
  'Małgorzata Dąbrowska',
  'zielinski pawel',
  'grzegorz.wozniak',
  'szymanska kat',
  ...samples.flatMap((u) => [
    u.email,
    u.email.slice(0, u.email.indexOf('@') + 3),
    u.phone.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'),
    u.phone.slice(0, 7),
    u.identifier,
    String(u.id),
  ]),
];

/**
 * What admins type to find an activity: a sport, a city typed without diacritics, a venue, an activity
 * name, combinations of them, a word beginning, a typo, an activity's date and id.
 */
export const activitySearchQueries = (activities: SampleActivity[]) => [
  'siatkowka',
  'Siatkówka Łódź',
  'lodz',
  'krakow',
  'orlik lodz',
  'pilka nozna gdansk',
  'tenis stolowy',
  'Hala sportowa Olimpia',
  'plywalnia wisla',
  'liga amatorska',
  'turniej padel wroclaw',
  'koszykowka poz',
  'badmintn',
  ...activities.flatMap((a) => [String(a.id), a.date.split('-').reverse().join('.')]),
];

const search = (q: string): BenchRequest => ({
  method: 'GET',
  path: `/api/v2/admin/search_tags?with_tags=${encodeURIComponent(q)}`,
});

const activityList = (query = ''): BenchRequest => ({
  method: 'GET',
  path: `/api/v2/admin/activities${query && `?${query}`}`,
});

const daysAfter = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The activity list as admins open it: the default page (from today, by date), the whole history
 * newest first, a sport's confirmed activities in a price range by price (page 3), and a venue's two
 * months by start time.
 */
export const activityListQueries = (activities: SampleActivity[]) => [
  '',
  'with_date_greater=all&order=date&order_dir=desc',
  ...activities.flatMap((a) => [
    `with_sport=${a.sportId}&with_confirmed=true&with_price_greater=20&with_price_less=60&order=price&order_dir=desc&page=2`,
    `with_location=${a.localizationId}&with_date_greater=${a.date}&with_date_less=${daysAfter(a.date, 60)}&order=start_at`,
  ]),
];

/** The busy venue's week three times for every sample venue's week (its activity's date to six days on). */
const calendarWeeks = ({ busyVenue, activities }: ScenarioContext): [number, string][] => [
  ...activities.flatMap((a): [number, string][] => [
    [busyVenue.id, busyVenue.monday],
    [busyVenue.id, busyVenue.monday],
    [busyVenue.id, busyVenue.monday],
    [a.localizationId, a.date],
  ]),
];

const calendarWeek = (localizationId: number, from: string): BenchRequest => ({
  method: 'GET',
  path: `/api/v2/admin/calendar?localization_id=${localizationId}&date_from=${from}&date_to=${daysAfter(from, 6)}`,
});

export const SCENARIOS: Scenario[] = [
  {
    id: 'search-users',
    title: 'Wyszukiwarka globalna (admin/search_tags) po użytkownikach',
    datasets: ['users'],
    p95TargetMs: 30,
    requests: ({ samples }) => searchQueries(samples).map(search),
    direct: (ctx) => searchQueries(ctx.samples).map(searchRun(ctx)),
  },
  {
    id: 'users-current',
    title: 'users/current z licznikami zdarzeń i zajęć do weryfikacji',
    // The badges count activities too (Zajęcia do weryfikacji, Listy do weryfikacji).
    datasets: ['users', 'system_events', 'activities'],
    p95TargetMs: 10,
    ratioTarget: 1.3,
    requests: () => [{ method: 'GET', path: '/api/v2/users/current' }],
    direct: (ctx) => [withSession(ctx, (db) => systemEventCounts(db, ctx.claims.userId))],
  },
  {
    id: 'activities-default',
    title: 'Lista zajęć (admin/activities): strona domyślna',
    datasets: ['activities'],
    p95TargetMs: 50,
    ratioTarget: 1.3,
    requests: () => [activityList()],
    direct: (ctx) => [listRun(ctx)('')],
  },
  {
    id: 'activities-list',
    title: 'Lista zajęć (admin/activities): strona domyślna i filtrowana, sortowana',
    datasets: ['activities'],
    p95TargetMs: 50,
    p95TargetMs16: 150,
    requests: ({ activities }) => activityListQueries(activities).map(activityList),
    direct: (ctx) => activityListQueries(ctx.activities).map(listRun(ctx)),
  },
  {
    id: 'search-activities',
    title: 'Wyszukiwarka globalna (admin/search_tags) po zajęciach i użytkownikach',
    datasets: ['users', 'activities'],
    p95TargetMs: 30,
    requests: ({ activities }) => activitySearchQueries(activities).map(search),
    direct: (ctx) => activitySearchQueries(ctx.activities).map(searchRun(ctx)),
  },
  {
    id: 'calendar-week',
    title: 'Kalendarz lokalizacji (admin/calendar): tydzień z 500 zajęciami i tygodnie zwykłych lokalizacji',
    datasets: ['activities'],
    p95TargetMs: 50,
    requests: (ctx) => calendarWeeks(ctx).map(([id, from]) => calendarWeek(id, from)),
    direct: (ctx) =>
      calendarWeeks(ctx).map(([id, from]) =>
        withSession(ctx, async (db) => {
          await findVenue(db, id);
          await venueBlocks(db, id, from, daysAfter(from, 6));
        }),
      ),
  },
];
