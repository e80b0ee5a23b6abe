import { vi } from 'vitest';
import { ErrorCode, errorStatus, type ApiErrorBody, type ApiReply } from '@sportdesk/contract';
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

/**
 * A JSON reply in the API's envelope (the contract's `ApiReply`), for stubbing `fetch` in component
 * tests. Prefer `okReply<T>` and `errorReply`, which type the data and the error from the contract.
 */
export const apiReply = <T,>(body: ApiReply<NoInfer<T>>, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A success reply whose data has a contract type, given explicitly: `okReply<AppSetting>({...})`.
 * Without the type argument the data must be `never`, so every stub names the shape it stands for,
 * and a stub that drifts from the contract fails the typecheck.
 */
export const okReply = <T = never,>(
  data: NoInfer<T>,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
) => apiReply<T>({ ok: true, data }, status, headers);

/** An error reply: a contract `ErrorCode`, its HTTP status from the contract's `errorStatus`, and field messages. */
export const errorReply = (code: ErrorCode, message: string, fields?: ApiErrorBody['fields']) =>
  apiReply<never>({ ok: false, error: fields ? { code, message, fields } : { code, message } }, errorStatus[code]);

type RouteReply = (init: RequestInit | undefined) => Response;

/**
 * Stubs `fetch` for component tests: each key is a URL prefix answered by its reply factory;
 * anything else gets the API's 404. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, RouteReply>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    return key ? routes[key]!(init) : errorReply(ErrorCode.NOT_FOUND, 'Nie znaleziono.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one URL prefix. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));
