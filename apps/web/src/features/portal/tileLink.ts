import { PORTAL_BASE } from './urls';

export type TileTarget = { kind: 'portal'; to: string } | { kind: 'document'; href: string } | { kind: 'external'; href: string };

/**
 * Where a tile leads. Tiles keep the original portal's paths (`/zajecia?sport=…`, `/rejestracja`): any site path
 * other than the server's own pages (`/s/…`, `/files/…`) is a portal path and gets the `/portal` prefix; public
 * pages and other sites are plain links.
 */
export function tileTarget(url: string): TileTarget {
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  const path = url.startsWith('/') ? url : `/${url}`;
  if (path.startsWith('/s/') || path.startsWith('/files/')) return { kind: 'document', href: path };
  if (path === PORTAL_BASE || path.startsWith(`${PORTAL_BASE}/`) || path.startsWith(`${PORTAL_BASE}?`))
    return { kind: 'portal', to: path };
  return { kind: 'portal', to: path === '/' ? PORTAL_BASE : `${PORTAL_BASE}${path}` };
}

/** "Piłka nożna" → "pilka-nozna": the slug the tiles use for a sport (`/zajecia?sport=pilka-nozna`). */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
