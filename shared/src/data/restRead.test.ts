import { DEFAULT_SUPABASE_ANON_KEY } from '../config/defaults';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { compactSelect, inList, restRead, RestReadError, storedAccessToken } from './restRead';

interface Sent {
  url: URL;
  init: { method: string; headers: Record<string, string>; body?: string };
}

let sent: Sent[];
let answer: { status: number; body: string; headers?: Record<string, string> };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: '[]' };
  (globalThis as Record<string, unknown>).fetch = async (input: string, init: Sent['init']) => {
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
  delete (globalThis as Record<string, unknown>).fetch;
  window.localStorage.clear();
});

describe('restRead', () => {
  it('lee una tabla con GET y la llave anónima cuando nadie inició sesión (sin supabase-js)', async () => {
    answer = { status: 200, body: '[{"id":"a"}]' };
    const { data, count } = await restRead<{ id: string }[]>({
      path: 'products',
      params: { select: '*, product_images(id, image_url)', status: 'eq.published' },
    });
    expect(data).toEqual([{ id: 'a' }]);
    expect(count).toBeNull();
    const [{ url, init }] = sent;
    expect(init.method).toBe('GET');
    expect(url.pathname).toBe('/rest/v1/products');
    expect(url.searchParams.get('select')).toBe('*,product_images(id,image_url)');
    expect(url.searchParams.get('status')).toBe('eq.published');
    expect(init.headers.apikey).toBe(DEFAULT_SUPABASE_ANON_KEY);
    expect(init.headers.Authorization).toBe(`Bearer ${DEFAULT_SUPABASE_ANON_KEY}`);
    expect(init.headers.Prefer).toBeUndefined();
  });

  it('un miembro lee con su token de sesión, el del cliente de la página (RLS responde como con supabase-js)', async () => {
    const url = new URL(getRuntimeConfig().supabaseUrl);
    window.localStorage.setItem(`sb-${url.hostname.split('.')[0]}-auth-token`, '{}');
    const g = globalThis as Record<string, unknown>;
    g.__vitrinaSupabaseClient__ = {
      auth: { getSession: async () => ({ data: { session: { access_token: 'token-del-miembro' } } }) },
    };
    try {
      await restRead({ path: 'products' });
    } finally {
      delete g.__vitrinaSupabaseClient__;
    }
    expect(sent[0].init.headers.Authorization).toBe('Bearer token-del-miembro');
    expect(sent[0].init.headers.apikey).toBe(DEFAULT_SUPABASE_ANON_KEY);
  });

  it('un miembro con su sesión guardada y vigente lee con ese token sin cargar supabase-js', async () => {
    const url = new URL(getRuntimeConfig().supabaseUrl);
    const key = `sb-${url.hostname.split('.')[0]}-auth-token`;
    window.localStorage.setItem(
      key,
      JSON.stringify({ access_token: 'token-guardado', expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    const g = globalThis as Record<string, unknown>;
    const getSession = jest.fn();
    g.__vitrinaSupabaseClient__ = { auth: { getSession } };
    try {
      await restRead({ path: 'products' });
    } finally {
      delete g.__vitrinaSupabaseClient__;
    }
    expect(sent[0].init.headers.Authorization).toBe('Bearer token-guardado');
    expect(getSession).not.toHaveBeenCalled();
  });

  it('storedAccessToken: solo un token que no vence en los próximos 90 s (supabase-js lo renovaría antes)', () => {
    const supabaseUrl = getRuntimeConfig().supabaseUrl;
    const key = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
    const now = Date.parse('2026-11-28T12:00:00Z');
    const store = (value: unknown) => window.localStorage.setItem(key, JSON.stringify(value));
    store({ access_token: 't', expires_at: now / 1000 + 91 });
    expect(storedAccessToken(supabaseUrl, now)).toBe('t');
    store({ access_token: 't', expires_at: now / 1000 + 89 });
    expect(storedAccessToken(supabaseUrl, now)).toBeNull();
    store({ access_token: 't' });
    expect(storedAccessToken(supabaseUrl, now)).toBeNull();
    window.localStorage.setItem(key, '{not json');
    expect(storedAccessToken(supabaseUrl, now)).toBeNull();
    window.localStorage.removeItem(key);
    expect(storedAccessToken(supabaseUrl, now)).toBeNull();
  });

  it('una función (rpc) va por POST con sus argumentos en el cuerpo', async () => {
    answer = { status: 200, body: '{"data":[],"count":0}' };
    const { data } = await restRead({ path: 'rpc/list_products', args: { page: 2, filters: { q: 'messi' } } });
    expect(data).toEqual({ data: [], count: 0 });
    const [{ url, init }] = sent;
    expect(init.method).toBe('POST');
    expect(url.pathname).toBe('/rest/v1/rpc/list_products');
    expect(JSON.parse(init.body!)).toEqual({ page: 2, filters: { q: 'messi' } });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('con count pide el total y lo lee de Content-Range', async () => {
    answer = { status: 206, body: '[]', headers: { 'content-range': '24-47/150' } };
    const { count } = await restRead({ path: 'products', params: { offset: '24', limit: '24' }, count: true });
    expect(count).toBe(150);
    expect(sent[0].init.headers.Prefer).toBe('count=exact');
  });

  it('una respuesta vacía (204) es null', async () => {
    answer = { status: 204, body: '' };
    await expect(restRead({ path: 'rpc/increment_product_views', args: {} })).resolves.toEqual({
      data: null,
      count: null,
    });
  });

  it('un error de PostgREST llega con su código y su mensaje, como el de supabase-js', async () => {
    answer = { status: 400, body: '{"code":"22P02","message":"invalid input syntax for type uuid","details":null}' };
    const error = await restRead({ path: 'products' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestReadError);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid', status: 400 });
  });

  it('un error sin cuerpo legible lleva el estado HTTP', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(restRead({ path: 'products' })).rejects.toMatchObject({ code: '502', message: 'HTTP 502' });
  });
});

it('compactSelect quita los espacios fuera de comillas, como supabase-js', () => {
  expect(compactSelect('id, title,  "a b" , seller:public_profiles!seller_id(id, name)')).toBe(
    'id,title,"a b",seller:public_profiles!seller_id(id,name)',
  );
});

it('inList entrecomilla los valores con comas o paréntesis', () => {
  expect(inList(['a', 'b'])).toBe('in.(a,b)');
  expect(inList(['x,y', 'z(1)'])).toBe('in.("x,y","z(1)")');
});
