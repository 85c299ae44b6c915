import { DEFAULT_SUPABASE_ANON_KEY } from '../config/defaults';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { pageRange, read, readOne } from './read';

// `read` sends one PostgREST request with fetch; `as` picks only the token. These tests answer fetch and look at what
// was sent, with and without a session, and with the member's client standing in as the page's one client.

interface Sent {
  url: URL;
  init: { method: string; headers: Record<string, string>; body?: string };
}

let sent: Sent[];
let answer: { status: number; body: string; headers?: Record<string, string> };
const g = globalThis as Record<string, unknown>;
const storageKey = () => `sb-${new URL(getRuntimeConfig().supabaseUrl).hostname.split('.')[0]}-auth-token`;

function memberClient(token: string | null) {
  const getSession = jest.fn(async () => ({ data: { session: token ? { access_token: token } : null } }));
  g.__vitrinaSupabaseClient__ = { auth: { getSession } };
  return getSession;
}

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: '[]' };
  g.fetch = async (input: string, init: Sent['init']) => {
    sent.push({ url: new URL(input), init });
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(answer.headers),
      text: async () => answer.body,
    };
  };
});
afterEach(() => {
  delete g.fetch;
  delete g.__vitrinaSupabaseClient__;
  window.localStorage.clear();
});

const request = {
  path: 'favorites',
  params: { select: 'id, product_id', user_id: 'eq.u1', order: 'created_at.desc', ...pageRange(2, 24) },
};

describe('read', () => {
  it("'public' sin sesión: la llave anónima, sin cargar el cliente de supabase-js", async () => {
    const getSession = memberClient('token-del-miembro');
    await read(request, { as: 'public' });
    expect(sent[0].init.headers.Authorization).toBe(`Bearer ${DEFAULT_SUPABASE_ANON_KEY}`);
    expect(getSession).not.toHaveBeenCalled();
  });

  it("'member': el token que entrega el cliente del miembro (que lo renueva), aunque haya uno guardado", async () => {
    window.localStorage.setItem(
      storageKey(),
      JSON.stringify({ access_token: 'token-guardado', expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    const getSession = memberClient('token-del-cliente');
    await read(request, { as: 'member' });
    expect(getSession).toHaveBeenCalled();
    expect(sent[0].init.headers.Authorization).toBe('Bearer token-del-cliente');
  });

  it("'member' sin sesión manda la llave anónima: RLS responde lo que ve un visitante", async () => {
    memberClient(null);
    await read(request, { as: 'member' });
    expect(sent[0].init.headers.Authorization).toBe(`Bearer ${DEFAULT_SUPABASE_ANON_KEY}`);
  });

  it('las dos formas mandan la misma petición: select, filtros, orden y rango', async () => {
    memberClient('token-del-cliente');
    await read(request, { as: 'public' });
    window.localStorage.setItem(storageKey(), '{}');
    await read(request, { as: 'member' });
    expect(sent).toHaveLength(2);
    expect(sent[0].url.href).toBe(sent[1].url.href);
    expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({
      select: 'id,product_id',
      user_id: 'eq.u1',
      order: 'created_at.desc',
      offset: '24',
      limit: '24',
    });
  });

  it('head: solo la cuenta, con HEAD y count=exact', async () => {
    answer = { status: 200, body: '', headers: { 'content-range': '*/7' } };
    const { data, count } = await read(
      { path: 'notifications', params: { read: 'eq.false' }, head: true },
      { as: 'public' },
    );
    expect(count).toBe(7);
    expect(data).toBeNull();
    expect(sent[0].init.method).toBe('HEAD');
    expect(sent[0].init.headers.Prefer).toBe('count=exact');
  });

  it('readOne: la primera fila o null', async () => {
    answer = { status: 200, body: '[{"id":"a"},{"id":"b"}]' };
    await expect(readOne({ path: 'profiles' }, { as: 'public' })).resolves.toEqual({ id: 'a' });
    answer = { status: 200, body: '[]' };
    await expect(readOne({ path: 'profiles' }, { as: 'public' })).resolves.toBeNull();
  });
});
