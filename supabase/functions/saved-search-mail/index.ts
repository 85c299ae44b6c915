// Edge function: the e-mails of saved searches ({product_id}), called by the staff's review page right after they
// publish a piece. The database already matched the piece and queued one e-mail per member who asked for it
// (saved_search_matches); rpc/claim_saved_search_emails, run with the caller's JWT, answers them only to staff and
// marks them sent, so a second call mails nobody twice. Same code on Supabase (Deno) and on the local backend.

import { denoEnv, serve } from '../_shared/deno.ts';
import { readJsonPost, reply } from '../_shared/http.ts';
import { escapeHtml, sendMail, type Mail } from '../_shared/mail.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SavedSearchEmail {
  email: string;
  search_name: string;
  product_id: string;
  product_title: string;
  price_cents: number | string;
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0 });

export function savedSearchMail(row: SavedSearchEmail, siteUrl: string): Mail {
  const link = `${siteUrl}/products/${row.product_id}`;
  const price = `${pesos.format(Number(row.price_cents) / 100)} MXN`;
  return {
    subject: `Nueva pieza para "${row.search_name}": ${row.product_title}`,
    html: `<h1>Llegó una pieza que buscas</h1>
<p>"${escapeHtml(row.product_title)}" (${escapeHtml(price)}) coincide con tu búsqueda guardada
"${escapeHtml(row.search_name)}".</p>
<p><a href="${escapeHtml(link)}">Ver la pieza</a></p>
<p>Puedes pausar o borrar tus búsquedas en ${escapeHtml(siteUrl)}/dashboard/busquedas</p>`,
    text: `Llegó una pieza que buscas\n"${row.product_title}" (${price}) coincide con tu búsqueda guardada "${row.search_name}".\nVer la pieza: ${link}\nPuedes pausar o borrar tus búsquedas en ${siteUrl}/dashboard/busquedas`,
  };
}

export default async function handler(req: Request): Promise<Response> {
  const read = await readJsonPost<{ product_id?: unknown }>(req);
  if ('response' in read) return read.response;
  const productId = typeof read.body?.product_id === 'string' ? read.body.product_id : '';
  if (!UUID_PATTERN.test(productId)) return reply({ error: 'invalid_product', message: 'Pieza inválida' }, 400);

  const supabaseUrl = (denoEnv('SUPABASE_URL') ?? '').replace(/\/$/, '');
  const headers = {
    apikey: denoEnv('SUPABASE_ANON_KEY') ?? '',
    Authorization: req.headers.get('authorization') ?? '',
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const claimed = await fetch(`${supabaseUrl}/rest/v1/rpc/claim_saved_search_emails`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ product: productId }),
  });
  if (!claimed.ok) {
    const status = claimed.status === 401 || claimed.status === 403 ? 403 : 502;
    return reply({ error: 'not_allowed', message: 'Solo el equipo de Vitrina puede enviar estos avisos' }, status);
  }
  const rows = (await claimed.json()) as SavedSearchEmail[];
  const siteUrl = (denoEnv('SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
  let sent = 0;
  for (const row of rows) {
    // one failed address does not keep the others from their e-mail; the claim already marked it, so no retry
    // storm mails everyone twice
    const result = await sendMail(row.email, savedSearchMail(row, siteUrl)).catch((err: unknown) => ({
      ok: false as const,
      configured: true,
      status: 0,
      detail: String(err),
    }));
    if (result.ok) sent += 1;
    else console.error('saved-search-mail: mail API failed', result.status, result.detail);
  }
  return reply({ ok: true, sent });
}

serve(handler);
