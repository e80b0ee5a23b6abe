import type { portalActivityQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

/** The player portal lives under its own prefix; the back office owns the other top-level paths. */
export const PORTAL_BASE = '/portal';

/** The search's state in the URL: the API filters plus the view (`widok=tydzien`) and the shown week's Monday. */
export type PortalSearchParams = Omit<UrlParams<typeof portalActivityQuery>, 'limit'> & {
  widok?: 'lista' | 'tydzien' | string;
  tydzien?: string;
};

export const portalHomeUrl = () => PORTAL_BASE;
export const portalSearchUrl = (params?: PortalSearchParams) => withQuery(`${PORTAL_BASE}/zajecia`, params);
export const portalActivityUrl = (id: number | string) => `${PORTAL_BASE}/zajecia/${id}`;
export const portalSignInUrl = () => `${PORTAL_BASE}/logowanie`;
export const portalRegisterUrl = () => `${PORTAL_BASE}/rejestracja`;
export const portalProfileUrl = () => `${PORTAL_BASE}/konto`;
