/**
 * Auctions: the staff's review starts the clock, proxy bids by the increment table, the hidden reserve, extended
 * bidding, the refusals (own piece, visitor, too low, not running), closing by the scheduler's function (the
 * winner buys at the hammer price through create_order, nobody else does), and 20 bidders at once. On PGlite and
 * (with DATABASE_URL) on PostgreSQL 15, where the race runs on several connections at once.
 */
import { AuctionFixtures, T0, type User } from './auctionFixtures';
import { createProduct, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(180_000);

describe.each(drivers())('auctions on $name', (driver) => {
  const fx = new AuctionFixtures(driver);
  const { setClock, auction, bid, state, checkout, close } = fx;
  let db: TestDatabase;
  let seller: User;
  let staff: User;
  let ana: User;
  let beto: User;

  beforeAll(async () => {
    await fx.open();
    ({ db, seller, staff } = fx);
    ana = await fx.member('Carlos');
    beto = await fx.member('Beto');
  });

  // the test clock keeps running from where a test puts it: each test starts at T0
  beforeEach(async () => {
    await setClock(T0);
  });

  afterAll(async () => {
    await fx.dispose();
  });

  it('starts the clock when the staff publish the piece, and shows visitors no bidder or maximum', async () => {
    const product = await createProduct(db, seller.id, { status: 'pending', price: 100 });
    const [{ id }] = await db.asQuery<{ id: string }>(seller, 'select public.list_at_auction($1, 100, 400, 3) as id', [
      product,
    ]);
    expect((await state(seller, id)).phase).toBe('review');
    await setClock('2030-03-01T13:00:00Z');
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [product]);
    const seen = await state('anon', id);
    expect(seen.phase).toBe('running');
    expect(new Date(seen.starts_at!).getTime()).toBeCloseTo(Date.parse('2030-03-01T13:00:00Z'), -4);
    expect(new Date(seen.ends_at).getTime() - new Date(seen.starts_at!).getTime()).toBe(3 * 86_400_000);
    expect(seen.reserve_price).toBeNull();
    expect((await state(seller, id)).reserve_price).toBe(400);
    // the reserve, maximums and bidders are nobody's to read directly
    await expect(db.asQuery('anon', 'select * from public.auction_secrets')).rejects.toMatchObject({ code: '42501' });
    await expect(db.asQuery(ana, 'select * from public.auction_secrets')).rejects.toMatchObject({ code: '42501' });
    await bid(ana, id, 300);
    expect(await db.asQuery(beto, 'select * from public.auction_bids where auction_id = $1', [id])).toEqual([]);
    expect(
      await db.asQuery(ana, 'select max_amount::float8 from public.auction_bids where auction_id = $1', [id]),
    ).toEqual([{ max_amount: 300 }]);
    const history = (await state('anon', id)).history;
    expect(history).toEqual([expect.objectContaining({ bidder: 'C***s', amount: 100, mine: false })]);
    expect(JSON.stringify(await state(beto, id))).not.toContain(ana.id);
  });

  it('bids by proxy up to each maximum, by the increment of the price band', async () => {
    const { auction: id } = await auction({ days: 3 });
    let seen = await bid(ana, id, 500);
    expect(seen).toMatchObject({ current_price: 100, leading: true, my_max: 500, bid_count: 1, next_minimum: 110 });
    // Beto's 300 is answered by Ana's maximum: 300 + one increment of the 200–999 band ($20)
    seen = await bid(beto, id, 300);
    expect(seen).toMatchObject({ current_price: 320, leading: false, bid_count: 3, next_minimum: 340 });
    expect(seen.history.map((h) => [h.amount, h.is_auto, h.mine])).toEqual([
      [320, true, false],
      [300, false, true],
      [100, false, false],
    ]);
    await expect(bid(beto, id, 335)).rejects.toMatchObject({
      code: 'VT228',
      message: 'Tu puja debe ser de al menos $340 MXN',
    });
    // above Ana's maximum: the second-highest maximum plus one increment
    seen = await bid(beto, id, 600);
    expect(seen).toMatchObject({ current_price: 520, leading: true });
    const [told] = await db.asQuery<{ type: string; title: string; ref_id: string }>(
      ana,
      `select type, title, ref_id from public.notifications where type = 'auction'`,
    );
    expect(told.title).toBe('Te superaron en una subasta');
    // capped at the top maximum: Ana's 595 against Beto's 600
    seen = await bid(ana, id, 595);
    expect(seen).toMatchObject({ current_price: 600, leading: false });
    // the leader raising their own maximum does not raise the price
    seen = await bid(beto, id, 900);
    expect(seen).toMatchObject({ current_price: 600, leading: true, my_max: 900 });
    await expect(bid(beto, id, 800)).rejects.toMatchObject({ code: 'VT227' });
    const amounts = (await state('anon', id)).history.map((h) => h.amount).reverse();
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('keeps the reserve hidden until a maximum reaches it, then prices at least at the reserve', async () => {
    const { auction: id } = await auction({ start: 1000, reserve: 3000, days: 3 });
    let seen = await bid(ana, id, 2000);
    expect(seen).toMatchObject({ current_price: 1000, reserve_met: false, reserve_price: null });
    seen = await bid(beto, id, 3500);
    expect(seen).toMatchObject({ current_price: 3000, reserve_met: true, leading: true });
    await expect(
      db.asQuery(seller, 'select public.list_at_auction(product_id, 500) from public.auctions where id = $1', [id]),
    ).rejects.toMatchObject({ code: 'VT522', message: 'Esta subasta ya tiene pujas: ya no puedes cambiarla' });
  });

  it('extends the end when a bid comes in the last two minutes', async () => {
    const { auction: id } = await auction();
    const end = new Date((await state('anon', id)).ends_at).getTime();
    await setClock(new Date(end - 10 * 60_000));
    let seen = await bid(ana, id, 200);
    expect(new Date(seen.ends_at).getTime()).toBe(end);
    await setClock(new Date(end - 60_000));
    seen = await bid(beto, id, 300);
    // two minutes after the bid: about a minute after the old end
    expect(new Date(seen.ends_at).getTime()).toBeCloseTo(end + 60_000, -4);
    // the old end passed, the new one not yet: still running, the scheduler leaves it open
    await setClock(new Date(end + 20_000));
    expect(await db.query('select status from public.auctions where id = $1', [id])).toEqual([{ status: 'open' }]);
    await close();
    expect((await state('anon', id)).phase).toBe('running');
  });

  it('refuses the seller, visitors, and bids outside the auction’s time', async () => {
    const { auction: id } = await auction({ scheduled: '2030-03-02T12:00:00Z' });
    await expect(bid(seller, id, 200)).rejects.toMatchObject({
      code: 'VT434',
      message: 'No puedes pujar por tu propia pieza',
    });
    await expect(db.asQuery('anon', 'select public.place_bid($1, 200)', [id])).rejects.toMatchObject({
      code: '42501',
    });
    expect((await state('anon', id)).phase).toBe('scheduled');
    await expect(bid(ana, id, 200)).rejects.toMatchObject({ code: 'VT535' });
    await setClock('2030-03-03T12:00:01Z');
    await expect(bid(ana, id, 200)).rejects.toMatchObject({ code: 'VT536', message: 'Esta subasta ya terminó' });
  });

  it('takes no offers and no purchase while it runs', async () => {
    const { auction: id, product } = await auction({ days: 3 });
    await expect(
      db.asQuery(ana, 'insert into public.offers (product_id, seller_id, amount) values ($1, $2, 90)', [
        product,
        seller.id,
      ]),
    ).rejects.toMatchObject({ code: 'VT511', message: 'Las piezas en subasta no reciben ofertas: puja por ella' });
    await expect(checkout(ana, product)).rejects.toMatchObject({
      code: 'VT512',
      message: 'Esta pieza se vende en subasta: puja para ganarla',
      hint: product,
    });
    await bid(ana, id, 150);
    await expect(
      db.asQuery(seller, `update public.products set status = 'deleted' where id = $1`, [product]),
    ).rejects.toMatchObject({ code: 'VT513' });
  });

  it('closes with the reserve met: the winner pays the hammer price, the loser cannot buy', async () => {
    const { auction: id, product } = await auction({ start: 1000, reserve: 1500 });
    await db.query('update public.products set shipping_price = 150 where id = $1', [product]);
    await bid(ana, id, 1400);
    await bid(beto, id, 2000);
    await close();
    expect((await state(beto, id)).status).toBe('open');
    await setClock('2030-03-02T12:10:00Z');
    expect(await close()).toBeGreaterThanOrEqual(1);
    expect(await close()).toBe(0);
    expect(await state(beto, id)).toMatchObject({ status: 'sold', won: true, current_price: 1500 });
    expect(await state(ana, id)).toMatchObject({ status: 'sold', won: false });
    await expect(checkout(ana, product)).rejects.toMatchObject({ code: 'VT600' });
    const [{ id: order }] = await checkout(beto, product);
    const [paid] = await db.query<{ subtotal: number; shipping_total: number; total: number }>(
      'select subtotal::float8, shipping_total::float8, total::float8 from public.orders where id = $1',
      [order],
    );
    expect(paid).toEqual({ subtotal: 1500, shipping_total: 150, total: 1650 });
    expect((await state(beto, id)) as unknown).toMatchObject({ paid: true });
    const titles = async (who: User) =>
      (
        await db.asQuery<{ title: string }>(
          who,
          `select title from public.notifications where type = 'auction' and ref_id = $1 order by created_at, title`,
          [product],
        )
      ).map((n) => n.title);
    expect(await titles(beto)).toEqual(['¡Ganaste la subasta!']);
    expect(await titles(seller)).toEqual(['Tu subasta terminó']);
    expect(await titles(ana)).toEqual(['Te superaron en una subasta']);
    // no "Nueva oferta" for the auction's own offer
    expect(
      await db.asQuery(
        seller,
        `select title from public.notifications where type = 'offer' and ref_id in (
        select o.id from public.offers o where o.product_id = $1)`,
        [product],
      ),
    ).toEqual([]);
    const mails = await db.query<{ email: string; subject: string }>(
      'select email, subject from public.claim_auction_emails(500)',
    );
    expect(mails).toEqual(
      expect.arrayContaining([
        { email: beto.email, subject: '¡Ganaste la subasta!' },
        { email: seller.email, subject: 'Tu subasta terminó' },
        { email: ana.email, subject: 'Te superaron en una subasta' },
      ]),
    );
    expect(await db.query('select * from public.claim_auction_emails(500)')).toEqual([]);
  });

  it('closes without the reserve: unsold, and the seller may offer the piece to the top bidder', async () => {
    const { auction: id, product } = await auction({ start: 1000, reserve: 5000 });
    await bid(ana, id, 1200);
    await setClock('2030-03-02T12:10:00Z');
    await close();
    expect(await state(ana, id)).toMatchObject({ status: 'unsold', won: false });
    await expect(checkout(ana, product)).rejects.toMatchObject({ code: 'VT512' });
    await expect(db.asQuery(beto, 'select public.offer_to_top_bidder($1, 1100)', [id])).rejects.toMatchObject({
      code: 'VT431',
    });
    await db.asQuery(seller, 'select public.offer_to_top_bidder($1, 1100)', [id]);
    await expect(checkout(beto, product)).rejects.toMatchObject({ code: 'VT600' });
    const [{ id: order }] = await checkout(ana, product);
    expect(await db.query('select subtotal::float8 from public.orders where id = $1', [order])).toEqual([
      { subtotal: 1100 },
    ]);
  });

  it("lists a member's bids soonest end first, then the ended ones, each with its reserve's state", async () => {
    const carla = await fx.member('Carla');
    const ended = await auction();
    const later = await auction({ reserve: 1000, days: 7 });
    const sooner = await auction({ days: 3 });
    await bid(carla, ended.auction, 200);
    await bid(beto, ended.auction, 400);
    await bid(carla, later.auction, 300);
    await bid(carla, sooner.auction, 150);
    await setClock('2030-03-02T13:00:00Z');
    await close();
    const rows = await db.asQuery<{ auction_id: string; standing: string; has_reserve: boolean; reserve_met: boolean }>(
      carla,
      'select auction_id, standing, has_reserve, reserve_met from public.my_bids()',
    );
    expect(rows).toEqual([
      { auction_id: sooner.auction, standing: 'winning', has_reserve: false, reserve_met: false },
      { auction_id: later.auction, standing: 'winning', has_reserve: true, reserve_met: false },
      { auction_id: ended.auction, standing: 'lost', has_reserve: false, reserve_met: false },
    ]);
  });

  it('resolves 20 simultaneous bidders to one consistent winner with every bid in the history', async () => {
    const { auction: id } = await auction({ days: 7 });
    const bidders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fx.member(`Postor ${String(i).padStart(2, '0')}`)),
    );
    // distinct maximums 100 apart, in a shuffled order: the highest is never below the next valid amount
    const maxima = bidders.map((_, i) => 1000 + ((i * 7) % 20) * 100);
    const results = await Promise.allSettled(bidders.map((who, i) => bid(who, id, maxima[i])));
    const accepted = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('VT228');
    }
    const top = Math.max(...maxima);
    const winner = bidders[maxima.indexOf(top)];
    const secrets = await db.query<{ leader_id: string; leader_max: number }>(
      'select leader_id, leader_max::float8 from public.auction_secrets where auction_id = $1',
      [id],
    );
    expect(secrets).toEqual([{ leader_id: winner.id, leader_max: top }]);
    const rows = await db.query<{ bidder_id: string; amount: number; max_amount: number | null; is_auto: boolean }>(
      `select bidder_id, amount::float8, max_amount::float8, is_auto from public.auction_bids
     where auction_id = $1 order by seq`,
      [id],
    );
    // every accepted bid is there once, no refused one is
    const placed = rows.filter((r) => !r.is_auto).map((r) => r.bidder_id);
    expect(placed.sort()).toEqual(accepted.map((i) => bidders[i].id).sort());
    // the history only goes up, and ends at the current price
    const amounts = rows.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const second = Math.max(...accepted.map((i) => maxima[i]).filter((m) => m !== top));
    const [final] = await db.query<{ current_price: number; bid_count: number }>(
      'select current_price::float8, bid_count from public.auctions where id = $1',
      [id],
    );
    const increment = second >= 1000 ? 50 : 20;
    expect(final).toEqual({ current_price: Math.min(top, second + increment), bid_count: rows.length });
    expect(amounts[amounts.length - 1]).toBe(final.current_price);
    expect((await state(winner, id)).leading).toBe(true);
  });
});
