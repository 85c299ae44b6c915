/**
 * Auctions through the real supabase-js and the embedded backend's scheduler: a seller lists a piece at auction,
 * the staff publish it, two members bid, the service role moves the clock past the end, and one round of the
 * scheduler closes the auction and puts the e-mails in the dev mailbox (outbid, winner, seller).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;
let admin: SupabaseClient;

async function signedIn(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const created = await admin.auth.admin.createUser({ email, password: 'secreto123', email_confirm: true });
  if (created.error) throw created.error;
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto123' });
  if (error) throw error;
  return { client, id: data.user.id };
}

async function mailsTo(to: string): Promise<{ subject: string; html: string; text: string }[]> {
  const res = await fetch(`${backend.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { subject: string; html: string; text: string }[];
}

async function subjectsTo(to: string): Promise<string[]> {
  return (await mailsTo(to)).map((m) => m.subject).sort();
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  admin = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await admin?.rpc('set_app_clock', { moment: null });
  await backend?.stop();
});

it('el programador cierra la subasta vencida y envía los correos al ganador, al vendedor y al superado', async () => {
  const sellerEmail = uniqueEmail('vendedor');
  const seller = await signedIn(sellerEmail);
  const staff = await signedIn(uniqueEmail('staff'));
  const anaEmail = uniqueEmail('ana');
  const ana = await signedIn(anaEmail);
  const betoEmail = uniqueEmail('beto');
  const beto = await signedIn(betoEmail);
  await admin.from('profiles').update({ phone_number: '+525512345678' }).eq('id', seller.id);
  await admin.from('profiles').update({ verification_level: 'trusted' }).eq('id', staff.id);

  const piece = await seller.client
    .from('products')
    .insert({
      title: 'Balón firmado',
      description: 'Balón oficial firmado por el plantel.',
      price: 500,
      category: 'memorabilia',
    })
    .select('id')
    .single();
  expect(piece.error).toBeNull();
  const listed = await seller.client.rpc('list_at_auction', {
    product_id: piece.data!.id,
    starting_price: 500,
    duration_days: 1,
  });
  expect(listed.error).toBeNull();
  const auctionId = listed.data as string;
  // its photo, as the sell flow adds it (the staff publish only a piece with one)
  const photo = await admin
    .from('product_images')
    .insert({ product_id: piece.data!.id, image_url: `seed/${piece.data!.id}.jpg`, order: 0 });
  expect(photo.error).toBeNull();
  expect(
    (await staff.client.from('products').update({ status: 'published' }).eq('id', piece.data!.id)).error,
  ).toBeNull();

  expect((await ana.client.rpc('place_bid', { auction_id: auctionId, max_amount: 700 })).error).toBeNull();
  const low = await beto.client.rpc('place_bid', { auction_id: auctionId, max_amount: 505 });
  expect(low.error).toMatchObject({ code: 'VT228', message: 'Tu puja debe ser de al menos $520 MXN' });
  expect((await beto.client.rpc('place_bid', { auction_id: auctionId, max_amount: 900 })).error).toBeNull();

  // visitors and members do not move the clock
  expect((await ana.client.rpc('set_app_clock', { moment: new Date().toISOString() })).error).not.toBeNull();
  const { data: row } = await admin.from('auctions').select('ends_at').eq('id', auctionId).single();
  const moved = await admin.rpc('set_app_clock', { moment: new Date(Date.parse(row!.ends_at) + 60_000).toISOString() });
  expect(moved.error).toBeNull();

  await backend.server.scheduler.runOnce();
  const { data: closed } = await admin.from('auctions').select('status, hammer_price').eq('id', auctionId).single();
  expect(closed).toEqual({ status: 'sold', hammer_price: 720 });
  expect(await subjectsTo(betoEmail)).toEqual(['¡Ganaste la subasta!']);
  expect(await subjectsTo(sellerEmail)).toEqual(['Tu subasta terminó']);
  expect(await subjectsTo(anaEmail)).toEqual(['Te superaron en una subasta']);
  // each e-mail links to its piece: the outbid bidder bids again there, the winner pays there
  const [outbid] = await mailsTo(anaEmail);
  const pieceLink = `/products/${piece.data!.id}`;
  expect(outbid.html).toMatch(new RegExp(`<a href="https?://[^"]+${pieceLink}">Ver la pieza</a>`));
  expect(outbid.text).toMatch(new RegExp(`Ver la pieza: https?://\\S+${pieceLink}$`));
  expect((await mailsTo(betoEmail))[0].html).toContain(pieceLink);
  // a second round sends nothing again
  await backend.server.scheduler.runOnce();
  expect(await subjectsTo(anaEmail)).toHaveLength(1);
});
