import { PORTAL_BASE } from '../urls';

/** The player's wallet (`?strona=` the transactions page from 1; `?doladowanie=` the top-up the gateway returned from). */
export const portalWalletUrl = () => `${PORTAL_BASE}/portfel`;
/** Messages from the organisers of the player's activities. */
export const portalMessagesUrl = () => `${PORTAL_BASE}/wiadomosci`;

/** The list page in the URL: `?strona=` counts from 1 for people, from 0 for the API. */
export const pageFromParams = (params: URLSearchParams) => Math.max(Number(params.get('strona') ?? 1) - 1, 0) || 0;
