import type { MenuItem } from '../../lib/menuTypes';

/** Drops entries whose role the user lacks, and groups left without children. */
export function visibleMenu(items: readonly MenuItem[], roles: readonly string[]): MenuItem[] {
  return items.flatMap((item) => {
    if (item.role && !roles.includes(item.role)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, roles);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** A leaf is active on its own path and below it (`/settings` for `/settings/5`). */
export const isActivePath = (itemPath: string | undefined, pathname: string) =>
  Boolean(itemPath) && (pathname === itemPath || pathname.startsWith(`${itemPath}/`));

export const containsActive = (item: MenuItem, pathname: string): boolean =>
  isActivePath(item.path, pathname) || Boolean(item.children?.some((child) => containsActive(child, pathname)));
