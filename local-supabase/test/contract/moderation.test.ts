/**
 * Listing moderation through the real server, the way the apps reach it: REST, storage and realtime.
 * A normal member and a visitor must not read the queue (others' pending pieces) or the moderation log, decide,
 * or write the log; the staff member's side of each check shows the data is there to be refused.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { waitFor } from '../helpers/waitFor';

jest.setTimeout(120_000);

let backend: TestBackend;
let admin: SupabaseClient;
let seller: { client: SupabaseClient; id: string };
let member: { client: SupabaseClient; id: string };
let staff: { client: SupabaseClient; id: string };
let visitor: SupabaseClient;

async function signedIn(email: string, password: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  client.realtime.setAuth(data.session.access_token);
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  admin = backend.client(backend.serviceRoleKey);
  seller = await signedIn('vendedor@vitrina.mx', 'Vendedor123!');
  member = await signedIn('comprador@vitrina.mx', 'Comprador123!');
  staff = await signedIn('staff@vitrina.mx', 'Staff123!');
  visitor = backend.client();
});

afterAll(async () => {
  await backend?.stop();
});

async function pendingPiece(title: string): Promise<string> {
  const { data, error } = await seller.client
    .from('products')
    .insert({
      seller_id: seller.id,
      title,
      price: 1500,
      description: 'Pieza enviada a revisión por el vendedor.',
      category: 'cards',
      condition: 'excellent',
    })
    .select('id, status')
    .single();
  if (error) throw error;
  expect(data.status).toBe('pending');
  // its photo, as the sell flow adds it (the staff publish only a piece with one)
  const photo = await backend
    .client(backend.serviceRoleKey)
    .from('product_images')
    .insert({ product_id: data.id, image_url: `seed/${data.id}.jpg`, order: 0 });
  if (photo.error) throw photo.error;
  return data.id as string;
}

const statusOf = async (id: string) =>
  (await admin.from('products').select('status').eq('id', id).single()).data?.status;

describe('REST', () => {
  it('un miembro normal y un visitante no leen la cola: las piezas pendientes ajenas no existen para ellos', async () => {
    const piece = await pendingPiece('Pendiente por REST');
    for (const client of [member.client, visitor]) {
      const { data, error } = await client.from('products').select('id').eq('status', 'pending');
      expect(error).toBeNull();
      expect(data?.map((row) => row.id)).not.toContain(piece);
      const count = await client.from('products').select('id', { count: 'exact', head: true }).eq('id', piece);
      expect(count.count).toBe(0);
    }
    const { data } = await staff.client.from('products').select('id').eq('status', 'pending');
    expect(data?.map((row) => row.id)).toContain(piece);
  });

  it('un miembro normal y un visitante no publican ni rechazan; el vendedor tampoco se publica a sí mismo', async () => {
    const piece = await pendingPiece('Decisión por REST');
    for (const client of [member.client, visitor]) {
      const published = await client.from('products').update({ status: 'published' }).eq('id', piece).select('id');
      expect(published.data ?? []).toEqual([]);
      const rejected = await client
        .from('products')
        .update({ status: 'rejected', rejection_reason: 'No' })
        .eq('id', piece)
        .select('id');
      expect(rejected.data ?? []).toEqual([]);
    }
    const own = await seller.client.from('products').update({ status: 'published' }).eq('id', piece).select('id');
    expect(own.error).toMatchObject({
      code: 'VT420',
      message: 'Solo el equipo de revisión puede publicar o rechazar productos',
    });
    expect(await statusOf(piece)).toBe('pending');
  });

  it('un miembro normal y un visitante no leen ni escriben la bitácora de moderación', async () => {
    const piece = await pendingPiece('Bitácora por REST');
    const decided = await staff.client
      .from('products')
      .update({ status: 'rejected', rejection_reason: 'Falta el reverso' })
      .eq('id', piece)
      .select('id');
    expect(decided.error).toBeNull();
    const staffLog = await staff.client.from('moderation_log').select('decision, reason').eq('product_id', piece);
    expect(staffLog.data).toEqual([{ decision: 'rejected', reason: 'Falta el reverso' }]);

    const memberLog = await member.client.from('moderation_log').select('id');
    expect(memberLog).toMatchObject({ error: null, data: [] });
    const visitorLog = await visitor.from('moderation_log').select('id');
    expect(visitorLog.error?.code).toBe('42501');
    for (const client of [member.client, visitor, staff.client]) {
      const insert = await client
        .from('moderation_log')
        .insert({ subject: 'product', product_id: piece, decision: 'published' });
      expect(insert.error?.code).toBe('42501');
      const update = await client.from('moderation_log').update({ reason: 'cambiado' }).eq('product_id', piece);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('moderation_log').delete().eq('product_id', piece);
      expect(remove.error?.code).toBe('42501');
    }
    expect((await admin.from('moderation_log').select('reason').eq('product_id', piece)).data).toEqual([
      { reason: 'Falta el reverso' },
    ]);
  });

  it('un miembro normal no cambia el certificado de una pieza ajena; el equipo sí, antes de publicarla', async () => {
    const piece = await pendingPiece('Certificado por REST');
    const forged = await member.client
      .from('products')
      .update({ certificate_number: 'FALSO-1', authentication_status: 'verified' })
      .eq('id', piece)
      .select('id');
    expect(forged.data ?? []).toEqual([]);
    const edited = await staff.client
      .from('products')
      .update({ certifier: 'PSA', certificate_number: 'PSA-77', authentication_status: 'verified' })
      .eq('id', piece)
      .select('certificate_number');
    expect(edited.data).toEqual([{ certificate_number: 'PSA-77' }]);
  });
});

describe('storage', () => {
  const PNG = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });

  it('un miembro sube fotos de producto solo en su carpeta; la de otro miembro se rechaza', async () => {
    const own = await member.client.storage.from('products').upload(`${member.id}/${Date.now()}-propia.png`, PNG);
    expect(own.error).toBeNull();
    const foreign = await member.client.storage.from('products').upload(`${seller.id}/${Date.now()}-ajena.png`, PNG);
    expect(foreign.error).toMatchObject({ statusCode: '403' });
    const loose = await member.client.storage.from('products').upload(`${Date.now()}-suelta.png`, PNG);
    expect(loose.error).toMatchObject({ statusCode: '403' });
    const anon = await visitor.storage.from('products').upload(`${seller.id}/${Date.now()}-visitante.png`, PNG);
    expect(anon.error).not.toBeNull();
  });
});

describe('realtime', () => {
  type Change = { table: string; id: string };

  function listen(client: SupabaseClient, name: string, sink: Change[]) {
    return new Promise<void>((resolve, reject) => {
      client
        .channel(name)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, (payload) =>
          sink.push({
            table: 'products',
            id: String((payload.new as { id?: string }).id ?? (payload.old as { id?: string }).id),
          }),
        )
        .on('postgres_changes', { event: '*', schema: 'public', table: 'moderation_log' }, (payload) =>
          sink.push({ table: 'moderation_log', id: String((payload.new as { product_id?: string }).product_id) }),
        )
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        });
    });
  }

  it('un miembro suscrito a products y moderation_log no recibe piezas pendientes ajenas ni filas de la bitácora', async () => {
    const memberGot: Change[] = [];
    const visitorGot: Change[] = [];
    const staffGot: Change[] = [];
    await listen(member.client, 'moderacion-miembro', memberGot);
    await listen(visitor, 'moderacion-visitante', visitorGot);
    await listen(staff.client, 'moderacion-equipo', staffGot);

    const rejected = await pendingPiece('Rechazada en vivo');
    await staff.client
      .from('products')
      .update({ status: 'rejected', rejection_reason: 'Fotos borrosas' })
      .eq('id', rejected);
    const published = await pendingPiece('Publicada en vivo');
    await staff.client.from('products').update({ status: 'published' }).eq('id', published);

    // Staff receive every step; events arrive in order, so once the last one is in, the others were decided.
    await waitFor(() => staffGot.find((change) => change.table === 'moderation_log' && change.id === published));
    await waitFor(() => memberGot.find((change) => change.table === 'products' && change.id === published));
    await waitFor(() => visitorGot.find((change) => change.table === 'products' && change.id === published));
    expect(staffGot.filter((change) => change.table === 'moderation_log').map((change) => change.id)).toEqual([
      rejected,
      published,
    ]);
    expect(staffGot.some((change) => change.table === 'products' && change.id === rejected)).toBe(true);
    for (const got of [memberGot, visitorGot]) {
      expect(got.filter((change) => change.table === 'moderation_log')).toEqual([]);
      expect(got.filter((change) => change.id === rejected)).toEqual([]);
      // the published piece reaches them only once it is public, never while it waited in the queue
      expect(got.filter((change) => change.table === 'products' && change.id === published)).toHaveLength(1);
    }
  });
});
