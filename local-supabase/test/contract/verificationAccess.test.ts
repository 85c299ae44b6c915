import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';
import { waitFor } from '../helpers/waitFor';

// Verification requests and their documents through the real server: REST, storage and realtime as a
// member, another member, a visitor and the review staff. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
jest.setTimeout(120_000);

let backend: TestBackend;
type Member = { client: SupabaseClient; id: string };
let ana: Member;
let beto: Member;
let staff: Member;
let visitor: SupabaseClient;

async function signedUp(): Promise<Member> {
  const client = backend.client();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('verif'), password: 'secreto123' });
  expect(error).toBeNull();
  client.realtime.setAuth(data.session!.access_token);
  return { client, id: data.user!.id };
}

const pdf = () => new Blob([Buffer.from('%PDF-1.4 identificación')], { type: 'application/pdf' });

async function requestVerification(who: Member, type: 'seller' | 'buyer' | 'vip') {
  const path = `${who.id}/${Date.now()}-${type}.pdf`;
  expect((await who.client.storage.from('verification-documents').upload(path, pdf())).error).toBeNull();
  const { data, error } = await who.client
    .from('verification_requests')
    .insert({
      user_id: who.id,
      type,
      notes: 'Colecciono jerseys autografiados desde 2010.',
      status: 'pending',
      documents: { urls: [path] },
    })
    .select('id, status')
    .single();
  expect(error).toBeNull();
  return { id: data!.id, path };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  ana = await signedUp();
  beto = await signedUp();
  staff = await signedUp();
  visitor = backend.client();
  await backend.server.db.admin((q) =>
    q.query(`update public.profiles set verification_level = 'trusted' where id = $1`, [staff.id]),
  );
});

afterAll(async () => {
  await backend?.stop();
});

describe('solicitudes de verificación por REST', () => {
  it('otro miembro y un visitante no leen ni deciden la solicitud de alguien más', async () => {
    const { id } = await requestVerification(ana, 'seller');
    expect((await beto.client.from('verification_requests').select('id').eq('id', id)).data).toEqual([]);
    expect((await visitor.from('verification_requests').select('id').eq('id', id)).data ?? []).toEqual([]);
    for (const client of [beto.client, visitor]) {
      const attempt = await client
        .from('verification_requests')
        .update({ status: 'approved', granted_level: 'trusted' })
        .eq('id', id)
        .select('id');
      expect(attempt.data ?? []).toEqual([]);
    }
    const own = await ana.client.from('verification_requests').update({ status: 'approved' }).eq('id', id).select('id');
    expect(own.data).toEqual([]);
    expect((await ana.client.from('verification_requests').select('status').eq('id', id).single()).data).toEqual({
      status: 'pending',
    });
  });

  it('una segunda solicitud pendiente del mismo tipo la rechaza la base de datos con un mensaje claro', async () => {
    const again = await ana.client
      .from('verification_requests')
      .insert({ user_id: ana.id, type: 'seller', notes: 'Otra vez la misma solicitud.', documents: { urls: [] } });
    expect(again.error).toMatchObject({
      code: 'VT700',
      message: 'Ya tienes una solicitud de este tipo en revisión. Te avisaremos cuando el equipo la revise.',
    });
  });

  it('un miembro no sube su propio nivel ni sus verificaciones', async () => {
    for (const change of [{ verification_level: 'trusted' }, { identity_verified: true }, { is_verified: true }]) {
      const { error } = await beto.client.from('profiles').update(change).eq('id', beto.id);
      expect(error).toMatchObject({
        code: 'VT423',
        message: 'No puedes modificar tu verificación, calificación ni ventas',
      });
    }
    const { data } = await beto.client
      .from('profiles')
      .select('verification_level, identity_verified, is_verified')
      .eq('id', beto.id)
      .single();
    expect(data).toEqual({ verification_level: 'unverified', identity_verified: false, is_verified: false });
    expect(
      (await visitor.from('profiles').update({ verification_level: 'trusted' }).eq('id', beto.id)).error,
    ).toBeTruthy();
  });

  it('el equipo lee la solicitud y su documento, aprueba con un nivel y el perfil público lo muestra', async () => {
    const { id, path } = await requestVerification(beto, 'vip');
    const queue = await staff.client.from('verification_requests').select('id, user_id').eq('status', 'pending');
    expect(queue.data).toContainEqual({ id, user_id: beto.id });
    const signed = await staff.client.storage.from('verification-documents').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);

    const decided = await staff.client
      .from('verification_requests')
      .update({ status: 'approved', granted_level: 'vip', grant_identity_verified: true, grant_is_verified: true })
      .eq('id', id)
      .eq('status', 'pending')
      .select('status, reviewed_by');
    expect(decided.data).toEqual([{ status: 'approved', reviewed_by: staff.id }]);
    const { data } = await visitor
      .from('public_profiles')
      .select('verification_level, identity_verified, is_verified')
      .eq('id', beto.id)
      .single();
    expect(data).toEqual({ verification_level: 'vip', identity_verified: true, is_verified: true });
  });
});

describe('documentos de verificación en storage', () => {
  it('otro miembro y un visitante no descargan, no firman ni borran el documento de alguien más', async () => {
    const { path } = await requestVerification(ana, 'buyer');
    const bucket = (client: SupabaseClient) => client.storage.from('verification-documents');
    expect((await bucket(beto.client).download(path)).error).toBeTruthy();
    expect((await bucket(beto.client).createSignedUrl(path, 60)).error).toBeTruthy();
    expect((await bucket(visitor).download(path)).error).toBeTruthy();
    expect((await bucket(visitor).createSignedUrl(path, 60)).error).toBeTruthy();
    expect((await fetch(bucket(visitor).getPublicUrl(path).data.publicUrl)).status).toBe(400);
    expect((await bucket(beto.client).list(ana.id)).data ?? []).toEqual([]);
    await bucket(beto.client).remove([path]);
    expect((await bucket(ana.client).download(path)).error).toBeNull();
  });
});

describe('solicitudes de verificación por realtime', () => {
  it('cada miembro recibe solo los cambios de sus solicitudes; un visitante, ninguno', async () => {
    const { id: anasRequest } = await requestVerification(ana, 'vip');
    const received: Record<string, Record<string, unknown>[]> = { ana: [], beto: [], visitor: [], staff: [] };
    const listen = (name: string, client: SupabaseClient) =>
      new Promise<void>((resolve, reject) => {
        client
          .channel(`verificaciones-${name}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'verification_requests' }, (payload) =>
            received[name].push(payload.new as Record<string, unknown>),
          )
          .subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolve();
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
          });
      });
    await Promise.all([
      listen('ana', ana.client),
      listen('beto', beto.client),
      listen('visitor', visitor),
      listen('staff', staff.client),
    ]);

    const rejected = await staff.client
      .from('verification_requests')
      .update({ status: 'rejected', review_notes: 'La foto de la INE está borrosa' })
      .eq('id', anasRequest)
      .select('id');
    expect(rejected.error).toBeNull();
    await waitFor(() => received.ana.find((row) => row.id === anasRequest && row.status === 'rejected'));
    await waitFor(() => received.staff.find((row) => row.id === anasRequest));
    // Beto's own change comes after Ana's: once it arrives, Ana's change was already dealt out to him
    const { id: betosRequest } = await requestVerification(beto, 'seller');
    await waitFor(() => received.beto.find((row) => row.id === betosRequest));
    await waitFor(() => received.staff.find((row) => row.id === betosRequest));
    expect(received.beto.map((row) => row.id)).toEqual([betosRequest]);
    expect(received.ana.map((row) => row.id)).not.toContain(betosRequest);
    expect(received.visitor).toEqual([]);
  });
});
