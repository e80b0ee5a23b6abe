import autocannon from 'autocannon';
import type { Db } from '../src/db/client';
import { timeDirect, type DirectRun } from './direct';
import type { BenchRequest } from './scenarios';

export interface LoadOptions {
  /** Concurrent connections (admins clicking at once). */
  connections: number;
  /** Requests measured (after warm-up). */
  amount: number;
  /** Hard stop, seconds. */
  maxSeconds: number;
  /** Requests sent before measuring, not recorded (default 5 per request kind, at least 200). */
  warmup?: number;
}

export interface Measurement {
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One autocannon run over the loopback address; latencies are collected per response for exact percentiles. */
async function fire(url: string, token: string, requests: BenchRequest[], amount: number, opts: LoadOptions) {
  const latencies: number[] = [];
  const started = Date.now();
  let stop: ReturnType<typeof setTimeout> | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        amount,
        timeout: 30,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        requests: requests.map((r) => ({ method: r.method, path: r.path })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    stop = setTimeout(() => instance.stop(), opts.maxSeconds * 1000);
  });
  clearTimeout(stop);
  return { result, latencies, seconds: (Date.now() - started) / 1000 };
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Percentiles of the same statements timed directly. */
export interface DirectMeasurement {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Rounds that alternate endpoint and direct timing, so both see the same moments of a noisy machine. */
const ROUNDS = 4;

/**
 * The endpoint (autocannon, `opts.connections` connections) and the same statements timed directly (as many
 * clients of one connection each, `dbs`), interleaved in `ROUNDS` alternating rounds after a warm-up of both.
 */
export async function measurePair(
  url: string,
  token: string,
  requests: BenchRequest[],
  runs: DirectRun[],
  dbs: Db[],
  opts: LoadOptions,
): Promise<{ endpoint: Measurement; direct: DirectMeasurement; ratio: number }> {
  await fire(url, token, requests, Math.max(requests.length * 5, 200), { ...opts, maxSeconds: 30 }); // warm-up, not recorded
  await timeDirect(dbs, runs, Math.max(runs.length * 2, 50 * dbs.length));
  const http: number[] = [];
  const direct: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let seconds = 0;
  const share = Math.ceil(opts.amount / ROUNDS);
  for (let i = 0; i < ROUNDS; i += 1) {
    const shot = await fire(url, token, requests, share, { ...opts, maxSeconds: opts.maxSeconds / ROUNDS });
    http.push(...shot.latencies);
    errors += shot.result.errors + shot.result.timeouts;
    non2xx += shot.result.non2xx;
    seconds += shot.seconds;
    direct.push(...(await timeDirect(dbs, runs, share)));
  }
  const endpoint = summary(http, errors, non2xx, seconds);
  const sortedDirect = direct.sort((a, b) => a - b);
  const directPercentiles: DirectMeasurement = {
    runs: sortedDirect.length,
    p50: round(percentile(sortedDirect, 50)),
    p95: round(percentile(sortedDirect, 95)),
    p99: round(percentile(sortedDirect, 99)),
  };
  return { endpoint, direct: directPercentiles, ratio: round(endpoint.p95 / directPercentiles.p95) };
}

/** An endpoint's measurement from its response times. */
function summary(latencies: number[], errors: number, non2xx: number, seconds: number): Measurement {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    non2xx,
    seconds: round(seconds),
    rps: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

export async function measure(url: string, token: string, requests: BenchRequest[], opts: LoadOptions): Promise<Measurement> {
  const warmup = opts.warmup ?? Math.max(requests.length * 5, 200);
  await fire(url, token, requests, warmup, { ...opts, maxSeconds: 30 }); // not recorded
  const { result, latencies, seconds } = await fire(url, token, requests, opts.amount, opts);
  return summary(latencies, result.errors + result.timeouts, result.non2xx, seconds);
}
