import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions every embedded database loads (search: trigram similarity, accent-free words). */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * PGlite's own start parameters plus settings for a small office machine: 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB (PGlite 0.5 takes them; 0.3 had 128 MB compiled in). The embedded database's RSS falls from
 * ~300 to ~170 MB; its data is small and the operating system caches the files (docs/decisions.md).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
