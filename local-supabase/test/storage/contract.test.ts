import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

// Storage on the real server: platform.sql, the storage migration's buckets and policies, auth sign-up.
jest.setTimeout(120_000);

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let backend: TestBackend;

async function signedUpClient(): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('storage'), password: 'secreto123' });
  expect(error).toBeNull();
  return { client, id: data.user!.id, token: data.session!.access_token };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});
afterAll(async () => {
  await backend?.stop();
});

it('sube una foto de producto y la sirve públicamente con su tipo y cache-control de 3600', async () => {
  const { client, id } = await signedUpClient();
  const name = `${id}/${Date.now()}-camiseta.png`;
  const { data, error } = await client.storage.from('products').upload(name, new Blob([PNG], { type: 'image/png' }));
  expect(error).toBeNull();
  expect(data).toMatchObject({ path: name, fullPath: `products/${name}` });
  const res = await fetch(client.storage.from('products').getPublicUrl(name).data.publicUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('max-age=3600');
  expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  const { rows } = await backend.server.db.admin((q) =>
    q.query<{ owner_id: string }>('select owner_id from storage.objects where name = $1', [name]),
  );
  expect(rows[0].owner_id).toBe(id);
});

it('una foto subida como la sube la app (cacheControl de un año, nombre nuevo) se sirve con max-age de un año', async () => {
  // shared's STORAGE_CACHE_CONTROL_SECONDS: every listing photo gets a new random name, so its URL never changes content
  const { client, id } = await signedUpClient();
  const name = `${id}/${Date.now()}-balon.png`;
  const { error } = await client.storage
    .from('products')
    .upload(name, new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png', cacheControl: '31536000' });
  expect(error).toBeNull();
  const url = client.storage.from('products').getPublicUrl(name).data.publicUrl;
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('max-age=31536000');
  // revalidation still answers 304 with the same lifetime
  const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag')! } });
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toBe('max-age=31536000');
});

it('deja subir el avatar solo a la carpeta propia y sobrescribirlo con upsert', async () => {
  const ana = await signedUpClient();
  const beto = await signedUpClient();
  const blob = new Blob([PNG], { type: 'image/png' });
  expect(
    (await ana.client.storage.from('avatars').upload(`${ana.id}/avatar.png`, blob, { upsert: true })).error,
  ).toBeNull();
  expect(
    (await ana.client.storage.from('avatars').upload(`${ana.id}/avatar.png`, blob, { upsert: true })).error,
  ).toBeNull();
  const foreign = await ana.client.storage.from('avatars').upload(`${beto.id}/avatar.png`, blob, { upsert: true });
  expect(foreign.error).toMatchObject({ statusCode: '403' });
});

it('no deja leer documentos de verificación ajenos y firma URLs para el dueño', async () => {
  const ana = await signedUpClient();
  const beto = await signedUpClient();
  const name = `documents/${Date.now()}.pdf`;
  const pdf = Buffer.from('%PDF-1.4 identidad');
  expect(
    (await ana.client.storage.from('verification-documents').upload(name, new Blob([pdf], { type: 'application/pdf' })))
      .error,
  ).toBeNull();
  expect((await beto.client.storage.from('verification-documents').download(name)).error).toMatchObject({
    statusCode: '404',
  });
  expect(
    (await fetch(beto.client.storage.from('verification-documents').getPublicUrl(name).data.publicUrl)).status,
  ).toBe(400);
  const signed = await ana.client.storage.from('verification-documents').createSignedUrl(name, 60);
  expect(signed.error).toBeNull();
  const res = await fetch(signed.data!.signedUrl);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
});

it('deja al equipo de revisión (trusted) leer los documentos de verificación de cualquiera, sin borrarlos', async () => {
  const ana = await signedUpClient();
  const staff = await signedUpClient();
  await backend.server.db.admin((q) =>
    q.query(`update public.profiles set verification_level = 'trusted' where id = $1`, [staff.id]),
  );
  const name = `documents/${Date.now()}-ine.pdf`;
  const pdf = Buffer.from('%PDF-1.4 credencial');
  expect(
    (await ana.client.storage.from('verification-documents').upload(name, new Blob([pdf], { type: 'application/pdf' })))
      .error,
  ).toBeNull();
  const read = await staff.client.storage.from('verification-documents').download(name);
  expect(read.error).toBeNull();
  expect(Buffer.from(await read.data!.arrayBuffer()).equals(pdf)).toBe(true);
  await staff.client.storage.from('verification-documents').remove([name]);
  expect((await ana.client.storage.from('verification-documents').download(name)).error).toBeNull();
});

it('aplica el límite de 5 MB y los tipos jpeg/png/webp del bucket products', async () => {
  const { client, id } = await signedUpClient();
  const big = await client.storage
    .from('products')
    .upload(`${id}/${Date.now()}.png`, new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/png' }));
  expect(big.error).toMatchObject({ statusCode: '413' });
  const gif = await client.storage
    .from('products')
    .upload(`${id}/${Date.now()}.gif`, new Blob([PNG], { type: 'image/gif' }));
  expect(gif.error).toMatchObject({ statusCode: '415' });
});

it('lista y borra solo lo propio', async () => {
  const ana = await signedUpClient();
  const beto = await signedUpClient();
  const folder = `${ana.id}/lote-${Date.now()}`;
  const blob = new Blob([PNG], { type: 'image/png' });
  await ana.client.storage.from('products').upload(`${folder}/a.png`, blob);
  await ana.client.storage.from('products').upload(`${folder}/b.png`, blob);
  expect((await beto.client.storage.from('products').list(folder)).data?.map((f) => f.name)).toEqual([
    'a.png',
    'b.png',
  ]);
  expect((await beto.client.storage.from('products').remove([`${folder}/a.png`])).data).toEqual([]);
  expect((await ana.client.storage.from('products').remove([`${folder}/a.png`])).data).toHaveLength(1);
  expect((await ana.client.storage.from('products').list(folder)).data?.map((f) => f.name)).toEqual(['b.png']);
});
