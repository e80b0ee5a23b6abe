import { writePgliteBaseSnapshot } from './client';

/** Build step (scripts/build-api-if-changed.mjs): `node dist/pglite-snapshot.js` writes dist/pglite-base (a migrated database directory). */
await writePgliteBaseSnapshot();
