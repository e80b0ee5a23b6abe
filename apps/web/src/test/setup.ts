import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor wait up to 1 s by default: the first render of a MUI page on a loaded 2-core
// machine can take longer (seen: AppSettingListPage failing once under a parallel API run). They
// still return as soon as the element is there; this is only the ceiling, below the test timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// React Router's data router builds a `Request` with its navigation's AbortSignal; under jsdom that signal is jsdom's,
// which Node's `Request` refuses ("Expected signal to be an instance of AbortSignal"). The tests' requests go
// without it: a test's navigations are not interrupted mid-way, so nothing reads an aborted signal.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.signal ? { ...init, signal: undefined } : init);
  }
};
