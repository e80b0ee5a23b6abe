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

export interface ScenarioContext {
  /** The benchmark admin's bearer token (all admin roles). */
  token: string;
  samples: SampleUser[];
}

/**
 * A measured endpoint: the data sets it needs, a rotation of requests, and its target. The
 * activities issue appends e.g. `{ id: 'activities-list', title: 'Lista 1 000 000 zajęć', datasets: ['activities'], … }`.
 */
export interface Scenario {
  id: string;
  title: string;
  datasets: string[];
  /** Pass when the measured p95 is below this. */
  p95TargetMs: number;
  requests: (ctx: ScenarioContext) => BenchRequest[];
}

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

const search = (q: string): BenchRequest => ({
  method: 'GET',
  path: `/api/v2/admin/search_tags?with_tags=${encodeURIComponent(q)}`,
});

export const SCENARIOS: Scenario[] = [
  {
    id: 'search-users',
    title: 'Wyszukiwarka globalna (admin/search_tags) po użytkownikach',
    datasets: ['users'],
    p95TargetMs: 30,
    requests: ({ samples }) => searchQueries(samples).map(search),
  },
  {
    id: 'users-current',
    title: 'users/current z licznikami zdarzeń',
    datasets: ['users', 'system_events'],
    p95TargetMs: 10,
    requests: () => [{ method: 'GET', path: '/api/v2/users/current' }],
  },
];
