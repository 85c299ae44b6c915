import { FunctionsHttpError } from '@supabase/supabase-js';
import type { Mail } from '../../src/http/types';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';
import { latestMailTo } from '../helpers/mailbox';

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});

afterAll(async () => {
  await backend?.stop();
});

describe('welcome-email', () => {
  it('envía el correo de bienvenida con el regalo del 10% a una suscripción al boletín, una sola vez', async () => {
    const email = uniqueEmail('boletin');
    // a subscription from the app cannot say its code went out already
    const subscribed = await backend
      .client()
      .from('newsletter_subscribers')
      .insert({ email, welcome_code_sent_at: new Date().toISOString() } as never);
    expect(subscribed.error).toBeNull();
    const { data, error } = await backend.client().functions.invoke('welcome-email', { body: { email } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, type: 'newsletter', id: expect.any(String) });
    const mail = await latestMailTo(backend.url, email);
    expect(mail.subject).toBe('¡Bienvenido a Vitrina! Tu regalo: 10% de descuento');
    expect(mail.html).toContain('10% de descuento en tu primera compra');
    expect(mail.from).toBe('Vitrina <hola@vitrina.mx>');
    expect(mail.id).toBe(data.id);

    // only the function (service role) records that the code went out
    const forged = await backend.client().rpc('claim_newsletter_welcome' as never, { p_email: email } as never);
    expect(forged.error).toMatchObject({ code: '42501' });

    // asked again (a sign-up with the same address, a second call): the account's welcome, without the code
    const again = await backend.client().functions.invoke('welcome-email', { body: { email: email.toUpperCase() } });
    expect(again.data).toMatchObject({ ok: true, type: 'account' });
    const second = await latestMailTo(backend.url, email);
    expect(second.id).toBe(again.data.id);
    expect(second.subject).toBe('¡Bienvenido a Vitrina!');
    expect(second.html).not.toContain('BIENVENIDA10');
  });

  it('a una cuenta nueva sin boletín le da la bienvenida sin el código, que no podría usar', async () => {
    const email = uniqueEmail('registro');
    const { data, error } = await backend.client().functions.invoke('welcome-email', { body: { email } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, type: 'account' });
    const mail = await latestMailTo(backend.url, email);
    expect(mail.subject).toBe('¡Bienvenido a Vitrina!');
    expect(`${mail.html} ${mail.text ?? ''}`).not.toMatch(/BIENVENIDA10|descuento/);
  });

  it('envía la bienvenida de la lista de espera de inversión fraccionada, con el nombre escapado', async () => {
    const email = uniqueEmail('espera');
    const { error } = await backend.client().functions.invoke('welcome-email', {
      body: { email, full_name: 'Luis <b>Pérez</b>', type: 'fractional_investment' },
    });
    expect(error).toBeNull();
    const mail = await latestMailTo(backend.url, email);
    expect(mail.subject).toBe('Bienvenido al club: ya estás en la lista de espera');
    expect(mail.html).toContain('Luis &lt;b&gt;Pérez&lt;/b&gt;');
    expect(mail.html).toContain('propiedad fraccionada');
  });

  it('responde 400 con JSON ante un correo ausente o inválido', async () => {
    for (const body of [{}, { email: 'no-es-correo' }]) {
      const { data, error } = await backend.client().functions.invoke('welcome-email', { body });
      expect(data).toBeNull();
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_email', message: 'Email inválido' });
    }
  });

  it('contesta el preflight CORS como la lista de supabase-js', async () => {
    const res = await fetch(`${backend.url}/functions/v1/welcome-email`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe('trigger-notification', () => {
  it('avisa al staff de un nuevo suscriptor', async () => {
    const email = uniqueEmail('nuevo');
    const row = { id: 'a7c1', email, name: null, wants_to_sell: true, created_at: new Date().toISOString() };
    const { data, error } = await backend.client().functions.invoke('trigger-notification', { body: row });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const mail = await latestMailTo(backend.url, 'staff@vitrina.mx');
    expect(mail.subject).toBe(`Nuevo suscriptor: ${email}`);
    expect(mail.html).toContain('Quiere vender: Sí');
  });
});

describe('runtime de funciones', () => {
  it('404 para una función que no existe y 401 sin token', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/no-existe`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(missing.status).toBe(404);
    const anonymous = await fetch(`${backend.url}/functions/v1/welcome-email`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });
});

describe('buzón', () => {
  it('lista los correos en HTML, del más nuevo al más viejo, cada uno legible con enlaces', async () => {
    const first = uniqueEmail('primero');
    const second = uniqueEmail('segundo');
    await backend.client().functions.invoke('welcome-email', { body: { email: first } });
    await backend.client().functions.invoke('welcome-email', { body: { email: second } });
    const page = await (await fetch(`${backend.url}/mailbox`)).text();
    expect(page).toContain('Buzón de desarrollo');
    expect(page.indexOf(second)).toBeGreaterThan(-1);
    expect(page.indexOf(second)).toBeLessThan(page.indexOf(first));

    const mail = await latestMailTo(backend.url, second);
    const detail = await fetch(`${backend.url}/mailbox/${mail.id}`);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('Para: ' + second);
    expect(html).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(html).toContain('Explorar tesoros');
  });

  it('la API de envío exige un token y los campos obligatorios', async () => {
    const noKey = await fetch(`${backend.url}/mailbox/api/emails`, {
      method: 'POST',
      body: JSON.stringify({ to: 'a@b.co', subject: 's', html: 'x' }),
    });
    expect(noKey.status).toBe(401);
    const noTo = await fetch(`${backend.url}/mailbox/api/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer k', 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 's', html: 'x' }),
    });
    expect(noTo.status).toBe(422);
  });

  it('conserva los correos tras reiniciar el servidor', async () => {
    const email = uniqueEmail('persistente');
    await backend.client().functions.invoke('welcome-email', { body: { email } });
    await backend.restart();
    const res = await fetch(`${backend.url}/mailbox/api/messages`);
    const mails = (await res.json()) as Mail[];
    expect(mails.map((m) => m.to)).toContain(email);
  });
});
