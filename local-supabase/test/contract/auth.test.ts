import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  createClient,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';
import { latestMailTo, linkIn } from '../helpers/mailbox';

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});

afterAll(async () => {
  await backend?.stop();
});

async function signedUp(client: SupabaseClient, password = 'secreto123') {
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { full_name: 'Ana Prueba' } } });
  expect(error).toBeNull();
  return { email, password, session: data.session!, user: data.user! };
}

describe('registro e inicio de sesión', () => {
  it('registra con correo y contraseña y devuelve una sesión confirmada', async () => {
    const client = backend.client();
    const { email, session, user } = await signedUp(client);
    expect(user.email).toBe(email);
    expect(user.user_metadata).toEqual({ full_name: 'Ana Prueba' });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', email });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(claims.session_id).toEqual(expect.any(String));
    const { data } = await client.auth.getSession();
    expect(data.session?.access_token).toBe(session.access_token);
  });

  it('rechaza un correo ya registrado con user_already_exists (422)', async () => {
    const { email } = await signedUp(backend.client());
    const { data, error } = await backend.client().auth.signUp({ email: email.toUpperCase(), password: 'otra123456' });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('rechaza una contraseña de menos de 6 caracteres con weak_password', async () => {
    const { error } = await backend.client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('inicia sesión con la contraseña correcta y rechaza una incorrecta con invalid_credentials', async () => {
    const { email, password, user } = await signedUp(backend.client());
    const client = backend.client();
    const ok = await client.auth.signInWithPassword({ email, password });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    expect(ok.data.user?.last_sign_in_at).toEqual(expect.any(String));

    const wrong = await backend.client().auth.signInWithPassword({ email, password: 'incorrecta' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await backend.client().auth.signInWithPassword({ email: uniqueEmail('nadie'), password });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('rechaza un correo sin confirmar con email_not_confirmed', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const email = uniqueEmail('sinconfirmar');
    const created = await admin.auth.admin.createUser({ email, password: 'secreto123' });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const { error } = await backend.client().auth.signInWithPassword({ email, password: 'secreto123' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('las contraseñas se guardan con bcrypt, nunca en claro', async () => {
    const { user, password } = await signedUp(backend.client());
    const stored = await backend.server.db.admin((q) =>
      q.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [user.id]),
    );
    expect(stored.rows[0].encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(stored.rows[0].encrypted_password).not.toContain(password);
  });
});

describe('sesión', () => {
  it('getUser devuelve el usuario del token', async () => {
    const client = backend.client();
    const { user } = await signedUp(client);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email' },
    });
  });

  it('rota el refresh token y rechaza el usado fuera del intervalo de reutilización', async () => {
    const client = backend.client();
    const { session } = await signedUp(client);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    // two tabs refreshing together: the old token still works a few seconds and yields the current one
    const again = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(next.refresh_token);

    await backend.server.db.admin((q) =>
      q.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
        session.refresh_token,
      ]),
    );
    const reused = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // reuse after the interval is treated as theft: the session's tokens stop working
    const afterTheft = await backend.client().auth.refreshSession({ refresh_token: next.refresh_token });
    expect(afterTheft.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('un refresh token desconocido falla con refresh_token_not_found', async () => {
    const { error } = await backend.client().auth.refreshSession({ refresh_token: 'no-existe' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('cerrar sesión revoca la sesión y sus refresh tokens', async () => {
    const client = backend.client();
    const { session } = await signedUp(client);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    // GoTrue answers 403 session_not_found, which auth-js turns into AuthSessionMissingError
    const user = await backend.client().auth.getUser(session.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
    const raw = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('updateUser cambia la contraseña, los datos y el correo', async () => {
    const client = backend.client();
    const { email } = await signedUp(client);
    const updated = await client.auth.updateUser({
      password: 'nueva-clave-1',
      data: { full_name: 'Ana Actualizada', city: 'CDMX' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Ana Actualizada', city: 'CDMX' });
    const same = await client.auth.updateUser({ password: 'nueva-clave-1' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await backend.client().auth.signInWithPassword({ email, password: 'secreto123' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await backend.client().auth.signInWithPassword({ email, password: 'nueva-clave-1' })).error).toBeNull();

    const newEmail = uniqueEmail('cambio');
    const moved = await client.auth.updateUser({ email: newEmail });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(newEmail);
  });

  it('getUser sin token de usuario falla como en GoTrue', async () => {
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({
      code: 'bad_jwt',
      error_code: 'bad_jwt',
      msg: 'invalid claim: missing sub claim',
    });
    const none = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('recuperación de contraseña', () => {
  it('envía el enlace al buzón; el enlace inicia sesión en modo recovery y permite fijar una contraseña nueva', async () => {
    const { email } = await signedUp(backend.client());
    const client = backend.client();
    const redirectTo = 'http://localhost:3000/auth?mode=reset';
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();

    const mail = await latestMailTo(backend.url, email);
    expect(mail.subject).toBe('Restablece tu contraseña de Vitrina');
    const link = linkIn(mail.html, '/auth/v1/verify');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectTo);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('expires_in')).toBe('3600');

    const set = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recuperada-1' })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email, password: 'recuperada-1' })).error).toBeNull();

    // the link works once
    const second = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );
  });

  it('responde igual para un correo que no existe y no envía nada', async () => {
    const email = uniqueEmail('fantasma');
    const { error } = await backend.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const res = await fetch(`${backend.url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
    expect(await res.json()).toEqual([]);
  });

  it('nunca redirige los tokens fuera de esta máquina', async () => {
    const { email } = await signedUp(backend.client());
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.com/steal' });
    const link = linkIn((await latestMailTo(backend.url, email)).html, '/auth/v1/verify');
    const res = await fetch(link, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).host).toBe('localhost:3000');
  });
});

describe('proveedor de identidad (Google) en local', () => {
  async function demoUser() {
    const { email, user } = await signedUp(backend.client());
    return { email, id: user.id };
  }

  it('muestra una página en español con las cuentas de demostración y redirige como el flujo implícito', async () => {
    const { email, id } = await demoUser();
    const client = backend.client();
    const redirectTo = 'http://localhost:3000/dashboard';
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const page = await fetch(data.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Google no está disponible en el backend local');
    expect(html).toContain(email);

    const form = new URLSearchParams({
      provider: 'google',
      redirect_to: redirectTo,
      user_id: id,
      code_challenge: '',
      code_challenge_method: '',
    });
    const res = await fetch(`${backend.url}/auth/v1/authorize/local`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(redirectTo);
    const hash = new URLSearchParams(location.hash.slice(1));
    const user = await backend.client().auth.getUser(hash.get('access_token')!);
    expect(user.data.user?.id).toBe(id);
    expect(hash.get('refresh_token')).toEqual(expect.any(String));
  });

  it('con PKCE redirige con ?code= y el cliente lo canjea por una sesión', async () => {
    const { id } = await demoUser();
    const memory = new Map<string, string>();
    const client = createClient(backend.url, backend.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => memory.get(k) ?? null,
          setItem: (k, v) => void memory.set(k, v),
          removeItem: (k) => void memory.delete(k),
        },
      },
      realtime: { transport: WebSocket as never },
    });
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000/dashboard', skipBrowserRedirect: true },
    });
    const authorizeUrl = new URL(data.url!);
    expect(authorizeUrl.searchParams.get('code_challenge')).toEqual(expect.any(String));
    const res = await fetch(`${backend.url}/auth/v1/authorize/local`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        provider: 'google',
        redirect_to: authorizeUrl.searchParams.get('redirect_to')!,
        user_id: id,
        code_challenge: authorizeUrl.searchParams.get('code_challenge')!,
        code_challenge_method: authorizeUrl.searchParams.get('code_challenge_method')!,
      }),
    });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(id);
    const replay = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
  });

  it('rechaza un proveedor desconocido', async () => {
    const res = await fetch(`${backend.url}/auth/v1/authorize?provider=myspace&redirect_to=http://localhost:3000`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('administración y ajustes', () => {
  it('settings anuncia el proveedor de Google y el autoconfirmado', async () => {
    const res = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    expect(await res.json()).toMatchObject({ external: { email: true, google: true }, mailer_autoconfirm: true });
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });

  it('admin crea y lista usuarios con la service_role key, y lo niega con la anon key', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'secreto123',
      email_confirm: true,
      user_metadata: { full_name: 'Staff' },
    });
    expect(created.error).toBeNull();
    const dup = await admin.auth.admin.createUser({ email, password: 'secreto123' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const listed = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);
    const denied = await backend.client().auth.admin.listUsers();
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await backend.client().auth.signInWithPassword({ email, password: 'secreto123' })).error).toBeNull();
  });

  it('admin lee, cambia y borra un usuario por id (getUserById, updateUserById, deleteUser), solo con la service_role key', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const email = uniqueEmail('porid');
    const { data: created } = await admin.auth.admin.createUser({ email, password: 'secreto123', email_confirm: true });
    const id = created.user!.id;

    const read = await admin.auth.admin.getUserById(id);
    expect(read.error).toBeNull();
    expect(read.data.user).toMatchObject({ id, email });

    const newEmail = uniqueEmail('cambiado');
    const updated = await admin.auth.admin.updateUserById(id, {
      email: newEmail,
      password: 'otraclave456',
      user_metadata: { full_name: 'Renombrado' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ id, email: newEmail, user_metadata: { full_name: 'Renombrado' } });
    expect(
      (await backend.client().auth.signInWithPassword({ email: newEmail, password: 'otraclave456' })).error,
    ).toBeNull();
    expect((await admin.auth.admin.updateUserById(id, { password: '123' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });

    const anon = backend.client();
    expect((await anon.auth.admin.getUserById(id)).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await anon.auth.admin.updateUserById(id, { email: uniqueEmail('intruso') })).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    expect((await anon.auth.admin.deleteUser(id)).error).toMatchObject({ status: 403, code: 'not_admin' });

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await admin.auth.admin.updateUserById(id, { email: uniqueEmail('nadie') })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
  });
});
