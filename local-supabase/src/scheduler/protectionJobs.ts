import { mailJob, sqlJob, type ScheduledJob } from './index';

/**
 * Compra protegida's timed steps: `run_scheduled_jobs()` releases payments whose protection window ended, escalates
 * claims the seller left unanswered and closes stale ones; then the e-mails they and the claims' transitions queued
 * go to the dev mailbox (docs/protected-purchase.md).
 */
export const PROTECTION_JOBS: ScheduledJob[] = [
  sqlJob('run_scheduled_jobs', 'select public.run_scheduled_jobs()'),
  mailJob(
    'protection_emails',
    'Vitrina <no-reply@vitrina.mx>',
    'select email, subject, body from public.claim_protection_emails(200)',
  ),
];
