/**
 * A listing's integrity through the real server, the way a member's own supabase-js would try it: another
 * member's photo on one's piece (REST and rpc/update_listing), a staff-verified certificate swapped in two
 * PATCHes, a cancellation blocked by the seller's stock edit, and a removed photo that a second piece of the seller
 * still shows. Each attack is refused with the Spanish message; the honest path next to it works.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';

jest.setTimeout(180_000);

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PHOTO_REFUSED = { code: 'VT422', message: 'Solo puedes usar en tus piezas fotos que tú subiste' };
const ADDRESS = {
  full_name: 'Diego Comprador',
  email: 'comprador@vitrina.mx',
  address: 'Av. Juárez 10',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
};

type Member = { client: SupabaseClient; id: string };

let backend: TestBackend;
let seller: Member;
let member: Member;
let staff: Member;
let visitor: SupabaseClient;
let admin: SupabaseClient;

async function signedIn(email: string, password: string): Promise<Member> {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  seller = await signedIn('vendedor@vitrina.mx', 'Vendedor123!');
  member = await signedIn('comprador@vitrina.mx', 'Comprador123!');
  staff = await signedIn('staff@vitrina.mx', 'Staff123!');
  visitor = backend.client();
  admin = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

let uploads = 0;
/** Uploads a photo to the member's folder as the sell form does; answers its object path and public URL. */
async function upload(who: Member, name: string): Promise<{ path: string; url: string }> {
  uploads += 1;
  const path = `${who.id}/${Date.now()}-${uploads}-${name}`;
  const { error } = await who.client.storage
    .from('products')
    .upload(path, new Blob([JPEG], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
  if (error) throw error;
  return { path, url: who.client.storage.from('products').getPublicUrl(path).data.publicUrl };
}

const FIELDS = {
  price: 1500,
  description: 'Pieza de colección en excelente estado, con caja original.',
  condition: 'excellent',
  category: 'cards',
};

async function pieceOf(who: Member, title: string, photos: string[] = []): Promise<string> {
  const { data, error } = await who.client
    .from('products')
    .insert({ ...FIELDS, title, seller_id: who.id })
    .select('id')
    .single();
  if (error) throw error;
  if (photos.length) {
    const images = await who.client
      .from('product_images')
      .insert(photos.map((url, order) => ({ product_id: data.id, image_url: url, order })));
    if (images.error) throw images.error;
  }
  return data.id as string;
}

const edit = (who: Member, id: string, changes: Record<string, unknown>, urls: string[]) =>
  who.client.rpc('update_listing', {
    p_product_id: id,
    p_changes: { ...FIELDS, title: 'Pieza editada de colección', stock: 1, ...changes },
    p_image_urls: urls,
  });

/** The HTTP status of a public URL (the body read, so no socket stays open). */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

const photosOf = async (id: string) =>
  ((await admin.from('product_images').select('image_url').eq('product_id', id).order('order')).data ?? []).map(
    (row) => row.image_url,
  );

describe('fotos de otro miembro (huecos 1 y 2)', () => {
  it('POST product_images con la foto de otro miembro: rechazado, y la pieza no la muestra', async () => {
    const theirs = await upload(seller, 'balon.jpg');
    const own = await upload(member, 'propia.jpg');
    const piece = await pieceOf(member, 'Balón del ladrón', [own.url]);
    const { error, status } = await member.client
      .from('product_images')
      .insert({ product_id: piece, image_url: theirs.url, order: 1 });
    // a refusal of Vitrina's class (VT…) is answered 400, as PostgREST answers an SQLSTATE it does not know
    expect(status).toBe(400);
    expect(error).toMatchObject(PHOTO_REFUSED);
    expect(await photosOf(piece)).toEqual([own.url]);
  });

  it('rpc/update_listing con la foto de otro miembro: rechazado, y la edición no cambia nada', async () => {
    const theirs = await upload(seller, 'jersey.jpg');
    const own = await upload(member, 'mia.jpg');
    const piece = await pieceOf(member, 'Jersey del ladrón', [own.url]);
    const { error } = await edit(member, piece, {}, [theirs.url]);
    expect(error).toMatchObject(PHOTO_REFUSED);
    expect(await photosOf(piece)).toEqual([own.url]);
    // the honest edit with one's own photos goes through
    const another = await upload(member, 'otra.jpg');
    expect((await edit(member, piece, {}, [another.url, own.url])).error).toBeNull();
    expect(await photosOf(piece)).toEqual([another.url, own.url]);
  });
});

describe('foto compartida por dos piezas del mismo vendedor', () => {
  it('quitarla de una pieza no la borra del almacenamiento mientras la otra la muestra', async () => {
    const shared = await upload(seller, 'compartida.jpg');
    const other = await upload(seller, 'nueva.jpg');
    const original = await pieceOf(seller, 'Tarjeta original', [shared.url]);
    const copy = await pieceOf(seller, 'Tarjeta copiada', [shared.url]);

    expect((await edit(seller, copy, {}, [other.url])).error).toBeNull();
    // what the edit page does next: remove the photos it dropped
    const kept = await seller.client.storage.from('products').remove([shared.path]);
    expect(kept.error).toBeNull();
    expect(kept.data).toEqual([]);
    expect(await statusOf(shared.url)).toBe(200);
    expect(await photosOf(original)).toEqual([shared.url]);

    expect((await edit(seller, original, {}, [other.url])).error).toBeNull();
    const removed = await seller.client.storage.from('products').remove([shared.path]);
    expect(removed.data?.map((object) => object.name)).toEqual([shared.path]);
    expect(await statusOf(shared.url)).toBe(400);
  });
});

describe('certificado verificado por el equipo (hueco 3)', () => {
  it('el dueño no lo cambia en dos pasos; sigue verificado y en el filtro "autenticados"', async () => {
    const photo = await upload(seller, 'certificada.jpg');
    const piece = await pieceOf(seller, 'Tarjeta certificada PSA', [photo.url]);
    const verify = await staff.client
      .from('products')
      .update({ authentication_status: 'verified', certifier: 'PSA', certificate_number: 'PSA-4321' })
      .eq('id', piece)
      .select('id');
    expect(verify.error).toBeNull();
    expect((await staff.client.from('products').update({ status: 'published' }).eq('id', piece)).error).toBeNull();

    const refused = {
      code: 'VT428',
      message: 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada',
    };
    const step1 = await seller.client.from('products').update({ authentication_status: 'pending' }).eq('id', piece);
    expect(step1.error).toMatchObject(refused);
    const step2 = await seller.client
      .from('products')
      .update({ certifier: 'FALSO', certificate_number: '00000001' })
      .eq('id', piece);
    expect(step2.error).toMatchObject(refused);

    const { data } = await visitor.rpc('list_products', { page_size: 100, filters: { authenticated: true } });
    const listed = (data as { data: { id: string; certifier: string; certificate_number: string }[] }).data.find(
      (row) => row.id === piece,
    );
    expect(listed).toMatchObject({ certifier: 'PSA', certificate_number: 'PSA-4321' });
  });

  it('un certificado nuevo del vendedor vuelve a revisión y sale del filtro hasta que el equipo lo verifica', async () => {
    const photo = await upload(seller, 'por-revisar.jpg');
    const piece = await pieceOf(seller, 'Jersey con certificado nuevo', [photo.url]);
    await staff.client.from('products').update({ status: 'published' }).eq('id', piece);
    const { data, error } = await seller.client
      .from('products')
      .update({ certifier: 'JSA', certificate_number: 'JSA-77' })
      .eq('id', piece)
      .select('authentication_status, is_certified')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ authentication_status: 'pending', is_certified: false });
    const verified = await staff.client
      .from('products')
      .update({ authentication_status: 'verified' })
      .eq('id', piece)
      .select('authentication_status, is_certified')
      .single();
    expect(verified.data).toEqual({ authentication_status: 'verified', is_certified: true });
  });
});

describe('cancelación del comprador (hueco 4)', () => {
  it('el vendedor sube el inventario a 999 y el comprador cancela igual', async () => {
    const photo = await upload(seller, 'sobres.jpg');
    const piece = await pieceOf(seller, 'Caja de sobres sellada', [photo.url]);
    expect((await edit(seller, piece, { title: 'Caja de sobres sellada', stock: 2 }, [photo.url])).error).toBeNull();
    await staff.client.from('products').update({ status: 'published' }).eq('id', piece);

    const bought = await member.client.rpc('create_order', { product_ids: [piece], shipping_address: ADDRESS });
    expect(bought.error).toBeNull();
    expect((await edit(seller, piece, { title: 'Caja de sobres sellada', stock: 999 }, [photo.url])).error).toBeNull();

    const cancelled = await member.client.rpc('cancel_order', { order_id: bought.data });
    expect(cancelled.error).toBeNull();
    const order = await admin.from('orders').select('status').eq('id', bought.data).single();
    expect(order.data).toEqual({ status: 'cancelled' });
    const product = await admin.from('products').select('stock, status').eq('id', piece).single();
    expect(product.data).toEqual({ stock: 999, status: 'published' });
  });
});

describe('revisión de la verificación de ejemplo', () => {
  it('el equipo abre el documento de la solicitud sembrada y la aprueba; el solicitante también ve su documento', async () => {
    const rookie = await signedIn('memo@vitrina.mx', 'Vitrina123!');
    const { data: queue, error } = await staff.client
      .from('verification_requests')
      .select('id, user_id, documents')
      .eq('status', 'pending')
      .eq('user_id', rookie.id);
    expect(error).toBeNull();
    expect(queue).toHaveLength(1);
    const paths = (queue![0].documents as { urls: string[] }).urls;
    expect(paths.length).toBeGreaterThanOrEqual(1);

    for (const reader of [staff, rookie]) {
      const signed = await reader.client.storage.from('verification-documents').createSignedUrls(paths, 60);
      expect(signed.error).toBeNull();
      for (const entry of signed.data!) {
        expect(entry.error).toBeNull();
        if (!entry.signedUrl) throw new Error(`sin URL firmada para ${entry.path}`);
        const response = await fetch(entry.signedUrl);
        const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(body).toMatch(/^%PDF-1\.4/);
      }
    }
    const outsider = await member.client.storage.from('verification-documents').createSignedUrls(paths, 60);
    expect(outsider.data?.every((entry) => entry.error !== null || !entry.signedUrl) ?? true).toBe(true);

    const approved = await staff.client
      .from('verification_requests')
      .update({ status: 'approved', granted_level: 'verified' })
      .eq('id', queue![0].id)
      .select('status')
      .single();
    expect(approved.data).toEqual({ status: 'approved' });
  });
});
