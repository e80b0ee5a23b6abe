import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { AppProviders } from '../app/AppProviders';

/**
 * Renders `ui` at `route` inside the app's providers and a memory router. `location()` reads the
 * current address (the declarative router avoids jsdom's AbortSignal clash with Node's fetch).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const wrap = (element: ReactElement) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)), queryClient, location: () => seen.location! };
}

/** A JSON reply in the API's envelope, for stubbing `fetch` in component tests. */
export const apiReply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type RouteReply = (init: RequestInit | undefined) => Response;

/**
 * Stubs `fetch` for component tests: each key is a URL prefix answered by its reply factory;
 * anything else gets the API's 404. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, RouteReply>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    return key ? routes[key]!(init) : apiReply({ ok: false, error: { code: 'NOT_FOUND', message: 'Nie znaleziono.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one URL prefix. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));
