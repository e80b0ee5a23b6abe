/** The demo administrator the API seeds on first start (ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
export const ADMIN = { email: 'admin@sportdesk.pl', password: 'Admin123!', label: 'Anna Administratorka' } as const;

/** A name no other test or run uses. */
export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
