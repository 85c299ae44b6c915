import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SEED_SVG, startHarness, type Harness } from './harness';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const WEBP = Buffer.from('524946460c00000057454250565038200000000000000000', 'hex');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SANDBOX = "default-src 'none'; sandbox";

let h: Harness;
const alice = randomUUID();
const bob = randomUUID();
let asAlice: SupabaseClient;
let asBob: SupabaseClient;
let asAnon: SupabaseClient;

function client(token?: string): SupabaseClient {
  return createClient(h.url, h.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    realtime: { transport: WebSocket as never },
  });
}

beforeAll(async () => {
  h = await startHarness();
  asAlice = client(h.userToken(alice));
  asBob = client(h.userToken(bob));
  asAnon = client();
});
afterAll(() => h.close());

describe('upload and public download', () => {
  it('stores a multipart upload by its owner and serves it publicly with its type and cache-control 3600', async () => {
    const name = `${randomUUID()}-jersey.png`;
    const { data, error } = await asAlice.storage.from('products').upload(name, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `products/${name}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const publicUrl = asAnon.storage.from('products').getPublicUrl(name).data.publicUrl;
    expect(publicUrl).toBe(`${h.url}/storage/v1/object/public/products/${name}`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const { rows } = await h.db.admin((q) =>
      q.query<{ owner: string; owner_id: string }>('select owner, owner_id from storage.objects where name = $1', [
        name,
      ]),
    );
    expect(rows[0]).toEqual({ owner: alice, owner_id: alice });
  });

  it('accepts a raw upload with its content type and names with spaces and accents', async () => {
    const name = `${randomUUID()}/balón firmado.webp`;
    const { error } = await asAlice.storage.from('products').upload(name, WEBP, { contentType: 'image/webp' });
    expect(error).toBeNull();
    const { data } = await asAnon.storage.from('products').download(name);
    expect(data?.type).toBe('image/webp');
    expect(Buffer.from(await data!.arrayBuffer()).equals(WEBP)).toBe(true);
  });

  it('serves seed images from the repository when no file was uploaded', async () => {
    const res = await fetch(`${h.url}/storage/v1/object/public/products/seed/cards/jordan.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    // an SVG is a document that may hold script: opened on its own it runs in a sandbox, with none
    expect(res.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(SEED_SVG);
  });

  it('answers a missing object with storage’s not-found error', async () => {
    const res = await fetch(`${h.url}/storage/v1/object/public/products/nope.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const { data, error } = await asAnon.storage.from('products').exists('nope.png');
    expect(data).toBe(false);
    expect(error).not.toBeNull();
  });
});

describe('policies', () => {
  it('lets a user write only inside their own avatar folder, and overwrite with upsert', async () => {
    const own = await asAlice.storage
      .from('avatars')
      .upload(`${alice}/avatar.png`, new Blob([PNG], { type: 'image/png' }), { upsert: true });
    expect(own.error).toBeNull();

    const foreign = await asAlice.storage
      .from('avatars')
      .upload(`${bob}/avatar.png`, new Blob([PNG], { type: 'image/png' }), { upsert: true });
    expect(foreign.data).toBeNull();
    expect(foreign.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });

    const replaced = Buffer.concat([PNG, Buffer.from([1, 2, 3])]);
    const again = await asAlice.storage
      .from('avatars')
      .upload(`${alice}/avatar.png`, new Blob([replaced], { type: 'image/png' }), { upsert: true });
    expect(again.error).toBeNull();
    const res = await fetch(asAnon.storage.from('avatars').getPublicUrl(`${alice}/avatar.png`).data.publicUrl);
    expect(Buffer.from(await res.arrayBuffer()).equals(replaced)).toBe(true);
  });

  it('refuses a second upload to the same path without upsert (409 Duplicate)', async () => {
    const name = `${randomUUID()}.png`;
    const blob = new Blob([PNG], { type: 'image/png' });
    expect((await asAlice.storage.from('products').upload(name, blob)).error).toBeNull();
    const dup = await asAlice.storage.from('products').upload(name, blob);
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
  });

  it('refuses anonymous uploads', async () => {
    const { error } = await asAnon.storage
      .from('products')
      .upload(`${randomUUID()}.png`, new Blob([PNG], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('keeps private documents private: only the owner downloads, no public URL', async () => {
    const name = `documents/${randomUUID()}.pdf`;
    const pdf = Buffer.from('%PDF-1.4 test');
    expect(
      (await asAlice.storage.from('verification-documents').upload(name, new Blob([pdf], { type: 'application/pdf' })))
        .error,
    ).toBeNull();

    const mine = await asAlice.storage.from('verification-documents').download(name);
    expect(mine.error).toBeNull();
    expect(Buffer.from(await mine.data!.arrayBuffer()).equals(pdf)).toBe(true);

    const theirs = await asBob.storage.from('verification-documents').download(name);
    expect(theirs.data).toBeNull();
    expect(theirs.error).toMatchObject({ statusCode: '404' });

    const anon = await fetch(asAnon.storage.from('verification-documents').getPublicUrl(name).data.publicUrl);
    expect(anon.status).toBe(400);
    expect(await anon.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });

    const authenticated = await fetch(`${h.url}/storage/v1/object/authenticated/verification-documents/${name}`, {
      headers: { Authorization: `Bearer ${h.userToken(bob)}`, apikey: h.anonKey },
    });
    expect(authenticated.status).toBe(400);
  });

  it('removes only the objects the caller may delete', async () => {
    const name = `${randomUUID()}.png`;
    await asAlice.storage.from('products').upload(name, new Blob([PNG], { type: 'image/png' }));

    const byBob = await asBob.storage.from('products').remove([name]);
    expect(byBob).toEqual({ data: [], error: null });
    expect((await fetch(`${h.url}/storage/v1/object/public/products/${name}`)).status).toBe(200);

    const byAlice = await asAlice.storage.from('products').remove([name]);
    expect(byAlice.error).toBeNull();
    expect(byAlice.data?.map((o) => o.name)).toEqual([name]);
    expect((await fetch(`${h.url}/storage/v1/object/public/products/${name}`)).status).toBe(400);
  });
});

describe('bucket limits', () => {
  it('rejects a file above the bucket size limit with EntityTooLarge', async () => {
    const big = new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    const { error } = await asAlice.storage.from('products').upload(`${randomUUID()}.png`, big);
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
  });

  it("holds a bucket without a limit to Storage's 50 MB default", async () => {
    const sevenBytes = Buffer.alloc(7 * 1024 * 1024);
    PNG.copy(sevenBytes);
    const seven = new Blob([sevenBytes], { type: 'image/png' });
    expect((await asAlice.storage.from('open').upload(`${randomUUID()}.png`, seven)).error).toBeNull();
    const huge = new Blob([Buffer.alloc(50 * 1024 * 1024 + 1)], { type: 'image/png' });
    const { error } = await asAlice.storage.from('open').upload(`${randomUUID()}.png`, huge);
    expect(error).toMatchObject({ statusCode: '413' });
    const fine = new Blob([Buffer.alloc(64 * 1024)], { type: 'text/plain' });
    expect((await asAlice.storage.from('open').upload(`${randomUUID()}.txt`, fine)).error).toBeNull();
  });

  it('rejects types the bucket does not allow', async () => {
    const { error } = await asAlice.storage
      .from('products')
      .upload(`${randomUUID()}.gif`, new Blob([PNG], { type: 'image/gif' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type image/gif is not supported' });
    // avatars allow image/* wildcards
    const ok = await asAlice.storage.from('avatars').upload(`${alice}/a.gif`, new Blob([GIF], { type: 'image/gif' }));
    expect(ok.error).toBeNull();
  });

  it('never lets a name escape the bucket folder', async () => {
    const res = await fetch(`${h.url}/storage/v1/object/products/..%2F..%2Fescape.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.userToken(alice)}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });
});

describe('what an upload is and how it is served', () => {
  const HTML = Buffer.from('<html><body><script>fetch("/auth/v1/user")</script></body></html>');

  async function rawUpload(bucket: string, name: string, contentType: string, body: Buffer) {
    const res = await fetch(`${h.url}/storage/v1/object/${bucket}/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.userToken(alice)}`, apikey: h.anonKey, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it.each(['image/png;x=,text/html', 'image/png;charset=utf-8,text/html', 'image/webp; a="x", image/svg+xml'])(
    'refuses a type that smuggles a second one: %j',
    async (contentType) => {
      const name = `${randomUUID()}/foto.html`;
      const raw = await rawUpload('products', name, contentType, HTML);
      expect(raw.body).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
      const multipart = await asAlice.storage
        .from('products')
        .upload(`${randomUUID()}/foto.html`, new Blob([HTML], { type: contentType }));
      expect(multipart.error).toMatchObject({ statusCode: '415' });
      expect((await fetch(`${h.url}/storage/v1/object/public/products/${name}`)).status).toBe(400);
    },
  );

  it('refuses bytes that are not the picture they claim to be, in every bucket', async () => {
    expect((await rawUpload('products', `${randomUUID()}.png`, 'image/png', HTML)).body).toMatchObject({
      statusCode: '415',
      code: 'InvalidMimeType',
      message: "the file's content is not image/png",
    });
    expect((await rawUpload('avatars', `${alice}/avatar.jpg`, 'image/jpeg', PNG)).body).toMatchObject({
      statusCode: '415',
    });
    expect(
      (await rawUpload('verification-documents', `documents/${randomUUID()}.pdf`, 'application/pdf', HTML)).body,
    ).toMatchObject({ statusCode: '415' });
    // avatars allow image/*, but nothing proves an SVG is only a picture
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await rawUpload('avatars', `${alice}/avatar.svg`, 'image/svg+xml', svg)).body).toMatchObject({
      statusCode: '415',
    });
  });

  it('stores the parsed type, never the header as sent, and serves every object sandboxed', async () => {
    const name = `${randomUUID()}/foto.png`;
    expect((await rawUpload('products', name, 'IMAGE/PNG ; charset="UTF-8"', PNG)).status).toBe(200);
    const { rows } = await h.db.admin((q) =>
      q.query<{ mimetype: string }>("select metadata->>'mimetype' as mimetype from storage.objects where name = $1", [
        name,
      ]),
    );
    expect(rows[0].mimetype).toBe('image/png; charset=utf-8');
    const res = await fetch(`${h.url}/storage/v1/object/public/products/${name}`);
    expect(res.headers.get('content-type')).toBe('image/png; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(SANDBOX);

    // a row written before types were parsed is served as bytes, not as the page it claims
    const legacy = `${randomUUID()}/vieja.html`;
    expect((await rawUpload('products', legacy, 'image/png', PNG)).status).toBe(200);
    await h.db.admin((q) =>
      q.query(
        `update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"image/png;x=,text/html"')
         where name = $1`,
        [legacy],
      ),
    );
    const old = await fetch(`${h.url}/storage/v1/object/public/products/${legacy}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toBe('application/octet-stream');
    expect(old.headers.get('content-security-policy')).toBe(SANDBOX);
  });

  it('serves private documents with nosniff and a policy that allows no script', async () => {
    const name = `documents/${randomUUID()}.pdf`;
    expect((await rawUpload('verification-documents', name, 'application/pdf', Buffer.from('%PDF-1.4 x'))).status).toBe(
      200,
    );
    const res = await fetch(`${h.url}/storage/v1/object/authenticated/verification-documents/${name}`, {
      headers: { Authorization: `Bearer ${h.userToken(alice)}`, apikey: h.anonKey },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});

describe('list, info, signed URLs, buckets', () => {
  it('lists one folder level with folders first-class', async () => {
    const folder = randomUUID();
    const blob = new Blob([PNG], { type: 'image/png' });
    await asAlice.storage.from('products').upload(`${folder}/b.png`, blob);
    await asAlice.storage.from('products').upload(`${folder}/a.png`, blob);
    await asAlice.storage.from('products').upload(`${folder}/sub/c.png`, blob);
    const { data, error } = await asAnon.storage.from('products').list(folder);
    expect(error).toBeNull();
    expect(data?.map((f) => [f.name, f.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['sub', true],
    ]);
    expect(data?.[0].metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });

    const searched = await asAnon.storage.from('products').list(folder, { search: 'b', limit: 10 });
    expect(searched.data?.map((f) => f.name)).toEqual(['b.png']);
  });

  it('reports object info', async () => {
    const name = `${randomUUID()}.png`;
    await asAlice.storage.from('products').upload(name, new Blob([PNG], { type: 'image/png' }));
    const { data, error } = await asAnon.storage.from('products').info(name);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name, size: PNG.length, contentType: 'image/png', bucketId: 'products' });
    expect((await asAnon.storage.from('products').exists(name)).data).toBe(true);
  });

  it('signs URLs for readable objects and refuses tampered tokens', async () => {
    const name = `documents/${randomUUID()}.pdf`;
    const pdf = Buffer.from('%PDF-1.4 signed');
    await asAlice.storage.from('verification-documents').upload(name, new Blob([pdf], { type: 'application/pdf' }));

    const refused = await asBob.storage.from('verification-documents').createSignedUrl(name, 60);
    expect(refused.error).toMatchObject({ statusCode: '404' });

    const { data, error } = await asAlice.storage.from('verification-documents').createSignedUrl(name, 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);

    const other = `${h.url}/storage/v1/object/sign/verification-documents/documents/other.pdf?${new URL(data!.signedUrl).searchParams}`;
    expect((await fetch(other)).status).toBe(400);
    const forged = data!.signedUrl.slice(0, -4) + 'AAAA';
    expect(await (await fetch(forged)).json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
  });

  it('lists and reads buckets', async () => {
    const { data } = await asAnon.storage.listBuckets();
    expect(data?.map((b) => b.id).sort()).toEqual(['avatars', 'open', 'products', 'verification-documents']);
    const products = await asAnon.storage.getBucket('products');
    expect(products.data).toMatchObject({ id: 'products', public: true, file_size_limit: 5242880 });
    const missing = await asAnon.storage.getBucket('nope');
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });
});
