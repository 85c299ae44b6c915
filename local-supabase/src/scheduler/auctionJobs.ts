import { escapeHtml } from '../http/html';
import { sqlJob, type ScheduledJob } from './index';

const FROM = 'Vitrina <subastas@vitrina.mx>';

/**
 * Sends the auction e-mails waiting in auction_emails, each once, with a link to the piece they are about: an outbid
 * bidder bids again there, a winner pays there.
 */
const auctionMailJob: ScheduledJob = {
  name: 'auction_emails',
  async run(q, { mailbox, siteUrl }) {
    const { rows } = await q.query<{ email: string; subject: string; body: string; product_id: string | null }>(
      'select email, subject, body, product_id from public.claim_auction_emails(100)',
    );
    for (const mail of rows) {
      const link = mail.product_id ? `${siteUrl}/products/${mail.product_id}` : null;
      await mailbox.send({
        from: FROM,
        to: mail.email,
        subject: mail.subject,
        html:
          `<p>${escapeHtml(mail.body)}</p>` + (link ? `\n<p><a href="${escapeHtml(link)}">Ver la pieza</a></p>` : ''),
        text: link ? `${mail.body}\nVer la pieza: ${link}` : mail.body,
      });
    }
  },
};

/** Closes the auctions past their end, then sends the auction e-mails (docs/auctions.md). */
export const AUCTION_JOBS: ScheduledJob[] = [
  sqlJob('close_due_auctions', 'select public.close_due_auctions()'),
  auctionMailJob,
];
