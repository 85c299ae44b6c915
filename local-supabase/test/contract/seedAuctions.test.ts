/**
 * The demo's auctions (supabase/seed/catalog.ts AUCTIONS), as the apps read them from a freshly seeded backend: live
 * ones in every category for /subastas and the listing's "Subastas" filter, one ending within the hour, one whose
 * reserve is not met, one that ended and was paid; the demo buyer's "Mis pujas" in each standing; no old e-mail left
 * for the scheduler to send.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;

interface ListedAuction {
  status: string;
  phase: string;
  ends_at: string;
  current_price: number | null;
  bid_count: number;
  has_reserve: boolean;
  reserve_met: boolean;
}
interface ListedPiece {
  title: string;
  category: string;
  auction: ListedAuction | null;
}

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.stop();
});

it('el catálogo de demostración tiene subastas en vivo en cada categoría, ordenadas por su cierre', async () => {
  const visitor = backend.client();
  const { data, error } = await visitor.rpc('list_products', {
    sort: 'ending_soon',
    page_size: 50,
    filters: { auction: true },
  });
  expect(error).toBeNull();
  const pieces = (data as { data: ListedPiece[] }).data;
  expect(pieces.map((piece) => piece.title)).toEqual([
    'Tarjeta Novato Cristiano Ronaldo 2003 Panini PSA 8',
    'Jersey Firmado Javier Hernández Manchester United 2011',
    'Guantes de Box Firmados Julio César Chávez 1993',
    'Bate Firmado Julio Urías Serie Mundial 2020',
  ]);
  expect(new Set(pieces.map((piece) => piece.category))).toEqual(
    new Set(['cards', 'jerseys', 'memorabilia', 'equipment']),
  );
  const [soon, reserve, busy, fresh] = pieces.map((piece) => piece.auction!);
  for (const auction of [soon, reserve, busy, fresh])
    expect(auction).toMatchObject({ status: 'open', phase: 'running' });

  const minutesLeft = (Date.parse(soon.ends_at) - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(30);
  expect(minutesLeft).toBeLessThan(60);
  // proxy bidding gave these prices: second-highest maximum plus one increment
  expect(soon).toMatchObject({ current_price: 9600, has_reserve: false });
  expect(reserve).toMatchObject({ current_price: 7100, has_reserve: true, reserve_met: false });
  expect(busy).toMatchObject({ current_price: 26250 });
  expect(busy.bid_count).toBeGreaterThanOrEqual(4);
  expect(fresh).toMatchObject({ current_price: null, bid_count: 0 });
});

it('una subasta terminó y su ganador la pagó al precio de martillo; el comprador de demostración ve cada estado', async () => {
  const admin = backend.client(backend.serviceRoleKey);
  const { data: piece } = await admin
    .from('products')
    .select('id, status, auctions(status, hammer_price)')
    .eq('title', 'Tarjeta Autografiada Hugo Sánchez 1985 Panini')
    .single();
  expect(piece).toMatchObject({ status: 'sold', auctions: [{ status: 'sold', hammer_price: 3850 }] });
  const { data: items } = await admin.from('order_items').select('price, quantity').eq('product_id', piece!.id);
  expect(items).toEqual([{ price: 3850, quantity: 1 }]);

  const winner = await signedIn('memo@vitrina.mx', 'Vitrina123!');
  const { data: won } = await winner.rpc('my_bids');
  expect(won).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ title: 'Tarjeta Autografiada Hugo Sánchez 1985 Panini', standing: 'won', paid: true }),
    ]),
  );

  const buyer = await signedIn('comprador@vitrina.mx', 'Comprador123!');
  const { data: mine } = await buyer.rpc('my_bids');
  const standing = Object.fromEntries(
    (mine as { title: string; standing: string }[]).map((b) => [b.title, b.standing]),
  );
  expect(standing).toEqual({
    'Tarjeta Novato Cristiano Ronaldo 2003 Panini PSA 8': 'winning',
    'Jersey Firmado Javier Hernández Manchester United 2011': 'winning',
    'Guantes de Box Firmados Julio César Chávez 1993': 'outbid',
    'Tarjeta Autografiada Hugo Sánchez 1985 Panini': 'lost',
  });
  const { data: told } = await buyer.from('notifications').select('title').eq('type', 'auction');
  // outbid on the Ronaldo card (then back in the lead), the gloves and the Hugo Sánchez card
  expect(told).toEqual(Array(3).fill({ title: 'Te superaron en una subasta' }));

  // the seed's history is not mailed when the scheduler first runs
  const { count } = await admin.from('auction_emails').select('id', { count: 'exact', head: true }).is('sent_at', null);
  expect(count).toBe(0);
});
