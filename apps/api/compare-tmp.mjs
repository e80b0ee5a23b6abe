// Dumps every table of two PGlite data dirs (ids kept, time-dependent columns dropped) and reports differences.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createHash } from 'node:crypto';
const SKIP = /(_at|password|token|digest|secret|_hash|jti|^expires|^key)$/;
async function dump(dir) {
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, unaccent } });
  const tables = (await db.query(`select table_name from information_schema.tables where table_schema='public' and table_type='BASE TABLE' order by 1`)).rows.map(r => r.table_name);
  const out = {};
  for (const t of tables) {
    const cols = (await db.query(`select column_name from information_schema.columns where table_schema='public' and table_name=$1 order by ordinal_position`, [t])).rows.map(r => r.column_name).filter(c => !SKIP.test(c));
    const hasId = cols.includes('id');
    const rows = (await db.query(`select ${cols.map(c => `"${c}"`).join(',')} from "${t}" ${hasId ? 'order by id' : ''}`)).rows;
    const lines = rows.map(r => JSON.stringify(r, (k, v) => typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/.test(v) ? 'TS' : v instanceof Date ? 'TS' : v));
    if (!hasId) lines.sort();
    out[t] = lines;
  }
  await db.close();
  return out;
}
const [a, b] = [await dump(process.argv[2]), await dump(process.argv[3])];
let diffs = 0;
for (const t of new Set([...Object.keys(a), ...Object.keys(b)])) {
  const x = a[t] ?? [], y = b[t] ?? [];
  const h = (l) => createHash('sha1').update(l.join('\n')).digest('hex').slice(0, 10);
  if (h(x) !== h(y)) {
    diffs++;
    console.log(`DIFF ${t}: ${x.length} vs ${y.length} rows`);
    for (let i = 0, shown = 0; i < Math.max(x.length, y.length) && shown < 2; i++) if (x[i] !== y[i]) { shown++; console.log('  a:', (x[i] ?? '').slice(0, 400)); console.log('  b:', (y[i] ?? '').slice(0, 400)); }
  } else if (process.env.VERBOSE) console.log(`same ${t}: ${x.length}`);
}
console.log(diffs ? `${diffs} tables differ` : 'identical');
