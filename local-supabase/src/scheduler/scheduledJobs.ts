import type { Database } from '../db/types';
import type { Mailbox } from '../http/types';

/** How often the embedded backend runs the database's scheduled jobs, unless SCHEDULER_INTERVAL_MS says otherwise. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 60_000;

export interface ScheduledJobsResult {
  jobs: Record<string, number>;
  mailed: number;
}

interface QueuedMail {
  email: string;
  subject: string;
  body: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One round of what pg_cron does on a hosted project: `run_scheduled_jobs()` (release after the protection window,
 * escalation of unanswered claims, closing stale claims), then the e-mails the database queued, into the mailbox.
 */
export async function runScheduledJobs(db: Database, mailbox: Mailbox): Promise<ScheduledJobsResult> {
  const jobs = await db.admin(async (q) => {
    const { rows } = await q.query<{ result: Record<string, number> }>('select public.run_scheduled_jobs() as result');
    return rows[0]?.result ?? {};
  });
  const mails = await db.admin(
    async (q) =>
      (await q.query<QueuedMail>('select email, subject, body from public.claim_protection_emails(200)')).rows,
  );
  for (const mail of mails) {
    await mailbox.send({
      from: 'Vitrina <no-reply@vitrina.mx>',
      to: mail.email,
      subject: mail.subject,
      html: `<p>${escapeHtml(mail.body)}</p>`,
      text: mail.body,
    });
  }
  return { jobs, mailed: mails.length };
}

/** Interval in milliseconds from the environment: 0 turns the timer off; anything unreadable keeps the default. */
export function schedulerIntervalFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SCHEDULER_INTERVAL_MS;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_SCHEDULER_INTERVAL_MS;
}

export interface SchedulerHandle {
  /** runs a round now (or waits for the one under way) */
  runNow(): Promise<ScheduledJobsResult | null>;
  stop(): Promise<void>;
}

/** Runs the scheduled jobs every `intervalMs` (never two rounds at once); `intervalMs` 0 runs only on runNow(). */
export function startScheduler(db: Database, mailbox: Mailbox, intervalMs: number): SchedulerHandle {
  let running: Promise<ScheduledJobsResult | null> | null = null;
  let stopped = false;
  const round = (): Promise<ScheduledJobsResult | null> => {
    if (stopped) return Promise.resolve(null);
    running ??= runScheduledJobs(db, mailbox)
      .catch((err: unknown) => {
        console.error('[scheduler] scheduled jobs failed:', err);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void round(), intervalMs) : null;
  timer?.unref();
  return {
    runNow: round,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
