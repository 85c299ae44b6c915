import { mailJob, sqlJob, type ScheduledJob } from './index';

/** Closes the auctions past their end, then sends the auction e-mails waiting in auction_emails (docs/auctions.md). */
export const AUCTION_JOBS: ScheduledJob[] = [
  sqlJob('close_due_auctions', 'select public.close_due_auctions()'),
  mailJob(
    'auction_emails',
    'Vitrina <subastas@vitrina.mx>',
    'select email, subject, body from public.claim_auction_emails(100)',
  ),
];
