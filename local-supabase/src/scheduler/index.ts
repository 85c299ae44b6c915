import type { Database, Queryable } from '../db/types';
import { escapeHtml } from '../http/html';
import type { Mailbox } from '../http/types';

/**
 * One job the embedded backend runs on a timer, as pg_cron would on a hosted project: a SQL function, and what
 * to do with its rows (e.g. hand e-mails to the mailbox). Each job runs in its own transaction as the owner.
 */
export interface ScheduledJob {
  name: string;
  run(q: Queryable, ctx: JobContext): Promise<void>;
}

export interface JobContext {
  mailbox: Mailbox;
  /** the apps' address, for links in e-mails (GoTrue's SITE_URL) */
  siteUrl: string;
}

/** Runs one SQL statement; its rows are ignored. */
export function sqlJob(name: string, sql: string): ScheduledJob {
  return { name, run: async (q) => void (await q.query(sql)) };
}

/** Hands the e-mails a SQL function queued (rows of email, subject, body) to the mailbox, each once. */
export function mailJob(name: string, from: string, sql: string): ScheduledJob {
  return {
    name,
    async run(q, { mailbox }) {
      const { rows } = await q.query<{ email: string; subject: string; body: string }>(sql);
      for (const mail of rows) {
        await mailbox.send({
          from,
          to: mail.email,
          subject: mail.subject,
          html: `<p>${escapeHtml(mail.body)}</p>`,
          text: mail.body,
        });
      }
    },
  };
}

export interface SchedulerOptions {
  db: Database;
  mailbox: Mailbox;
  /** the apps' address, for links in e-mails */
  siteUrl: string;
  jobs: ScheduledJob[];
  /** milliseconds between rounds; 0 or less: never runs */
  intervalMs: number;
}

export interface Scheduler {
  /** milliseconds between rounds (0: only runOnce) */
  intervalMs: number;
  /** one round of every job now (tests, and the timer) */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the jobs one after another every `intervalMs`; a round never overlaps the previous one, and a failing
 * job is logged and does not stop the others.
 */
export function startScheduler({ db, mailbox, siteUrl, jobs, intervalMs }: SchedulerOptions): Scheduler {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  const round = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await db.admin((q) => job.run(q, { mailbox, siteUrl: siteUrl.replace(/\/+$/, '') }));
      } catch (err) {
        console.error(`[scheduler] ${job.name} failed:`, (err as Error).message);
      }
    }
  };
  const runOnce = () => {
    current = current.then(round);
    return current;
  };
  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : null;
  timer?.unref();

  return {
    intervalMs: timer ? intervalMs : 0,
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}

/** The interval from SCHEDULER_INTERVAL_MS (default 15 seconds; 0 turns the timer off). */
export function schedulerIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SCHEDULER_INTERVAL_MS;
  if (raw === undefined || raw === '') return 15_000;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
