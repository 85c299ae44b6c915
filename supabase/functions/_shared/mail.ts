import { denoEnv } from './deno.ts';

export { escapeHtml } from './escapeHtml.ts';

export interface Mail {
  subject: string;
  html: string;
  text: string;
}

export type SendResult = { ok: true; id: string } | { ok: false; configured: boolean; status: number; detail: string };

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends through a Resend-compatible HTTP API (MAIL_API_URL, MAIL_API_KEY); locally MAIL_API_URL is the dev mailbox. */
export async function sendMail(to: string, mail: Mail): Promise<SendResult> {
  const apiUrl = denoEnv('MAIL_API_URL');
  const apiKey = denoEnv('MAIL_API_KEY');
  if (!apiUrl || !apiKey) {
    return { ok: false, configured: false, status: 500, detail: 'MAIL_API_URL and MAIL_API_KEY must be set' };
  }
  const res = await fetch(`${apiUrl.replace(/\/$/, '')}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: denoEnv('MAIL_FROM') ?? 'Vitrina <hola@vitrina.mx>', to: [to], ...mail }),
  });
  const body = await res.text();
  if (!res.ok) return { ok: false, configured: true, status: res.status, detail: body };
  return { ok: true, id: (JSON.parse(body) as { id: string }).id };
}
