import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
