import { openPostgres } from '../src/db/client';
import { matchTokens } from '../src/modules/search/tokens';
import { searchTags } from '../src/modules/search/queries';
import { searchQueries } from './scenarios';
const db = await openPostgres('postgres://postgres@127.0.0.1:5432/sportdesk_bench');
for (let round = 0; round < 2; round++) {
  for (const q of searchQueries([{ id: 424242, email: 'x', phone: '500424241', identifier: 'P424241' }])) {
    let t = performance.now();
    const m = await matchTokens(db.db, q);
    const t1 = performance.now() - t;
    t = performance.now();
    const rows = await searchTags(db.db, q, { limit: 10 });
    const t2 = performance.now() - t;
    if (round === 1)
      console.log(
        q.padEnd(30),
        t1.toFixed(1).padStart(7),
        t2.toFixed(1).padStart(7),
        rows.length,
        JSON.stringify(m.map((x) => [x.token, x.exact, x.completions.length, x.typos.length])),
        rows[0]?.label_first_line,
      );
  }
}
await db.close();
