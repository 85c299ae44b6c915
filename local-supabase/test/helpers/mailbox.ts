import type { Mail } from '../../src/http/types';

/** The newest mail to an address in the dev mailbox, through its JSON API. */
export async function latestMailTo(apiUrl: string, to: string): Promise<Mail> {
  const res = await fetch(`${apiUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  const mails = (await res.json()) as Mail[];
  if (!mails.length) throw new Error(`no mail to ${to}`);
  return mails[0];
}

/** The first link in an HTML mail whose URL contains `fragment`, with entities decoded. */
export function linkIn(html: string, fragment: string): string {
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((h) => h.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in mail`);
  return link;
}
