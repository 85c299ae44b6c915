// Edge function: tells staff about a new newsletter subscriber. The body is the inserted
// newsletter_subscribers row. Same web Request/Response code on Supabase and on the local backend.

import { denoEnv, serve } from '../_shared/deno.ts';
import { readJsonPost, reply } from '../_shared/http.ts';
import { EMAIL_PATTERN, escapeHtml, sendMail } from '../_shared/mail.ts';

interface SubscriberRow {
  id?: unknown;
  email?: unknown;
  name?: unknown;
  wants_to_sell?: unknown;
  created_at?: unknown;
}

export default async function handler(req: Request): Promise<Response> {
  const read = await readJsonPost<SubscriberRow>(req);
  if ('response' in read) return read.response;
  let row = read.body;
  // some callers pass the inserted rows as an array; the first row is the new subscriber
  if (Array.isArray(row)) row = (row[0] ?? {}) as SubscriberRow;
  const email = typeof row?.email === 'string' ? row.email.trim() : '';
  if (!EMAIL_PATTERN.test(email)) return reply({ error: 'invalid_email', message: 'Email inválido' }, 400);

  const name = typeof row.name === 'string' && row.name.trim() ? row.name.trim() : 'Sin nombre';
  const wantsToSell = row.wants_to_sell === true ? 'Sí' : 'No';
  const when = typeof row.created_at === 'string' ? row.created_at : new Date().toISOString();
  const sent = await sendMail(denoEnv('STAFF_EMAIL') ?? 'staff@vitrina.mx', {
    subject: `Nuevo suscriptor: ${email}`,
    html: `<h1>Nuevo suscriptor</h1>
<ul>
  <li>Email: ${escapeHtml(email)}</li>
  <li>Nombre: ${escapeHtml(name)}</li>
  <li>Quiere vender: ${wantsToSell}</li>
  <li>Fecha: ${escapeHtml(when)}</li>
</ul>`,
    text: `Nuevo suscriptor\nEmail: ${email}\nNombre: ${name}\nQuiere vender: ${wantsToSell}\nFecha: ${when}`,
  }).catch((err: unknown) => ({ ok: false as const, configured: true, status: 0, detail: String(err) }));
  if (!sent.ok && !sent.configured) {
    return reply({ error: 'mail_not_configured', message: 'Falta configurar el envío de correo' }, 500);
  }
  if (!sent.ok) {
    console.error('trigger-notification: mail API failed', sent.status, sent.detail);
    return reply({ error: 'mail_failed', message: 'No se pudo enviar el aviso' }, 502);
  }
  return reply({ ok: true });
}

serve(handler);
