import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, type LoadOptions, type Measurement } from './measure';
import { SCENARIOS, type ScenarioContext } from './scenarios';
import { startServer, type RunningServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCALE_SCENARIOS = ['users-current', 'activities-list'];

export interface ScaleResult {
  scenario: string;
  instances: number;
  connections: number;
  measurement: Measurement;
}

const nginxBinary = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));

/** deploy/nginx.conf with the given local instances in its upstream and nginx on `port`, in a main config of its own. */
function nginxConfig(dir: string, port: number, instancePorts: number[]) {
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server api\d:3000[^\n]*\n/gm, '')
    .replace('least_conn;', `least_conn;\n${servers}`)
    .replace(/listen 80;/g, `listen 127.0.0.1:${port};`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n access_log off;\n client_body_temp_path ${dir}/body;\n proxy_temp_path ${dir}/proxy;\n` +
      ` fastcgi_temp_path ${dir}/fastcgi;\n uwsgi_temp_path ${dir}/uwsgi;\n scgi_temp_path ${dir}/scgi;\n${site}\n}\n`,
  );
  return file;
}

async function startNginx(binary: string, conf: string, url: string): Promise<ChildProcess> {
  const child = spawn(binary, ['-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/v2/health`)).ok) return child;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * The users/current and activity-list load through nginx (deploy/nginx.conf) against one API instance and
 * then two, with several connections (one connection cannot use a second instance). On a two-core machine the
 * API, PostgreSQL, nginx and the load generator share the cores, so the gain is small: the numbers show it.
 */
export async function scaleComparison(
  databaseUrl: string,
  first: RunningServer,
  context: ScenarioContext,
  load: LoadOptions,
  log: (line: string) => void,
): Promise<ScaleResult[]> {
  const binary = nginxBinary();
  if (!binary) {
    log('  scale-out: nginx not installed (apt-get install nginx-light), skipped');
    return [];
  }
  const firstPort = Number(new URL(first.url).port);
  const nginxPort = firstPort + 20;
  const connections = Math.max(4, Number(process.env.BENCH_SCALE_CONNECTIONS || 8));
  const scaleLoad = { ...load, connections };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-bench-nginx-'));
  const results: ScaleResult[] = [];
  let second: RunningServer | undefined;
  try {
    for (const instances of [1, 2]) {
      if (instances === 2) second = await startServer(databaseUrl, firstPort + 1);
      const ports = instances === 1 ? [firstPort] : [firstPort, firstPort + 1];
      const url = `http://127.0.0.1:${nginxPort}`;
      const nginx = await startNginx(binary, nginxConfig(path.join(dir, String(instances)), nginxPort, ports), url);
      try {
        for (const scenario of SCENARIOS.filter((s) => SCALE_SCENARIOS.includes(s.id))) {
          log(`  ${scenario.id} przez nginx, instancje: ${instances}, połączenia: ${connections}…`);
          const measurement = await measure(url, context.token, scenario.requests(context), scaleLoad);
          results.push({ scenario: scenario.id, instances, connections, measurement });
        }
      } finally {
        await stopProcess(nginx);
      }
    }
  } finally {
    await second?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

const ms = (v: number) => v.toLocaleString('pl-PL', { maximumFractionDigits: 2 });

export function scaleTable(results: ScaleResult[]) {
  return [
    '| Scenariusz | Instancje API | Połączenia | Żądania/s | p50 ms | p95 ms | Błędy |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.scenario} | ${r.instances} | ${r.connections} | ${r.measurement.rps} | ${ms(r.measurement.p50)} | ${ms(r.measurement.p95)} | ${
          r.measurement.errors + r.measurement.non2xx
        } |`,
    ),
  ];
}

/** docs/benchmarks-scale.md: the table, the machine, and what the numbers mean. */
export function scaleMarkdown(results: ScaleResult[], notes: string[]) {
  return [
    '# Skalowanie: jedna i dwie instancje API za nginx',
    '',
    'Zapisywane przez `npm run bench` (scenariusz skalowania, `BENCH_SCALE=0` go pomija) po pomiarach z `docs/benchmarks.md`:',
    'te same zapytania users/current i listy zajęć, przez nginx z `deploy/nginx.conf`, najpierw do jednej instancji API,',
    'potem do dwóch (ta sama baza PostgreSQL), z kilkoma połączeniami naraz (`BENCH_SCALE_CONNECTIONS`, domyślnie 8).',
    '',
    ...scaleTable(results),
    '',
    '## Jak to czytać',
    '',
    'Na tej maszynie API, PostgreSQL, nginx i generator obciążenia dzielą te same rdzenie. Druga instancja daje',
    'drugi proces Node.js (drugą pętlę zdarzeń), ale nie dokłada procesora: gdy jedna instancja już zajmuje rdzeń,',
    'a resztę zabiera PostgreSQL i generator, zysk jest mały albo żaden, a nginx dokłada swój narzut. Skalowanie',
    'w poziomie daje przepustowość dopiero na osobnych maszynach (albo większej liczbie rdzeni) — tutaj pomiar',
    'sprawdza, że ruch przez nginx i dwie instancje działa bez błędów i ile kosztuje pośrednik.',
    '',
    ...notes,
    '',
  ].join('\n');
}
