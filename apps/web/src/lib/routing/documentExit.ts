/**
 * Leaving this document for another one (a guard's `{ document }` redirect). Once the page load has started the
 * address is final: a later render must not start a second load (with the address as it is by then), and nothing
 * may rewrite the address on its way out — `useUrlNotification` would take a toast's parameters off the address
 * the next document has to show it from.
 */
type PageLoad = (url: string) => void;

const loadPage: PageLoad = (url) => window.location.replace(url);
let load = loadPage;
let leavingFor: string | null = null;

export function leaveDocument(to: string) {
  if (leavingFor !== null) return;
  leavingFor = to;
  load(to);
}

export const isLeavingDocument = () => leavingFor !== null;

/** Tests only: the document stays, and `leaveDocument` calls `pageLoad` (jsdom cannot load pages). */
export function resetDocumentExit(pageLoad: PageLoad = loadPage) {
  leavingFor = null;
  load = pageLoad;
}
