// Edge function: tells staff about a new newsletter subscriber. The body is the inserted
// newsletter_subscribers row. Same web Request/Response code on Supabase and on the local backend.

declare const Deno: {
  env: { get(key: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface SubscriberRow {
  id?: unknown;
  email?: unknown;
  name?: unknown;
  wants_to_sell?: unknown;
  created_at?: unknown;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return reply({ error: 'method_not_allowed', message: 'Método no permitido' }, 405);

  let row: SubscriberRow;
  try {
    row = (await req.json()) as SubscriberRow;
  } catch {
    return reply({ error: 'invalid_json', message: 'Cuerpo JSON inválido' }, 400);
  }
  // some callers pass the inserted rows as an array; the first row is the new subscriber
  if (Array.isArray(row)) row = (row[0] ?? {}) as SubscriberRow;
  const email = typeof row?.email === 'string' ? row.email.trim() : '';
  if (!EMAIL_PATTERN.test(email)) return reply({ error: 'invalid_email', message: 'Email inválido' }, 400);

  const name = typeof row.name === 'string' && row.name.trim() ? row.name.trim() : 'Sin nombre';
  const wantsToSell = row.wants_to_sell === true ? 'Sí' : 'No';
  const when = typeof row.created_at === 'string' ? row.created_at : new Date().toISOString();
  const apiUrl = Deno.env.get('MAIL_API_URL');
  const apiKey = Deno.env.get('MAIL_API_KEY');
  if (!apiUrl || !apiKey)
    return reply({ error: 'mail_not_configured', message: 'Falta configurar el envío de correo' }, 500);

  const res = await fetch(`${apiUrl.replace(/\/$/, '')}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: Deno.env.get('MAIL_FROM') ?? 'Vitrina <hola@vitrina.mx>',
      to: [Deno.env.get('STAFF_EMAIL') ?? 'staff@vitrina.mx'],
      subject: `Nuevo suscriptor: ${email}`,
      html: `<h1>Nuevo suscriptor</h1>
<ul>
  <li>Email: ${escapeHtml(email)}</li>
  <li>Nombre: ${escapeHtml(name)}</li>
  <li>Quiere vender: ${wantsToSell}</li>
  <li>Fecha: ${escapeHtml(when)}</li>
</ul>`,
      text: `Nuevo suscriptor\nEmail: ${email}\nNombre: ${name}\nQuiere vender: ${wantsToSell}\nFecha: ${when}`,
    }),
  }).catch((err: unknown) => err as Error);
  if (res instanceof Error || !res.ok) {
    console.error('trigger-notification: mail API failed', res instanceof Error ? res.message : res.status);
    return reply({ error: 'mail_failed', message: 'No se pudo enviar el aviso' }, 502);
  }
  return reply({ ok: true });
}

if (typeof Deno !== 'undefined') Deno.serve(handler);
