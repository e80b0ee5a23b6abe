import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineState } from './report';

export interface BenefitImportBench {
  rows: number;
  fileBytes: number;
  first: ImportRun;
  second: ImportRun;
  postgres: string;
}
interface ImportRun {
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
  peakHeapMb: number;
  result: Record<string, unknown>;
}

/** Runs `benefit-import-worker.ts` in a child process (its memory is the importer's alone) and reads its JSON line. */
export function runBenefitImportBench(): Promise<BenefitImportBench> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, 'benefit-import-worker.ts')], {
      cwd: path.join(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`benefit import bench exited with ${code}: ${out}`));
      resolve(JSON.parse(line) as BenefitImportBench);
    });
  });
}

const mb = (n: number) => `${Math.round(n)} MB`;

/** The lines printed (and kept in docs/benchmarks.md by hand after a full run). */
export function benefitImportLines(b: BenefitImportBench) {
  const run = (label: string, r: ImportRun) =>
    `| ${label} | ${b.rows.toLocaleString('pl-PL')} | ${r.seconds.toFixed(1)} s | ${Math.round(b.rows / r.seconds).toLocaleString('pl-PL')} | ${mb(r.rssBeforeMb)} | ${mb(r.peakRssMb)} | ${mb(r.peakHeapMb)} | ${Object.entries(
      r.result,
    )
      .filter(([k]) => ['added', 'updated', 'unchanged', 'matched', 'unassigned', 'refused'].includes(k))
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ')} |`;
  return [
    `Import pliku Benefit (${(b.fileBytes / 2 ** 20).toFixed(1)} MB CSV):`,
    '| Przebieg | Wiersze | Czas | wierszy/s | RSS przed | RSS szczyt | sterta szczyt | Wynik |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    run('pierwszy import', b.first),
    run('ten sam plik ponownie', b.second),
  ];
}

/** docs/benchmarks-benefit-import.md, rewritten after a 200 000-row run (or with BENCH_WRITE=1). */
export function benefitImportMarkdown(b: BenefitImportBench, loadAverage: number[]) {
  return `# Benchmark: the Benefit importer

\`BENCH_ONLY=benefit-import npm run bench\` (part of every \`npm run bench\`) creates its own database
(\`BENCH_BENEFIT_DATABASE_URL\`), loads an organiser with a terminal login, 10 activities and 5 000 players with
Benefit cards on their lists, writes a provider file of \`BENCH_BENEFIT_ROWS\` rows (default 200 000: 5 000 rows of
known cards, three quarters of them through the organiser's login, so 3 750 match a participation; the rest
unknown cards) and imports it twice in a separate Node process (its memory is the importer's alone): the first
run adds every row, the second changes nothing. Peak RSS and heap are sampled every 20 ms during each import.

${benefitImportLines(b).join('\n')}

- Data pomiaru: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
- ${b.postgres.split(' on ')[0]}; Node.js ${process.version}
- Średnie obciążenie maszyny przed pomiarem (1/5/15 min): ${loadAverage.map((n) => n.toFixed(2)).join(' / ')} (${machineState(loadAverage)})

Memory stays flat: the file is read as a stream (UTF-8 check, \`csv-parse\`, batches of 1000 rows), so the peak
RSS is the process's resting size plus one batch and the set of uuids already seen in the file (for refused
repeats, ~100 bytes a row). The file is checked in a first pass that writes nothing (a bad file leaves nothing),
then written in slices of 25–1000 rows, each its own transaction with the job's checkpoint (this bench passes
no job, so no checkpoint), so the time is mostly PostgreSQL's: per slice one lookup of existing uuids, the
cards, the logins and the candidate participations, then one multi-row insert.
\`BENCH_ONLY=pglite-import\` measures an import on the embedded database (docs/benchmarks.md).
`;
}
