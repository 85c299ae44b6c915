import { escapeHtml, htmlPage, htmlResponse } from '../http/html';
import { json } from '../http/errors';
import type { Mail } from '../http/types';
import type { FileMailbox } from './fileMailbox';

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'medium' });

function listPage(mails: Mail[]): string {
  const rows = mails
    .map(
      (m) => `<tr>
  <td>${escapeHtml(dateFormat.format(new Date(m.createdAt)))}</td>
  <td>${escapeHtml(m.to)}</td>
  <td><a href="/mailbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(sin asunto)')}</a></td>
</tr>`,
    )
    .join('\n');
  const content = mails.length
    ? `<table><thead><tr><th>Recibido</th><th>Para</th><th>Asunto</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No hay correos todavía.</p>';
  return htmlPage(
    'Buzón de desarrollo',
    `<h1>Buzón de desarrollo</h1>
<p class="meta">Los correos que el backend local enviaría llegan aquí. Ninguno sale a internet.</p>
${content}`,
  );
}

/**
 * One mail. Its HTML renders in a sandboxed frame (no scripts) whose links open in the top window,
 * so a recovery link behaves as it would in a real mail client.
 */
function mailPage(mail: Mail): string {
  const doc = `<base target="_top">${mail.html}`;
  return htmlPage(
    mail.subject || 'Correo',
    `<p><a href="/mailbox">← Volver al buzón</a></p>
<div class="card">
  <h1>${escapeHtml(mail.subject || '(sin asunto)')}</h1>
  <p class="meta">De: ${escapeHtml(mail.from ?? '')}<br>Para: ${escapeHtml(mail.to)}<br>Recibido: ${escapeHtml(dateFormat.format(new Date(mail.createdAt)))}</p>
</div>
<iframe title="Contenido del correo" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(doc)}"></iframe>
${mail.text ? `<details class="card"><summary>Versión de texto</summary><pre>${escapeHtml(mail.text)}</pre></details>` : ''}`,
  );
}

function addresses(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value) && value.length && value.every((v) => typeof v === 'string' && v.trim()))
    return value.map((v: string) => v.trim()).join(', ');
  return null;
}

/** Resend-style validation error. */
function mailApiError(status: number, name: string, message: string): Response {
  return json({ statusCode: status, name, message }, status);
}

/**
 * `/mailbox` (HTML list, newest first), `/mailbox/<id>` (one mail), `/mailbox/api/messages` (JSON list;
 * DELETE empties it) and `/mailbox/api/emails` (a Resend-compatible send endpoint the edge functions call).
 */
export function createMailboxHandler(mailbox: FileMailbox) {
  return async function handleMailbox(req: Request, url: URL): Promise<Response> {
    const rest = url.pathname.replace(/^\/mailbox\/?/, '');
    if (rest === 'api/emails') {
      if (req.method !== 'POST') return mailApiError(405, 'method_not_allowed', 'Method not allowed');
      const auth = req.headers.get('authorization') ?? '';
      if (!/^Bearer\s+\S+/i.test(auth))
        return mailApiError(401, 'missing_api_key', 'Missing API key in the authorization header');
      let body: Record<string, unknown>;
      try {
        body = (await req.json()) as Record<string, unknown>;
      } catch {
        return mailApiError(422, 'validation_error', 'Invalid JSON body');
      }
      const to = addresses(body?.to);
      if (!to) return mailApiError(422, 'validation_error', 'The `to` field is missing.');
      if (typeof body.subject !== 'string' || !body.subject)
        return mailApiError(422, 'validation_error', 'The `subject` field is missing.');
      if (typeof body.html !== 'string' && typeof body.text !== 'string')
        return mailApiError(422, 'validation_error', 'Missing `html` or `text` field.');
      const mail = await mailbox.send({
        from: typeof body.from === 'string' ? body.from : undefined,
        to,
        subject: body.subject,
        html: typeof body.html === 'string' ? body.html : `<pre>${escapeHtml(String(body.text))}</pre>`,
        text: typeof body.text === 'string' ? body.text : undefined,
      });
      return json({ id: mail.id });
    }
    if (rest === 'api/messages') {
      if (req.method === 'DELETE') {
        await mailbox.clear();
        return new Response(null, { status: 204 });
      }
      const to = url.searchParams.get('to');
      const mails = await mailbox.list();
      return json(to ? mails.filter((m) => m.to.toLowerCase().split(/,\s*/).includes(to.toLowerCase())) : mails);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return mailApiError(405, 'method_not_allowed', 'Method not allowed');
    if (rest === '') return htmlResponse(listPage(await mailbox.list()));
    const mail = (await mailbox.list()).find((m) => m.id === decodeURIComponent(rest));
    if (!mail)
      return htmlResponse(
        htmlPage('Correo no encontrado', '<h1>Correo no encontrado</h1><p><a href="/mailbox">Volver al buzón</a></p>'),
        404,
      );
    return htmlResponse(mailPage(mail));
  };
}
