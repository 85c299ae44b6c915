import http from 'node:http';
import zlib from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

jest.setTimeout(180_000);

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

// Spec §7 through the real supabase-js client, on the seeded demo data (supabase/README.md).
let backend: TestBackend;
let anon: SupabaseClient;
let buyer: SupabaseClient;
let seller: SupabaseClient;
let buyerId: string;
let sellerId: string;

async function signedIn(email: string, password: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  ({ client: buyer, id: buyerId } = await signedIn('comprador@vitrina.mx', 'Comprador123!'));
  ({ client: seller, id: sellerId } = await signedIn('vendedor@vitrina.mx', 'Vendedor123!'));
});

afterAll(async () => {
  await backend?.stop();
});

async function publishedProductOf(ownerId: string) {
  const { data, error } = await anon
    .from('products')
    .select('id, price, seller_id')
    .eq('status', 'published')
    .eq('seller_id', ownerId)
    .limit(1)
    .single();
  expect(error).toBeNull();
  return data!;
}

describe('productos', () => {
  it('lista publicados con imágenes, conteo exacto, orden por fecha y rango de página', async () => {
    const { data, count, error, status } = await anon
      .from('products')
      .select('*, product_images(id, image_url, order)', { count: 'exact' })
      .eq('status', 'published')
      .order('created_at', { ascending: false })
      .range(0, 19);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(69);
    expect(data).toHaveLength(20);
    for (const p of data!) {
      expect(p.status).toBe('published');
      expect(Array.isArray(p.product_images)).toBe(true);
    }
    const dates = data!.map((p) => Date.parse(p.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const withImages = data!.find((p) => p.product_images.length > 0)!;
    expect(withImages.product_images[0]).toEqual({
      id: expect.any(String),
      image_url: expect.stringContaining(backend.url),
      order: expect.any(Number),
    });
  });

  it('aplica los filtros del listado', async () => {
    const { data, count, error } = await anon
      .from('products')
      .select('*, product_images(id, image_url, order)', { count: 'exact' })
      .eq('status', 'published')
      .eq('category', 'cards')
      .gte('price', 1000)
      .lte('price', 50000)
      .order('created_at', { ascending: false })
      .range(0, 19);
    expect(error).toBeNull();
    expect(count).toBe(data!.length);
    expect(data!.length).toBeGreaterThan(0);
    for (const p of data!) {
      expect(p.category).toBe('cards');
      expect(Number(p.price)).toBeGreaterThanOrEqual(1000);
      expect(Number(p.price)).toBeLessThanOrEqual(50000);
    }
    const certified = await anon
      .from('products')
      .select('id, is_certified, featured')
      .eq('status', 'published')
      .eq('is_certified', true)
      .eq('featured', true);
    expect(certified.error).toBeNull();
    for (const p of certified.data!) expect(p).toMatchObject({ is_certified: true, featured: true });
    const byText = await anon
      .from('products')
      .select('id, title, price')
      .eq('status', 'published')
      .ilike('title', '%messi%')
      .limit(5);
    expect(byText.error).toBeNull();
    expect(byText.data!.length).toBeGreaterThan(0);
    for (const p of byText.data!) expect(p.title.toLowerCase()).toContain('messi');
  });

  it('detalle con imágenes y certificado por id; un id inexistente da PGRST116', async () => {
    const { id } = await publishedProductOf(sellerId);
    const { data, error } = await anon.from('products').select('*, product_images(*)').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, status: 'published' });
    expect(data).toHaveProperty('certifier');
    expect(data).toHaveProperty('certificate_number');
    expect(Array.isArray(data!.product_images)).toBe(true);
    const missing = await anon.from('products').select('*').eq('id', '00000000-0000-0000-0000-000000000000').single();
    expect(missing.error).toMatchObject({ code: 'PGRST116' });
    expect(missing.status).toBe(406);
  });

  it('el vendedor publica como pendiente con imágenes; nadie más la ve hasta la revisión', async () => {
    const { data, error } = await seller
      .from('products')
      .insert({
        title: 'Balón firmado de prueba',
        price: 1500,
        description: 'Balón oficial firmado, con certificado de autenticidad.',
        condition: 'excellent',
        category: 'memorabilia',
        status: 'pending',
        seller_id: sellerId,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    // the photos are the seller's own uploads, as the sell form makes them
    const urls: string[] = [];
    for (const name of ['a.jpg', 'b.jpg']) {
      const path = `${sellerId}/${Date.now()}-${name}`;
      const upload = await seller.storage
        .from('products')
        .upload(path, new Blob([JPEG], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
      expect(upload.error).toBeNull();
      urls.push(seller.storage.from('products').getPublicUrl(path).data.publicUrl);
    }
    const images = await seller.from('product_images').insert([
      { product_id: data!.id, image_url: urls[0], order: 0 },
      { product_id: data!.id, image_url: urls[1], order: 1 },
    ]);
    expect(images.error).toBeNull();
    const hidden = await anon.from('products').select('id').eq('id', data!.id);
    expect(hidden.data).toEqual([]);
    const own = await seller.from('products').select('status, product_images(order)').eq('id', data!.id).single();
    expect(own.data).toMatchObject({ status: 'pending' });
    expect(own.data!.product_images).toHaveLength(2);
  });

  it('función de listado: orden, páginas de 12, filtros y conteo (rpc/list_products)', async () => {
    const first = await anon.rpc('list_products', {
      sort: 'price_asc',
      page: 1,
      page_size: 12,
      filters: { category: 'trading-cards', minPrice: 500 },
    });
    expect(first.error).toBeNull();
    const { data, count } = first.data as {
      data: { price: number; category: string; product_images: unknown[] }[];
      count: number;
    };
    expect(data).toHaveLength(12);
    expect(count).toBeGreaterThan(12);
    const prices = data.map((p) => Number(p.price));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const p of data) {
      expect(p.category).toBe('cards');
      expect(Number(p.price)).toBeGreaterThanOrEqual(500);
      expect(Array.isArray(p.product_images)).toBe(true);
    }
    const second = await anon.rpc('list_products', {
      sort: 'price_asc',
      page: 2,
      page_size: 12,
      filters: { category: 'trading-cards', minPrice: 500 },
    });
    const next = (second.data as { data: { price: number }[] }).data;
    expect(Number(next[0].price)).toBeGreaterThanOrEqual(prices[11]);
    const searched = await anon.rpc('list_products', { filters: { search: 'mesi' } });
    const found = (searched.data as { data: { title: string }[] }).data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /messi/i.test(p.title))).toBe(true);
  });

  it('sugerencias: publicados cuyo título coincide, máximo 5, con id, título y precio', async () => {
    const { data, error } = await anon
      .from('products')
      .select('id, title, price')
      .eq('status', 'published')
      .ilike('title', '%jersey%')
      .limit(5);
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    for (const p of data!) expect(Object.keys(p).sort()).toEqual(['id', 'price', 'title']);
  });

  it('el detalle suma una vista por carga, y el dueño lo elimina con status deleted', async () => {
    const { id } = await publishedProductOf(sellerId);
    const before = await anon.from('products').select('views').eq('id', id).single();
    expect((await anon.rpc('increment_product_views', { product_id: id })).error).toBeNull();
    expect((await buyer.rpc('increment_product_views', { product_id: id })).error).toBeNull();
    const after = await anon.from('products').select('views').eq('id', id).single();
    expect(after.data!.views).toBe(before.data!.views + 2);
    // nobody sets the count by hand
    const forged = await buyer.from('products').update({ views: 99999 }).eq('id', id).select('views');
    expect(forged.data).toEqual([]);

    const created = await seller
      .from('products')
      .insert({
        title: 'Pieza para eliminar',
        price: 900,
        description: 'Una pieza que el vendedor retira de la venta.',
        condition: 'good',
        category: 'cards',
        status: 'pending',
        seller_id: sellerId,
      })
      .select('id')
      .single();
    const other = await buyer.from('products').update({ status: 'deleted' }).eq('id', created.data!.id).select('id');
    expect(other.data).toEqual([]);
    const removed = await seller
      .from('products')
      .update({ status: 'deleted' })
      .eq('id', created.data!.id)
      .select('status')
      .single();
    expect(removed.data).toEqual({ status: 'deleted' });
  });

  it('historial de precios ascendente por producto', async () => {
    const { id } = await publishedProductOf(sellerId);
    const { data, error } = await anon
      .from('price_history')
      .select('price, recorded_at')
      .eq('product_id', id)
      .order('recorded_at', { ascending: true });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    const times = data!.map((r) => Date.parse(r.recorded_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('perfiles', () => {
  it('lee el perfil propio con single y lo actualiza; no puede cambiar el de otro', async () => {
    const mine = await buyer.from('profiles').select('onboarding_completed').eq('id', buyerId).single();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({ onboarding_completed: true });
    const level = await buyer.from('profiles').select('verification_level').eq('id', buyerId).maybeSingle();
    expect(level.data).toEqual({ verification_level: 'basic' });
    const updated = await buyer
      .from('profiles')
      .update({ display_name: 'Diego H.' })
      .eq('id', buyerId)
      .select('display_name')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ display_name: 'Diego H.' });
    const other = await buyer.from('profiles').update({ display_name: 'Hackeado' }).eq('id', sellerId).select();
    expect(other.data).toEqual([]);
    const seen = await anon
      .from('public_profiles')
      .select('id, username, display_name, avatar_url, created_at, is_verified, rating, sales_count')
      .eq('id', sellerId)
      .single();
    expect(seen.data).toMatchObject({ id: sellerId, display_name: 'Sofía Ramírez' });
    const few = await buyer
      .from('public_profiles')
      .select('id, display_name, avatar_url')
      .in('id', [sellerId, buyerId])
      .order('id');
    expect(few.data?.map((p) => p.id).sort()).toEqual([sellerId, buyerId].sort());
  });

  it('sube el avatar a avatars/{id}/avatar.png (sobrescribe) y guarda su URL pública en el perfil', async () => {
    const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')], {
      type: 'image/png',
    });
    for (let i = 0; i < 2; i++) {
      const up = await buyer.storage.from('avatars').upload(`${buyerId}/avatar.png`, png, { upsert: true });
      expect(up.error).toBeNull();
    }
    const url = buyer.storage.from('avatars').getPublicUrl(`${buyerId}/avatar.png`).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
    const saved = await buyer
      .from('profiles')
      .update({ avatar_url: url })
      .eq('id', buyerId)
      .select('avatar_url')
      .single();
    expect(saved.data).toEqual({ avatar_url: url });
    const seen = await anon.from('public_profiles').select('avatar_url').eq('id', buyerId).single();
    expect(seen.data).toEqual({ avatar_url: url });
  });

  it('el teléfono de otro usuario no se lee: ni la fila de profiles ni la vista pública lo dan', async () => {
    const own = await seller.from('profiles').select('phone_number, identity_verified').eq('id', sellerId).single();
    expect(own.data?.phone_number).toMatch(/^\+\d+$/);
    const other = await buyer.from('profiles').select('phone_number').eq('id', sellerId).maybeSingle();
    expect(other).toMatchObject({ data: null, error: null });
    const visitor = await anon.from('profiles').select('id').eq('id', sellerId);
    expect(visitor.error).toMatchObject({ code: '42501' });
    const view = await buyer.from('public_profiles').select('phone_number').eq('id', sellerId);
    expect(view.error).toMatchObject({ code: '42703' });
  });
});

describe('interacciones del comprador', () => {
  it('envía una oferta pendiente y el vendedor recibe una notificación que puede marcar como leída', async () => {
    const product = await publishedProductOf(sellerId);
    const amount = Math.floor(Number(product.price) * 0.85);
    const offer = await buyer
      .from('offers')
      .insert({ product_id: product.id, buyer_id: buyerId, seller_id: sellerId, amount, status: 'pending' });
    expect(offer.error).toBeNull();
    expect(offer.status).toBe(201);
    const notes = await seller
      .from('notifications')
      .select('*')
      .eq('user_id', sellerId)
      .order('created_at', { ascending: false })
      .limit(10);
    expect(notes.error).toBeNull();
    const note = notes.data!.find((n) => n.type === 'offer');
    expect(note).toBeDefined();
    const read = await seller.from('notifications').update({ read: true }).eq('id', note!.id);
    expect(read.error).toBeNull();
    const after = await seller.from('notifications').select('read').eq('id', note!.id).single();
    expect(after.data).toEqual({ read: true });
    const notMine = await buyer.from('notifications').select('id').eq('user_id', sellerId);
    expect(notMine.data).toEqual([]);
  });

  it('crea una alerta de precio y la vuelve a leer', async () => {
    const product = await publishedProductOf(sellerId);
    const created = await buyer
      .from('price_alerts')
      .insert({ user_id: buyerId, product_id: product.id, target_price: 100 });
    expect(created.error).toBeNull();
    const alerts = await buyer.from('price_alerts').select('*').eq('user_id', buyerId).eq('product_id', product.id);
    expect(alerts.data!.some((a) => Number(a.target_price) === 100)).toBe(true);
  });

  it('mensajes: envío, conversación del receptor, hilo en orden y marcado como leído', async () => {
    const product = await publishedProductOf(sellerId);
    const sent = await buyer
      .from('messages')
      .insert({ sender_id: buyerId, receiver_id: sellerId, message: '¿Sigue disponible?', product_id: product.id });
    expect(sent.error).toBeNull();
    const conversations = await seller
      .from('messages')
      .select('*, products(id, title)')
      .or(`sender_id.eq.${sellerId},receiver_id.eq.${sellerId}`)
      .order('created_at', { ascending: false });
    expect(conversations.error).toBeNull();
    expect(conversations.data!.some((m) => m.message === '¿Sigue disponible?')).toBe(true);
    const thread = await seller
      .from('messages')
      .select('*')
      .or(
        `and(sender_id.eq.${sellerId},receiver_id.eq.${buyerId}),and(sender_id.eq.${buyerId},receiver_id.eq.${sellerId})`,
      )
      .order('created_at', { ascending: true });
    expect(thread.error).toBeNull();
    const read = await seller
      .from('messages')
      .update({ read: true })
      .eq('sender_id', buyerId)
      .eq('receiver_id', sellerId)
      .eq('read', false);
    expect(read.error).toBeNull();
    const unread = await seller
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('sender_id', buyerId)
      .eq('receiver_id', sellerId)
      .eq('read', false);
    expect(unread.count).toBe(0);
    const outsider = await anon.from('messages').select('id');
    expect(outsider.data).toEqual([]);
  });

  it('solicitud de verificación pendiente con documentos', async () => {
    // the database accepts only documents the requester uploaded (migration 002900)
    const path = `${buyerId}/${Date.now()}.pdf`;
    const upload = await buyer.storage
      .from('verification-documents')
      .upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    const { data, error } = await buyer
      .from('verification_requests')
      .insert({
        user_id: buyerId,
        type: 'seller',
        notes: 'Quiero vender mi colección de tarjetas.',
        status: 'pending',
        documents: { urls: [path] },
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending', documents: { urls: [path] } });
  });
});

describe('boletín y lista de espera', () => {
  it('suscribe al boletín devolviendo la fila, y un duplicado da 23505', async () => {
    const email = uniqueEmail('boletin');
    const { data, error } = await anon
      .from('newsletter_subscribers')
      .insert({ email, name: null, wants_to_sell: true })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ email, name: null, wants_to_sell: true });
    const dup = await anon.from('newsletter_subscribers').insert({ email, name: null, wants_to_sell: false }).select();
    expect(dup.error).toMatchObject({ code: '23505' });
    expect(dup.status).toBe(409);
  });

  it('registra en la lista de espera y devuelve la fila; un duplicado da 23505', async () => {
    const email = uniqueEmail('espera');
    const row = { email, phone: '+525512345678', full_name: 'Ana Pérez', type: 'fractional_investment' };
    const { data, error } = await anon.from('waitlist').insert(row).select();
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining(row)]);
    const dup = await anon.from('waitlist').insert(row).select();
    expect(dup.error).toMatchObject({ code: '23505' });
  });
});

describe('imágenes del seed', () => {
  it('se sirven con Cache-Control de un año (nunca cambian bajo su nombre)', async () => {
    const { data } = await anon.from('product_images').select('image_url').like('image_url', '%/seed/%').limit(1);
    const res = await fetch(data![0].image_url as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('max-age=31536000');
  });
});

// Supabase's gateway compresses JSON; browsers send Accept-Encoding on every fetch, supabase-js included. node:http
// here, not fetch: fetch asks for gzip itself and hands back the decompressed body, hiding what went on the wire.
describe('compresión de las respuestas JSON', () => {
  function rawPost(
    path: string,
    body: unknown,
    acceptEncoding?: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${backend.url}${path}`,
        {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            'content-type': 'application/json',
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  const listing = { sort: 'newest', page: 1, page_size: 12, filters: {} };

  it('rpc/list_products va comprimida cuando se pide, idéntica al descomprimirla, y sin comprimir si no', async () => {
    const plain = await rawPost('/rest/v1/rpc/list_products', listing);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.length).toBeGreaterThan(4096);
    const text = plain.body.toString('utf8');
    expect((JSON.parse(text) as { data: unknown[] }).data).toHaveLength(12);

    const gzip = await rawPost('/rest/v1/rpc/list_products', listing, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(text);

    const br = await rawPost('/rest/v1/rpc/list_products', listing, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(text);

    const refused = await rawPost('/rest/v1/rpc/list_products', listing, 'br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(text);
  });

  it('una respuesta pequeña no se comprime', async () => {
    const small = await rawPost(
      '/rest/v1/rpc/list_products',
      { ...listing, page_size: 1, filters: { search: 'zzzz' } },
      'gzip',
    );
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ count: 0 });
  });

  it('supabase-js lee igual la respuesta comprimida', async () => {
    const { data, error } = await anon.rpc('list_products', listing);
    expect(error).toBeNull();
    expect((data as { data: unknown[] }).data).toHaveLength(12);
  });
});
