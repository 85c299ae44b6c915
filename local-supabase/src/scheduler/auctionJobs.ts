import { escapeHtml } from '../http/html';
import { sqlJob, type ScheduledJob } from './index';

/** Closes the auctions past their end (docs/auctions.md). */
export const closeDueAuctions = sqlJob('close_due_auctions', 'select public.close_due_auctions()');

/** Sends the auction e-mails waiting in auction_emails to the dev mailbox. */
export const sendAuctionEmails: ScheduledJob = {
  name: 'auction_emails',
  async run(q, { mailbox }) {
    const { rows } = await q.query<{ email: string; subject: string; body: string }>(
      'select email, subject, body from public.claim_auction_emails(100)',
    );
    for (const mail of rows) {
      await mailbox.send({
        from: 'Vitrina <subastas@vitrina.mx>',
        to: mail.email,
        subject: mail.subject,
        html: `<p>${escapeHtml(mail.body)}</p>`,
        text: mail.body,
      });
    }
  },
};

export const AUCTION_JOBS: ScheduledJob[] = [closeDueAuctions, sendAuctionEmails];
