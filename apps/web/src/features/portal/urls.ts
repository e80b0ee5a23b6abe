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
/** The sign-in page; `next` is the portal page to return to after signing in (see `safeNextPath`). */
export const portalSignInUrl = (next?: string) => withQuery(`${PORTAL_BASE}/logowanie`, { next });
/** Only a path inside the portal is followed after sign-in: never another site (`//host`) or the back office. */
export const safeNextPath = (next: string | null) =>
  next && next.startsWith(`${PORTAL_BASE}/`) && !next.startsWith('//') && !next.includes('\\') ? next : portalHomeUrl();
export const portalRegisterUrl = () => `${PORTAL_BASE}/rejestracja`;
/** The profile; `powrot` is the portal page to go back to after saving (the basket when booking needs a field). */
export const portalProfileUrl = (powrot?: string) => withQuery(`${PORTAL_BASE}/konto`, { powrot });
export const portalBasketUrl = () => `${PORTAL_BASE}/koszyk`;
/** The `powrot` page when it is a portal path of this site (as `safeNextPath`), otherwise none. */
export const returnPathOf = (powrot: string | null) => (powrot && safeNextPath(powrot) === powrot ? powrot : null);
/** A group's public page; a hidden group's with its hidden link's key (`/grupy/<id>/<key>` leads here). */
export const portalGroupUrl = (id: number | string, key?: string) =>
  `${PORTAL_BASE}/grupy/${id}${key ? `/${encodeURIComponent(key)}` : ''}`;
