import { randomUUID } from 'node:crypto';
import { PgBoss, fromPglite, type Clock } from 'pg-boss';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asyncJobs } from '../db/schema/index';
import type { Database, Db } from '../db/client';
import type { JobsMode } from '../config';
import { AppError, publicErrorOf } from './errors';

export interface JobContext {
  asyncJobId: number | null;
  userId: number | null;
  attempt: number;
  /** Merges progress information (added ids, errors, …) into the job's info box. */
  progress(info: Record<string, unknown>): Promise<void>;
}

/** A job: a name, a zod payload schema and a handler (Documenso's pattern). */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  /** Shown in the reports list ("Klasa"). */
  jobClass: string;
  /** Human title stored with the async job row. */
  title: string;
  schema: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<Record<string, unknown> | void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An error no retry can mend (a bad file): the attempt is the last, the job fails at once. */
  finalError?: (error: unknown) => boolean;
  /** Cron expression for recurring jobs (payload `{}`), e.g. the scheduled reveal of hidden activities. */
  cron?: string;
  /** Recurring housekeeping jobs skip the async_jobs row. */
  tracked?: boolean;
  /** A scheduled job also queued once whenever a worker starts (the sweep of temporary files a dead worker left). */
  atStart?: boolean;
}

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def as unknown as JobDefinition;

export interface JobChange {
  asyncJobId: number;
  status: 'queued' | 'running' | 'done' | 'failed';
}

interface Envelope {
  asyncJobId: number | null;
  /** The run of the row this job is (`async_jobs.run_id`): a retry started by hand is a new run. */
  runId?: string;
  userId: number | null;
  payload: unknown;
}

/** The detail of a job's failure (SQL, parameters, stack) goes to the log; the job row stores a Polish message. */
export function logJobError(jobName: string, error: unknown) {
  if (error instanceof AppError) return;
  console.error(`[jobs] ${jobName}`, error);
}

export interface JobRunnerOptions {
  /** How long `stop` lets running jobs finish; those still running are failed and retried (by any worker). */
  stopTimeoutMs?: number;
  /** How often a scheduling process checks the cron schedules (pg-boss, 30 s by default; tests go faster). */
  cronCheckSeconds?: number;
  /** pg-boss's source of time and timers (the system clock by default); a test drives schedules with pg-boss's TestClock. */
  clock?: Clock;
  /**
   * A running job tells pg-boss it is alive every half of this; a job not heard from for this long (its worker
   * died: killed, out of memory, power cut) is failed and retried. pg-boss's minimum is 10. Default 20.
   */
  heartbeatSeconds?: number;
  /** How often a working process looks for jobs whose heartbeat stopped (pg-boss's supervise and monitor). Default 15. */
  superviseSeconds?: number;
}

/** A dead worker's job is retried within heartbeat + supervise + its retry delay: under a minute by default. */
export const JOB_HEARTBEAT_SECONDS = 20;
export const JOB_SUPERVISE_SECONDS = 15;

/**
 * pg-boss moves a job that failed for good here (its dead letter queue). A job whose last attempt threw has marked
 * its row failed already; one whose worker died on the last attempt (no heartbeat, or a stop that timed out) left it
 * `running`: the worker of this queue marks it failed with `JOB_ABANDONED`.
 */
export const DEAD_JOBS_QUEUE = 'jobs.dead-letter';
export const JOB_ABANDONED = 'Zadanie przerwane: proces, który je wykonywał, przestał działać. Uruchom je ponownie.';

/**
 * Scheduled jobs run once per schedule whatever the number of workers: each scheduling process checks the
 * schedules, and pg-boss files the job of a cron occurrence under a throttle slot of its own, so a second
 * worker's check finds the slot taken (lib/cluster.test.ts proves it with two runners).
 */
export class JobRunner {
  private boss?: PgBoss;
  private readonly defs = new Map<string, JobDefinition>();
  private started = false;
  /** The start in progress: `enqueue`, `requeue` and `stop` called meanwhile wait for it. */
  private starting?: Promise<void>;
  private readonly listeners = new Set<(change: JobChange) => void>();

  constructor(
    private readonly database: Database,
    private readonly mode: JobsMode,
    private readonly options: JobRunnerOptions = {},
  ) {}

  get db(): Db {
    return this.database.db;
  }

  /** Called after every status change of an async job row (the live channel pushes it to the reports screen). */
  onChange(listener: (change: JobChange) => void) {
    this.listeners.add(listener);
  }

  private notify(change: JobChange) {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        console.error('[jobs] change listener', error);
      }
    }
  }

  /**
   * Starts a finished (failed) job again with the same payload: the row goes back to `queued` with its attempts,
   * error and progress cleared, and the same async job id is sent to the queue.
   */
  async requeue(name: string, asyncJobId: number, payload: unknown, userId: number | null) {
    const def = this.definition(name);
    const parsed = def.schema.parse(payload);
    if (this.mode === 'off') throw new Error('Background jobs are switched off (JOBS=off)');
    await this.starting;
    if (!this.boss) throw new Error('Job runner not started');
    const runId = randomUUID();
    await this.db
      .update(asyncJobs)
      .set({ jobStatus: 'queued', attempts: 0, error: null, infoBox: {}, runId, updatedAt: new Date() })
      .where(eq(asyncJobs.id, asyncJobId));
    const envelope: Envelope = { asyncJobId, runId, userId, payload: parsed };
    await this.boss.send(name, envelope, this.sendOptions(def));
    this.notify({ asyncJobId, status: 'queued' });
  }

  register(...defs: JobDefinition[]) {
    for (const def of defs) this.defs.set(def.name, def);
  }

  definition(name: string) {
    const def = this.defs.get(name);
    if (!def) throw new Error(`Unknown job ${name}`);
    return def;
  }

  /**
   * Starts pg-boss (and, with `work`, the workers and schedules). The server calls it after it listens, so the
   * first requests do not wait for it; a job queued before it finishes waits for it instead.
   */
  start(opts: { work: boolean }): Promise<void> {
    if (this.mode === 'off' || this.started) return Promise.resolve();
    this.starting ??= this.startBoss(opts).finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async startBoss(opts: { work: boolean }) {
    this.boss =
      this.database.kind === 'pglite'
        ? new PgBoss({
            db: fromPglite(this.database.pglite!),
            backend: 'pglite',
            schedule: opts.work,
            ...this.cron(),
            ...this.supervise(),
          })
        : new PgBoss({
            connectionString: this.database.connectionString!,
            schedule: opts.work,
            max: 4,
            ...this.cron(),
            ...this.supervise(),
          });
    this.boss.on('error', (error) => console.error('[jobs]', error));
    await this.boss.start();
    // Before any job names it as its dead letter queue (a foreign key in pg-boss's tables).
    await this.boss.createQueue(DEAD_JOBS_QUEUE, { retryLimit: 2, retryDelay: 5 });
    if (opts.work)
      await this.boss.work<Envelope>(DEAD_JOBS_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
        await this.abandoned(job.data);
      });
    for (const def of this.defs.values()) {
      await this.boss.createQueue(def.name, {
        retryLimit: def.retryLimit ?? 2,
        retryDelay: def.retryDelaySeconds ?? 1,
      });
      if (opts.work) {
        await this.boss.work<Envelope>(def.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          await this.runAttempt(def, job.data, job.id);
        });
        if (def.cron) await this.boss.schedule(def.name, def.cron, { asyncJobId: null, userId: null, payload: {} });
        if (def.atStart) await this.boss.send(def.name, { asyncJobId: null, userId: null, payload: {} } satisfies Envelope);
      }
    }
    this.started = true;
  }

  private supervise() {
    const seconds = this.options.superviseSeconds ?? JOB_SUPERVISE_SECONDS;
    return { superviseIntervalSeconds: seconds, monitorIntervalSeconds: seconds };
  }

  /**
   * Every job is sent with a heartbeat: with pg-boss's default (expiry after 15 minutes) a dead worker's job stayed
   * `running`. The retry settings go with each job too: a queue created earlier keeps the ones it was created with.
   */
  private sendOptions(def: JobDefinition) {
    return {
      heartbeatSeconds: this.options.heartbeatSeconds ?? JOB_HEARTBEAT_SECONDS,
      retryLimit: def.retryLimit ?? 2,
      retryDelay: def.retryDelaySeconds ?? 1,
      deadLetter: DEAD_JOBS_QUEUE,
    };
  }

  /**
   * A job failed for good by pg-boss: its row, if still `running` or `queued` in that run, is marked failed. A run
   * that failed by itself reaches this queue too, seconds later: by then an admin may have started the job again,
   * and the new run must not be failed by the old one's letter. (Jobs queued before runs had ids carry none.)
   */
  private async abandoned(envelope: Envelope) {
    if (envelope?.asyncJobId == null) return;
    const sameRun = envelope.runId ? eq(asyncJobs.runId, envelope.runId) : sql`${asyncJobs.runId} is null`;
    const rows = await this.db
      .update(asyncJobs)
      .set({ jobStatus: 'failed', error: JOB_ABANDONED, updatedAt: new Date() })
      .where(and(eq(asyncJobs.id, envelope.asyncJobId), sameRun, inArray(asyncJobs.jobStatus, ['running', 'queued'])))
      .returning({ id: asyncJobs.id });
    if (rows.length) this.notify({ asyncJobId: envelope.asyncJobId, status: 'failed' });
  }

  private cron() {
    const { cronCheckSeconds: seconds, clock } = this.options;
    return {
      ...(seconds ? { cronMonitorIntervalSeconds: seconds, cronWorkerIntervalSeconds: seconds } : {}),
      ...(clock ? { clock } : {}),
    };
  }

  async stop() {
    await this.starting?.catch(() => undefined);
    if (!this.boss) return;
    await this.boss.stop({ graceful: true, timeout: this.options.stopTimeoutMs ?? 5_000 });
    this.boss = undefined;
    this.started = false;
  }

  /** Validates the payload, records an async job row and queues the job. Returns the async job id. */
  async enqueue(name: string, payload: unknown, opts: { userId?: number | null; params?: Record<string, unknown> } = {}) {
    const def = this.definition(name);
    const parsed = def.schema.parse(payload);
    // Checked before the row is written, so a runner that cannot queue leaves no orphan async job.
    if (this.mode === 'off') {
      throw new Error('Background jobs are switched off (JOBS=off)');
    }
    await this.starting;
    if (!this.boss) throw new Error('Job runner not started');
    const { id, runId } = await this.recordRow(def, parsed, opts);
    const envelope: Envelope = { asyncJobId: id, runId, userId: opts.userId ?? null, payload: parsed };
    await this.boss.send(name, envelope, this.sendOptions(def));
    this.notify({ asyncJobId: id, status: 'queued' });
    return id;
  }

  /** The async job row of a job about to run: its list entry with its parameters and a new run id. */
  private async recordRow(
    def: JobDefinition,
    parsed: unknown,
    opts: { userId?: number | null; params?: Record<string, unknown> },
  ) {
    const runId = randomUUID();
    const [row] = await this.db
      .insert(asyncJobs)
      .values({
        jobName: def.title,
        jobClass: def.jobClass,
        params: opts.params ?? (parsed as Record<string, unknown>),
        userId: opts.userId ?? null,
        runId,
      })
      .returning({ id: asyncJobs.id });
    return { id: row.id, runId };
  }

  /**
   * Records an async job row and runs the job here and now, one attempt, as a worker would (status, result or
   * error on the row): the demo data's finished and failed jobs, with no queue needed. Returns the async job id
   * and, when the attempt threw, its error.
   */
  async runNow(name: string, payload: unknown, opts: { userId?: number | null; params?: Record<string, unknown> } = {}) {
    const def = this.definition(name);
    const parsed = def.schema.parse(payload);
    const { id, runId } = await this.recordRow(def, parsed, opts);
    try {
      await this.runAttempt(def, { asyncJobId: id, runId, userId: opts.userId ?? null, payload: parsed }, 'inline');
      return { id, error: undefined as unknown };
    } catch (error) {
      return { id, error };
    }
  }

  /** Runs one attempt: stores status, attempts and errors on the async job row, and rethrows so pg-boss retries. */
  private async runAttempt(def: JobDefinition, envelope: Envelope, _bossJobId: string) {
    const { asyncJobId, userId } = envelope;
    let attempt = 1;
    if (asyncJobId != null) {
      const [row] = await this.db
        .update(asyncJobs)
        .set({ jobStatus: 'running', attempts: sql`${asyncJobs.attempts} + 1`, updatedAt: new Date() })
        .where(eq(asyncJobs.id, asyncJobId))
        .returning({ attempts: asyncJobs.attempts });
      attempt = row?.attempts ?? 1;
      this.notify({ asyncJobId, status: 'running' });
    }
    const ctx: JobContext = {
      asyncJobId,
      userId,
      attempt,
      progress: async (info) => {
        if (asyncJobId == null) return;
        await this.db
          .update(asyncJobs)
          .set({ infoBox: sql`${asyncJobs.infoBox} || ${JSON.stringify(info)}::jsonb`, updatedAt: new Date() })
          .where(eq(asyncJobs.id, asyncJobId));
      },
    };
    try {
      const result = await def.handler(def.schema.parse(envelope.payload), ctx);
      if (asyncJobId != null) {
        await this.db
          .update(asyncJobs)
          .set({
            jobStatus: 'done',
            error: null,
            ...(result ? { infoBox: sql`${asyncJobs.infoBox} || ${JSON.stringify(result)}::jsonb` } : {}),
            updatedAt: new Date(),
          })
          .where(eq(asyncJobs.id, asyncJobId));
        this.notify({ asyncJobId, status: 'done' });
      }
    } catch (error) {
      logJobError(def.name, error);
      const hopeless = def.finalError?.(error) ?? false;
      const finalAttempt = hopeless || attempt > (def.retryLimit ?? 2);
      if (asyncJobId != null) {
        await this.db
          .update(asyncJobs)
          .set({
            jobStatus: finalAttempt ? 'failed' : 'queued',
            error: publicErrorOf(error).message,
            updatedAt: new Date(),
          })
          .where(eq(asyncJobs.id, asyncJobId));
        this.notify({ asyncJobId, status: finalAttempt ? 'failed' : 'queued' });
      }
      // Settled here: pg-boss would retry it (its retry count knows nothing of `finalError`).
      if (hopeless) return;
      throw error;
    }
  }
}
