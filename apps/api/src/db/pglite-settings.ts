import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters plus settings for a small office machine: 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB (PGlite 0.5 takes them; 0.3 had 128 MB compiled in). The embedded database's RSS falls from
 * ~300 to ~170 MB; its data is small and the operating system caches the files (docs/decisions.md).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
