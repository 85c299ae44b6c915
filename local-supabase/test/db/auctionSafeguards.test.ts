/**
 * The auction holes of the database audit (2026-12-01): one auction can never stop the others from closing, an
 * accepted offer and an auction never share a piece, clients never write offers.auction_id, bids bind the seller,
 * and a cancelled auction order leaves the piece sellable. On PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { AuctionFixtures, T0, type User } from './auctionFixtures';
import { heldTransaction, untilWaiting } from './heldTransaction';
import { createProduct, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(180_000);

describe.each(drivers())('auction safeguards on $name', (driver) => {
  const fx = new AuctionFixtures(driver);
  const { setClock, auction, bid, close, statusOf, checkout } = fx;
  let db: TestDatabase;
  let seller: User;
  let ana: User;
  let beto: User;

  beforeAll(async () => {
    await fx.open();
    ({ db, seller } = fx);
    ana = await fx.member('Ana');
    beto = await fx.member('Beto');
  });

  beforeEach(async () => {
    await setClock(T0);
  });

  afterAll(async () => {
    await fx.dispose();
  });

  const offer = async (who: User, product: string, amount: number) =>
    (
      await db.asQuery<{ id: string }>(
        who,
        'insert into public.offers (product_id, seller_id, amount) values ($1, $2, $3) returning id',
        [product, seller.id, amount],
      )
    )[0].id;
  const accept = (offerId: string) =>
    db.asQuery(seller, `update public.offers set status = 'accepted' where id = $1`, [offerId]);

  describe('cierre de subastas', () => {
    it('una subasta que falla al cerrar no detiene a las demás: queda abierta con su error registrado', async () => {
      const first = await auction();
      const second = await auction();
      await bid(ana, first.auction, 150);
      await bid(beto, second.auction, 150);
      // any failure while closing the first auction (here a trigger planted by the test)
      await db.query(`create function public.test_fail_close() returns trigger language plpgsql as $$
        begin raise exception 'falla de prueba'; end $$`);
      await db.query(`create trigger test_fail_close before insert on public.offers for each row
        when (new.product_id = '${first.product}') execute function public.test_fail_close()`);
      try {
        await setClock('2030-03-02T12:10:00Z');
        expect(await close()).toBe(1);
        expect(await statusOf(second.auction)).toBe('sold');
        expect(await statusOf(first.auction)).toBe('open');
        const [secret] = await db.query<{ close_error: string | null; close_error_at: string | null }>(
          'select close_error, close_error_at from public.auction_secrets where auction_id = $1',
          [first.auction],
        );
        expect(secret.close_error).toContain('falla de prueba');
        expect(secret.close_error_at).not.toBeNull();
      } finally {
        await db.query('drop trigger test_fail_close on public.offers');
        await db.query('drop function public.test_fail_close()');
      }
      // the next round closes it and clears the error
      expect(await close()).toBe(1);
      expect(await statusOf(first.auction)).toBe('sold');
      expect(
        await db.query('select close_error from public.auction_secrets where auction_id = $1', [first.auction]),
      ).toEqual([{ close_error: null }]);
    });

    it('la oferta del ganador reemplaza una oferta aceptada que tenía por la pieza, en vez de fallar (VT541)', async () => {
      const first = await auction();
      const other = await auction();
      await bid(ana, first.auction, 150);
      await bid(beto, other.auction, 150);
      // an accepted ordinary offer of the winner on the piece, as an older database may hold
      await db.query(
        `insert into public.offers (product_id, buyer_id, seller_id, amount, status, responded_at)
         values ($1, $2, $3, 90, 'accepted', now())`,
        [first.product, ana.id, seller.id],
      );
      await setClock('2030-03-02T12:10:00Z');
      expect(await close()).toBe(2);
      expect([await statusOf(first.auction), await statusOf(other.auction)]).toEqual(['sold', 'sold']);
      const offers = await db.query<{ status: string; auction: boolean }>(
        `select status, auction_id is not null as auction from public.offers where product_id = $1 order by created_at`,
        [first.product],
      );
      expect(offers).toEqual([
        { status: 'replaced', auction: false },
        { status: 'accepted', auction: true },
      ]);
      const [{ id: order }] = await checkout(ana, first.product);
      expect(order).toBeTruthy();
    });

    it('no se subasta una pieza con una oferta aceptada vigente (VT552)', async () => {
      const product = await createProduct(db, seller.id, { price: 500 });
      await accept(await offer(ana, product, 300));
      await expect(
        db.asQuery(seller, 'select public.list_at_auction($1, 200, null, 1)', [product]),
      ).rejects.toMatchObject({
        code: 'VT552',
        message:
          'Aceptaste una oferta por esta pieza: espera a que el comprador la pague o a que venza su plazo para subastarla',
      });
      expect(await db.query('select 1 from public.auctions where product_id = $1', [product])).toEqual([]);
    });

    it('subastar una pieza rechaza sus ofertas abiertas, y avisa a quien ofertó', async () => {
      const product = await createProduct(db, seller.id, { price: 500 });
      const pending = await offer(ana, product, 300);
      const countered = await offer(beto, product, 250);
      await db.asQuery(seller, `update public.offers set status = 'countered', counter_amount = 400 where id = $1`, [
        countered,
      ]);
      await db.asQuery(seller, 'select public.list_at_auction($1, 200, null, 1)', [product]);
      expect(
        await db.query('select id, status from public.offers where product_id = $1 order by amount', [product]),
      ).toEqual([
        { id: countered, status: 'rejected' },
        { id: pending, status: 'rejected' },
      ]);
      expect(await db.asQuery(ana, `select title from public.notifications where ref_id = $1`, [pending])).toEqual([
        { title: 'Oferta rechazada' },
      ]);
      // the buyer can no longer accept the counter of a piece at auction
      await expect(
        db.asQuery(beto, `update public.offers set status = 'accepted' where id = $1`, [countered]),
      ).rejects.toMatchObject({ code: 'VT517' });
    });

    it('el vendedor no acepta una oferta por una pieza en subasta (VT553)', async () => {
      const { product } = await auction();
      // an open offer left on the piece (an older database, or a race with the listing)
      const [{ id }] = await db.query<{ id: string }>(
        `insert into public.offers (product_id, buyer_id, seller_id, amount) values ($1, $2, $3, 90) returning id`,
        [product, ana.id, seller.id],
      );
      await expect(accept(id)).rejects.toMatchObject({
        code: 'VT553',
        message: 'Esta pieza está en subasta: ya no se puede aceptar la oferta',
      });
    });
  });

  describe('offers.auction_id lo escribe solo la base de datos', () => {
    it('una oferta que el cliente etiqueta con una subasta se guarda sin ella, y el vendedor recibe su aviso', async () => {
      const victim = await auction({ reserve: 1000 });
      await bid(beto, victim.auction, 150);
      await setClock('2030-03-02T12:10:00Z');
      await close();
      expect(await statusOf(victim.auction)).toBe('unsold');
      const other = await fx.member('Otro vendedor');
      const piece = await createProduct(db, other.id, { price: 500 });
      const [{ id, auction_id }] = await db.asQuery<{ id: string; auction_id: string | null }>(
        ana,
        `insert into public.offers (product_id, seller_id, amount, auction_id) values ($1, $2, 100, $3)
         returning id, auction_id`,
        [piece, other.id, victim.auction],
      );
      expect(auction_id).toBeNull();
      expect(await db.asQuery(other, `select title from public.notifications where ref_id = $1`, [id])).toEqual([
        { title: expect.any(String) },
      ]);
      await db.asQuery(other, `update public.offers set status = 'accepted' where id = $1`, [id]);
      // the victim's auction is not blocked: the seller still offers the piece to the top bidder
      const [{ offered }] = await db.asQuery<{ offered: string }>(
        seller,
        'select public.offer_to_top_bidder($1, 120) as offered',
        [victim.auction],
      );
      expect(offered).toBeTruthy();
    });

    it('ni el comprador ni el vendedor cambian la subasta de una oferta (VT414)', async () => {
      const victim = await auction();
      const product = await createProduct(db, seller.id, { price: 500 });
      const id = await offer(ana, product, 300);
      await accept(id);
      for (const who of [ana, seller]) {
        await expect(
          db.asQuery(who, 'update public.offers set auction_id = $2 where id = $1', [id, victim.auction]),
        ).rejects.toMatchObject({ code: 'VT414' });
      }
      expect(await db.query('select auction_id from public.offers where id = $1', [id])).toEqual([
        { auction_id: null },
      ]);
    });

    it('una oferta de otra subasta no deja comprar una pieza en subasta (VT512)', async () => {
      const running = await auction();
      await bid(beto, running.auction, 150);
      const other = await auction();
      // an accepted offer tagged with another piece's auction, as an older database may hold
      await db.query(
        `insert into public.offers (product_id, buyer_id, seller_id, amount, status, responded_at, auction_id)
         values ($1, $2, $3, 100, 'accepted', now(), $4)`,
        [running.product, ana.id, seller.id, other.auction],
      );
      await expect(checkout(ana, running.product)).rejects.toMatchObject({ code: 'VT512' });
      expect(await statusOf(running.auction)).toBe('open');
    });
  });

  describe('las pujas obligan al vendedor', () => {
    /** A running auction of the seller with two photos and one bid. */
    async function auctionWithBid(): Promise<{ auction: string; product: string; photos: string[] }> {
      const a = await auction();
      const photos = [
        await uploadProductPhoto(db, seller, `${a.product}-a.jpg`),
        await uploadProductPhoto(db, seller, `${a.product}-b.jpg`),
      ];
      await db.query('delete from public.product_images where product_id = $1', [a.product]);
      await db.query(
        `insert into public.product_images (product_id, image_url, "order") values ($1, $2, 0), ($1, $3, 1)`,
        [a.product, ...photos],
      );
      await bid(ana, a.auction, 150);
      return { ...a, photos };
    }
    const fieldsOf = async (product: string) =>
      (
        await db.query<{ f: Record<string, unknown> }>(
          `select jsonb_build_object('title', title, 'price', price, 'description', description,
             'condition', condition, 'category', category, 'subcategory', subcategory, 'rarity', rarity,
             'psa_grade', psa_grade, 'signed_by', signed_by, 'certifier', certifier,
             'certificate_number', certificate_number, 'stock', stock, 'shipping_price', shipping_price) as f
           from public.products where id = $1`,
          [product],
        )
      )[0].f;
    const save = (product: string, changes: Record<string, unknown>, photos: string[]) =>
      db.asQuery(seller, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
        product,
        JSON.stringify(changes),
        photos,
      ]);
    const FROZEN = 'Esta pieza tiene pujas: no puedes cambiarla hasta que termine la subasta';
    const BINDING = 'Esta pieza tiene pujas: las pujas son vinculantes y la subasta debe terminar';

    it('con pujas, el vendedor no deja la pieza sin existencias (VT513), ni directo ni al editarla', async () => {
      const { product, photos } = await auctionWithBid();
      await expect(
        db.asQuery(seller, 'update public.products set stock = 0 where id = $1', [product]),
      ).rejects.toMatchObject({ code: 'VT513', message: BINDING });
      await expect(save(product, { ...(await fieldsOf(product)), stock: 0 }, photos)).rejects.toMatchObject({
        code: 'VT513',
      });
      await expect(
        db.asQuery(seller, `update public.products set status = 'deleted' where id = $1`, [product]),
      ).rejects.toMatchObject({ code: 'VT513' });
      expect(await db.query('select stock, status from public.products where id = $1', [product])).toEqual([
        { stock: 1, status: 'published' },
      ]);
    });

    it('con pujas, el vendedor no cambia lo que se subasta: campos ni fotos (VT554)', async () => {
      const { product, photos } = await auctionWithBid();
      const fields = await fieldsOf(product);
      for (const change of [
        { title: 'Otra pieza distinta' },
        { description: 'Una descripción que ya no es la que se subastó.' },
        { condition: 'fair' },
        { price: 90 },
        { shipping_price: 500 },
        { certificate_number: '12345' },
      ]) {
        await expect(save(product, { ...fields, ...change }, photos)).rejects.toMatchObject({
          code: 'VT554',
          message: FROZEN,
        });
      }
      await expect(
        db.asQuery(seller, `update public.products set title = 'Otra pieza distinta' where id = $1`, [product]),
      ).rejects.toMatchObject({ code: 'VT554' });
      await expect(save(product, fields, [photos[1], photos[0]])).rejects.toMatchObject({ code: 'VT554' });
      await expect(
        db.asQuery(seller, 'delete from public.product_images where product_id = $1', [product]),
      ).rejects.toMatchObject({ code: 'VT554' });
      const extra = await uploadProductPhoto(db, seller, `${product}-c.jpg`);
      await expect(
        db.asQuery(seller, `insert into public.product_images (product_id, image_url, "order") values ($1, $2, 2)`, [
          product,
          extra,
        ]),
      ).rejects.toMatchObject({ code: 'VT554' });
      expect(await fieldsOf(product)).toEqual(fields);
      expect(
        await db.query('select image_url from public.product_images where product_id = $1 order by "order"', [product]),
      ).toEqual(photos.map((image_url) => ({ image_url })));
      // saving the page unchanged still works
      await save(product, fields, photos);
    });

    it('sin pujas, o terminada la subasta, el vendedor sí cambia la pieza', async () => {
      const { product } = await auction();
      await db.asQuery(seller, `update public.products set title = 'Título corregido', stock = 0 where id = $1`, [
        product,
      ]);
      const { product: ended, auction: endedAuction } = await auctionWithBid();
      await setClock('2030-03-02T12:10:00Z');
      await close();
      expect(await statusOf(endedAuction)).toBe('sold');
      await db.asQuery(seller, `update public.products set title = 'Título corregido' where id = $1`, [ended]);
    });
  });

  describe('un pedido de subasta cancelado', () => {
    it('deja la pieza otra vez a la venta: se puede volver a subastar, comprar u ofertar', async () => {
      const won = await auction();
      await bid(ana, won.auction, 150);
      await setClock('2030-03-02T12:10:00Z');
      await close();
      const [{ id: order }] = await checkout(ana, won.product);
      await db.asQuery(ana, 'select public.cancel_order($1)', [order]);
      expect(await statusOf(won.auction)).toBe('cancelled');
      expect(await db.query('select status, stock from public.products where id = $1', [won.product])).toEqual([
        { status: 'published', stock: 1 },
      ]);
      const [{ s }] = await db.asQuery<{ s: { paid: boolean } }>(ana, 'select public.auction_state($1) as s', [
        won.auction,
      ]);
      expect(s.paid).toBe(false);
      const [mine] = await db.asQuery<{ paid: boolean }>(
        seller,
        'select paid from public.my_auctions() where auction_id = $1',
        [won.auction],
      );
      expect(mine.paid).toBe(false);
      // an offer, a purchase or a new auction are possible again
      await offer(beto, won.product, 90);
      const [{ id: again }] = await db.asQuery<{ id: string }>(
        seller,
        'select public.list_at_auction($1, 100, null, 1) as id',
        [won.product],
      );
      expect(again).not.toBe(won.auction);
    });

    it('también libera la pieza que el vendedor ofreció al mejor postor', async () => {
      const unsold = await auction({ reserve: 1000 });
      await bid(beto, unsold.auction, 150);
      await setClock('2030-03-02T12:10:00Z');
      await close();
      await db.asQuery(seller, 'select public.offer_to_top_bidder($1, 150)', [unsold.auction]);
      const [{ id: order }] = await checkout(beto, unsold.product);
      await db.asQuery(beto, 'select public.cancel_order($1)', [order]);
      expect(await statusOf(unsold.auction)).toBe('cancelled');
      const [{ id: bought }] = await checkout(ana, unsold.product);
      expect(bought).toBeTruthy();
    });
  });

  describe('una puja y un cambio de la pieza a la vez', () => {
    const pieceOf = async (product: string) =>
      (
        await db.query<{ status: string; stock: number }>('select status, stock from public.products where id = $1', [
          product,
        ])
      )[0];
    const bidCount = async (auctionId: string) =>
      (await db.query<{ n: number }>('select bid_count as n from public.auctions where id = $1', [auctionId]))[0].n;

    it.each([
      ['la borra', `status = 'deleted'`],
      ['deja sin existencias', 'stock = 0'],
    ])('la puja llega primero y el vendedor %s: el cambio espera a la puja y la respeta (VT513)', async (_, change) => {
      const { auction: id, product } = await auction();
      const bidding = heldTransaction(db, ana, async (q, pause) => {
        await q.query('select public.place_bid($1, 150)', [id]);
        await pause();
      });
      await bidding.ready;
      const changing = db.asQuery(seller, `update public.products set ${change} where id = $1`, [product]);
      const waited = await untilWaiting(db);
      bidding.release();
      const [bid, changed] = await Promise.allSettled([bidding.done, changing]);
      expect(bid.status).toBe('fulfilled');
      expect(changed).toMatchObject({ status: 'rejected', reason: { code: 'VT513' } });
      expect(await pieceOf(product)).toEqual({ status: 'published', stock: 1 });
      expect([await statusOf(id), await bidCount(id)]).toEqual(['open', 1]);
      expect(waited).toBe(driver.name === 'postgres');
    });

    it('el vendedor deja la pieza sin existencias primero: la puja espera y se rechaza (VT534)', async () => {
      const { auction: id, product } = await auction();
      const emptying = heldTransaction(db, seller, async (q, pause) => {
        await q.query('update public.products set stock = 0 where id = $1', [product]);
        await pause();
      });
      await emptying.ready;
      const bidding = bid(ana, id, 150);
      const waited = await untilWaiting(db);
      emptying.release();
      const [emptied, placed] = await Promise.allSettled([emptying.done, bidding]);
      expect(emptied.status).toBe('fulfilled');
      expect(placed).toMatchObject({
        status: 'rejected',
        reason: { code: 'VT534', message: 'Esta subasta no está activa' },
      });
      expect([(await pieceOf(product)).stock, await bidCount(id)]).toEqual([0, 0]);
      expect(waited).toBe(driver.name === 'postgres');
    });
  });

  describe('la subasta de un vendedor sin verificar', () => {
    const LIMIT = 'Esta subasta admite pujas menores a $5,000 MXN: el vendedor aún no verifica su identidad';

    it('rechaza una puja máxima de $5,000 MXN o más, nombrando el límite, y lo dice antes en auction_state', async () => {
      const unverified = await fx.member('Sin verificar');
      const { auction: id } = await auction({ start: 4000, seller: unverified });
      expect((await fx.state('anon', id)).bid_limit).toBe(5000);
      for (const amount of [5000, 7000]) {
        await expect(bid(ana, id, amount)).rejects.toMatchObject({ code: 'VT317', message: LIMIT, detail: '5000' });
      }
      // just under the limit goes, as the leader's own maximum does not go past it either
      expect(await bid(ana, id, 4999)).toMatchObject({ leading: true, my_max: 4999, current_price: 4000 });
      await expect(bid(ana, id, 5000)).rejects.toMatchObject({ code: 'VT317' });
      // the price follows the maximums: under the limit to the end
      expect(await bid(beto, id, 4900)).toMatchObject({ leading: false, current_price: 4950 });
      expect(
        await db.query('select max(max_amount)::float8 as top from public.auction_bids where auction_id = $1', [id]),
      ).toEqual([{ top: 4999 }]);
      // verified, the seller takes bids of any amount from then on
      await db.query('update public.profiles set identity_verified = true where id = $1', [unverified.id]);
      expect((await fx.state('anon', id)).bid_limit).toBeNull();
      expect(await bid(beto, id, 6000)).toMatchObject({ leading: true, current_price: 5049 });
    });

    it('no pone límite a la subasta de un vendedor verificado', async () => {
      const { auction: id } = await auction({ start: 4000 });
      expect((await fx.state('anon', id)).bid_limit).toBeNull();
      expect(await bid(ana, id, 20000)).toMatchObject({ leading: true, current_price: 4000 });
    });
  });
});
