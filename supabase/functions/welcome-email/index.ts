// Edge function: the welcome e-mail for newsletter and sign-up ({email}) and for the
// fractional-investment waitlist ({email, full_name, type: 'fractional_investment'}).
// The newsletter's welcome carries the code BIENVENIDA10, which only subscribers may use: it goes out once, to a
// subscribed address (claim_newsletter_welcome records it); any other {email} (a sign-up, a second call) gets the
// account's welcome, without the code.
// Written against the web Request/Response API: Supabase serves it with Deno, the local backend imports it.

import { denoEnv, serve } from '../_shared/deno.ts';
import { readJsonPost, reply } from '../_shared/http.ts';
import { EMAIL_PATTERN, escapeHtml, sendMail, type Mail } from '../_shared/mail.ts';

const MAX_FIELD = 100;

function newsletterMail(siteUrl: string): Mail {
  const shop = `${siteUrl}/products`;
  return {
    subject: '¡Bienvenido a Vitrina! Tu regalo: 10% de descuento',
    html: `<h1>¡Gracias por suscribirte a Vitrina!</h1>
<p>Ya formas parte de la comunidad de coleccionistas de artículos deportivos auténticos: cartas, jerseys, memorabilia firmada y equipamiento de leyenda.</p>
<p>Tu regalo especial de bienvenida: <strong>10% de descuento en tu primera compra</strong> con el código <strong>BIENVENIDA10</strong>.</p>
<p><a href="${escapeHtml(shop)}">Explorar tesoros</a></p>
<p>— El equipo de Vitrina</p>`,
    text: `¡Gracias por suscribirte a Vitrina!\n\nTu regalo especial de bienvenida: 10% de descuento en tu primera compra con el código BIENVENIDA10.\n\nExplorar tesoros: ${shop}\n\n— El equipo de Vitrina`,
  };
}

function accountMail(siteUrl: string): Mail {
  const shop = `${siteUrl}/products`;
  return {
    subject: '¡Bienvenido a Vitrina!',
    html: `<h1>¡Te damos la bienvenida a Vitrina!</h1>
<p>Tu cuenta está lista. Explora cartas, jerseys, memorabilia firmada y equipamiento de leyenda, con autenticidad verificada y pago protegido.</p>
<p><a href="${escapeHtml(shop)}">Explorar tesoros</a></p>
<p>— El equipo de Vitrina</p>`,
    text: `¡Te damos la bienvenida a Vitrina!\n\nTu cuenta está lista. Explora cartas, jerseys, memorabilia firmada y equipamiento de leyenda.\n\nExplorar tesoros: ${shop}\n\n— El equipo de Vitrina`,
  };
}

/**
 * Whether this call is the one that sends a subscriber's code: true once per subscribed address. Asked with the
 * service role; when the answer cannot be had, no code goes out.
 */
async function claimWelcomeCode(email: string): Promise<boolean> {
  const supabaseUrl = (denoEnv('SUPABASE_URL') ?? '').replace(/\/$/, '');
  const serviceKey = denoEnv('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  try {
    const res = await fetch(`${supabaseUrl}/rest/v1/rpc/claim_newsletter_welcome`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_email: email }),
    });
    if (!res.ok) {
      console.error('welcome-email: claim refused', res.status, await res.text());
      return false;
    }
    return (await res.json()) === true;
  } catch (err) {
    console.error('welcome-email: claim unreachable', err);
    return false;
  }
}

function waitlistMail(fullName: string, siteUrl: string): Mail {
  const name = fullName.trim() || 'coleccionista';
  return {
    subject: 'Bienvenido al club: ya estás en la lista de espera',
    html: `<h1>Bienvenido al club, ${escapeHtml(name)}</h1>
<p>Registramos tu lugar en la lista de espera de inversión fraccionada de Vitrina.</p>
<p>Serás de los primeros en enterarte de los drops exclusivos, la propiedad fraccionada de piezas de alto valor, los pools de inversión de la comunidad y los eventos de venta en vivo para miembros.</p>
<p>Te notificaremos cuando el servicio esté disponible.</p>
<p><a href="${escapeHtml(siteUrl)}">Visitar Vitrina</a></p>
<p>— El equipo de Vitrina</p>`,
    text: `Bienvenido al club, ${name}\n\nRegistramos tu lugar en la lista de espera de inversión fraccionada de Vitrina. Te notificaremos cuando el servicio esté disponible.\n\n${siteUrl}\n\n— El equipo de Vitrina`,
  };
}

export default async function handler(req: Request): Promise<Response> {
  const read = await readJsonPost<{ email?: unknown; full_name?: unknown; type?: unknown }>(req);
  if ('response' in read) return read.response;
  const payload = read.body;
  const email = typeof payload?.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || email.length > MAX_FIELD || !EMAIL_PATTERN.test(email)) {
    return reply({ error: 'invalid_email', message: 'Email inválido' }, 400);
  }
  const siteUrl = (denoEnv('SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
  const isWaitlist = payload.type === 'fractional_investment';
  const fullName = typeof payload.full_name === 'string' ? payload.full_name.slice(0, MAX_FIELD) : '';
  const type = isWaitlist ? 'fractional_investment' : (await claimWelcomeCode(email)) ? 'newsletter' : 'account';
  const mail =
    type === 'fractional_investment'
      ? waitlistMail(fullName, siteUrl)
      : type === 'newsletter'
        ? newsletterMail(siteUrl)
        : accountMail(siteUrl);

  try {
    const sent = await sendMail(email, mail);
    if (!sent.ok) {
      console.error('welcome-email: mail API refused', sent.status, sent.detail);
      return reply({ error: 'mail_failed', message: 'No se pudo enviar el correo de bienvenida' }, 502);
    }
    return reply({ ok: true, id: sent.id, type });
  } catch (err) {
    console.error('welcome-email: mail API unreachable', err);
    return reply({ error: 'mail_failed', message: 'No se pudo enviar el correo de bienvenida' }, 502);
  }
}

serve(handler);
