/**
 * Offers and price alerts in sync: one open offer per buyer and piece, a counter
 * between the offer and the list price, open offers closed when the piece sells out, one alert per member and
 * piece below the current price. Each rule tried by the buyer, the seller and a third member, on PGlite and (with
 * DATABASE_URL) on PostgreSQL 15.
 */
import { heldTransaction, untilWaiting } from './heldTransaction';
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };
type Offer = { id: string; status: string; amount: number; counter_amount: number | null };
const ADDRESS = { address: 'Av. Juárez 10', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' };

describe.each(drivers())('offer and alert rules on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let buyer: User;
  let third: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    buyer = await createUser(db, { displayName: 'Ana Compradora' });
    third = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const offerOn = async (product: string, amount: number, who: User = buyer) =>
    (
      await db.asQuery<Offer>(
        who,
        `insert into public.offers (product_id, seller_id, amount) values ($1, $2, $3) returning *`,
        [product, seller.id, amount],
      )
    )[0];
  const setStatus = (who: User, id: string, status: string, counter?: number) =>
    db.asQuery<Offer>(
      who,
      counter === undefined
        ? `update public.offers set status = $2 where id = $1 returning *`
        : `update public.offers set status = $2, counter_amount = $3 where id = $1 returning *`,
      counter === undefined ? [id, status] : [id, status, counter],
    );
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('select status from public.offers where id = $1', [id]))[0].status;
  const notificationsOf = (user: User, ref: string) =>
    db.asQuery<{ type: string; title: string; message: string }>(
      user,
      'select type, title, message from public.notifications where ref_id = $1 order by created_at, title',
      [ref],
    );
  const checkout = (who: User, product: string, quantity = 1) =>
    db.asQuery<{ id: string }>(who, 'select public.create_order($1::uuid[], $2, $3::int[]) as id', [
      [product],
      ADDRESS,
      [quantity],
    ]);

  describe('one open offer per buyer and piece', () => {
    it('replaces the buyer’s open offer with the new one and tells the seller', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Tarjeta reofertada', price: 1000 });
      const first = await offerOn(piece, 600);
      const second = await offerOn(piece, 700);
      expect(await statusOf(first.id)).toBe('replaced');
      expect(second.status).toBe('pending');
      const seen = await db.asQuery<{ amount: string }>(
        seller,
        `select amount from public.offers where product_id = $1 and status = 'pending'`,
        [piece],
      );
      expect(seen.map((row) => Number(row.amount))).toEqual([700]);
      expect(await notificationsOf(seller, first.id)).toContainEqual({
        type: 'offer_response',
        title: 'Oferta reemplazada',
        message: 'Ana Compradora reemplazó su oferta de $600 MXN por "Tarjeta reofertada" con una nueva',
      });
      // the replaced offer no longer changes, for either side
      await expect(setStatus(seller, first.id, 'accepted')).rejects.toMatchObject({
        code: 'VT516',
        message: 'Esta oferta fue reemplazada por una más reciente',
      });
      await expect(setStatus(buyer, first.id, 'withdrawn')).rejects.toMatchObject({ code: 'VT516' });
    });

    it('replaces a countered offer too, and leaves other buyers’ offers alone', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const mine = await offerOn(piece, 600);
      const theirs = await offerOn(piece, 650, third);
      await setStatus(seller, mine.id, 'countered', 900);
      await offerOn(piece, 800);
      expect(await statusOf(mine.id)).toBe('replaced');
      expect(await statusOf(theirs.id)).toBe('pending');
    });

    it('keeps an accepted offer: the buyer buys at the agreed price before offering again', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const accepted = await offerOn(piece, 800);
      await setStatus(seller, accepted.id, 'accepted');
      await expect(offerOn(piece, 700)).rejects.toMatchObject({
        code: 'VT541',
        message: 'Ya tienes una oferta aceptada por esta pieza: cómprala al precio acordado antes de hacer otra',
      });
      expect(await statusOf(accepted.id)).toBe('accepted');
    });

    it('backs the rule with a unique index: a replaced offer cannot be reopened by any path', async () => {
      const piece = await createProduct(db, seller.id);
      const first = await offerOn(piece, 500);
      await offerOn(piece, 550);
      await expect(
        db.query(`update public.offers set status = 'pending' where id = $1`, [first.id]),
      ).rejects.toMatchObject({ code: '23505' });
    });
  });

  describe('a counter lies between the offer and the list price', () => {
    it('refuses a counter at or below the offer and above the list price, in Spanish', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 700);
      await expect(setStatus(seller, offer.id, 'countered', 650)).rejects.toMatchObject({
        code: 'VT215',
        message: 'La contraoferta debe ser mayor que la oferta ($700 MXN)',
      });
      await expect(setStatus(seller, offer.id, 'countered', 700)).rejects.toMatchObject({ code: 'VT215' });
      await expect(setStatus(seller, offer.id, 'countered', 1000.01)).rejects.toMatchObject({
        code: 'VT216',
        message: 'La contraoferta no puede superar el precio publicado ($1,000 MXN)',
      });
      expect(await statusOf(offer.id)).toBe('pending');
      // the list price itself is a fair counter
      const [row] = await setStatus(seller, offer.id, 'countered', 1000);
      expect([row.status, Number(row.counter_amount)]).toEqual(['countered', 1000]);
    });

    it('lets neither the buyer nor a third member counter', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 700);
      await expect(setStatus(buyer, offer.id, 'countered', 900)).rejects.toMatchObject({ code: 'VT415' });
      expect(await setStatus(third, offer.id, 'countered', 900)).toEqual([]);
      expect(await statusOf(offer.id)).toBe('pending');
    });
  });

  describe('a piece that sells out closes its open offers', () => {
    it('closes every other open offer when create_order sells the last unit, and tells both sides', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Casco único', price: 1000 });
      const countered = await offerOn(piece, 700);
      await setStatus(seller, countered.id, 'countered', 900);
      const pending = await offerOn(piece, 750, third);
      const buyerOfIt = await createUser(db);
      await checkout(buyerOfIt, piece);
      expect(await statusOf(countered.id)).toBe('closed');
      expect(await statusOf(pending.id)).toBe('closed');
      expect(await notificationsOf(buyer, countered.id)).toContainEqual({
        type: 'offer_response',
        title: 'Oferta cerrada',
        message: '"Casco único" se vendió: tu oferta de $900 MXN quedó cerrada',
      });
      expect(await notificationsOf(seller, pending.id)).toContainEqual({
        type: 'offer_response',
        title: 'Oferta cerrada',
        message: '"Casco único" se agotó: cerramos la oferta de $750 MXN',
      });
      // "Aceptar contraoferta" on the sold piece: a Spanish refusal
      await expect(setStatus(buyer, countered.id, 'accepted')).rejects.toMatchObject({
        code: 'VT515',
        message: 'Esta pieza ya se vendió: la oferta quedó cerrada',
      });
      // and no new offer on it
      await expect(offerOn(piece, 800)).rejects.toMatchObject({
        code: 'VT600',
        message: 'Este tesoro ya no está disponible',
      });
    });

    it('keeps the accepted offer the order used, and closes the others', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const deal = await offerOn(piece, 800);
      const other = await offerOn(piece, 600, third);
      await setStatus(seller, deal.id, 'accepted');
      await checkout(buyer, piece);
      expect(await statusOf(deal.id)).toBe('accepted');
      expect(await statusOf(other.id)).toBe('closed');
    });

    it('leaves the offers open while units remain', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      await db.query('update public.products set stock = 2 where id = $1', [piece]);
      const offer = await offerOn(piece, 800, third);
      await checkout(buyer, piece);
      expect(await statusOf(offer.id)).toBe('pending');
      await checkout(await createUser(db), piece);
      expect(await statusOf(offer.id)).toBe('closed');
    });

    it('closes them when the seller sets the stock to 0 by hand', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 800);
      await db.asQuery(seller, 'update public.products set stock = 0 where id = $1', [piece]);
      expect(await statusOf(offer.id)).toBe('closed');
    });
  });

  describe('a piece without stock takes no offers', () => {
    const soldOut = async (title: string) => {
      const piece = await createProduct(db, seller.id, { title, price: 1500 });
      await db.query('update public.products set stock = 0 where id = $1', [piece]);
      return piece;
    };

    it('refuses an offer on a published piece with stock 0, in Spanish, and tells the seller nothing', async () => {
      const piece = await soldOut('Jersey agotado');
      for (const who of [buyer, third]) {
        await expect(offerOn(piece, 1200, who)).rejects.toMatchObject({
          code: 'VT514',
          message: 'Esta pieza está agotada: ya no recibe ofertas',
        });
      }
      await expect(
        db.asQuery('anon', `insert into public.offers (product_id, seller_id, amount) values ($1, $2, 1200)`, [
          piece,
          seller.id,
        ]),
      ).rejects.toMatchObject({ code: 'VT514' });
      expect(await db.query('select id from public.offers where product_id = $1', [piece])).toEqual([]);
      // restocked, it takes offers again
      await db.query('update public.products set stock = 1 where id = $1', [piece]);
      expect((await offerOn(piece, 1200)).status).toBe('pending');
    });

    it('refuses to accept an offer left open on a piece without stock, with its own words', async () => {
      const piece = await soldOut('Casco agotado');
      // an offer an older database may hold: made while the piece was out of stock
      const [old] = await db.query<{ id: string }>(
        `insert into public.offers (product_id, buyer_id, seller_id, amount) values ($1, $2, $3, 1000) returning id`,
        [piece, buyer.id, seller.id],
      );
      await expect(setStatus(seller, old.id, 'accepted')).rejects.toMatchObject({
        code: 'VT519',
        message: 'Esta pieza está agotada: ya no se puede aceptar la oferta',
      });
      expect(await statusOf(old.id)).toBe('pending');
      // the seller can still reject it, the buyer withdraw it
      expect((await setStatus(buyer, old.id, 'withdrawn'))[0].status).toBe('withdrawn');
    });
  });

  describe('answers and orders of the last unit at once take turns', () => {
    const ACCEPT = `update public.offers set status = 'accepted' where id = $1`;

    it('two accepts at once on a one-unit piece: the second waits, then is refused in Spanish (VT556)', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Guante único', price: 1000 });
      const first = await offerOn(piece, 800);
      const second = await offerOn(piece, 850, third);
      const accepting = heldTransaction(db, seller, async (q, pause) => {
        await q.query(ACCEPT, [first.id]);
        await pause();
      });
      await accepting.ready;
      const other = setStatus(seller, second.id, 'accepted');
      const waited = await untilWaiting(db);
      accepting.release();
      const [one, two] = await Promise.allSettled([accepting.done, other]);
      expect(one.status).toBe('fulfilled');
      expect(two).toMatchObject({
        status: 'rejected',
        reason: {
          code: 'VT556',
          message:
            'Ya aceptaste otra oferta por esta pieza y no quedan unidades libres: espera a que ese comprador pague o a que venza su plazo',
        },
      });
      expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['accepted', 'pending']);
      expect(waited).toBe(driver.name === 'postgres');
    });

    it('with two units, both accepts go', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      await db.query('update public.products set stock = 2 where id = $1', [piece]);
      const first = await offerOn(piece, 800);
      const second = await offerOn(piece, 850, third);
      await setStatus(seller, first.id, 'accepted');
      await setStatus(seller, second.id, 'accepted');
      expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['accepted', 'accepted']);
    });

    it('a counter the buyer accepts after the seller set the unit aside for another: VT557', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const countered = await offerOn(piece, 700);
      await setStatus(seller, countered.id, 'countered', 900);
      await setStatus(seller, (await offerOn(piece, 850, third)).id, 'accepted');
      await expect(setStatus(buyer, countered.id, 'accepted')).rejects.toMatchObject({
        code: 'VT557',
        message: 'Esta pieza ya está apartada para otro comprador: no puedes aceptar la contraoferta',
      });
      expect(await statusOf(countered.id)).toBe('countered');
    });

    it('an order for the unit while the seller accepts an offer: the order waits and is refused (VT600)', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 800);
      const accepting = heldTransaction(db, seller, async (q, pause) => {
        await q.query(ACCEPT, [offer.id]);
        await pause();
      });
      await accepting.ready;
      const ordering = checkout(third, piece);
      const waited = await untilWaiting(db);
      accepting.release();
      const [accepted, ordered] = await Promise.allSettled([accepting.done, ordering]);
      expect(accepted.status).toBe('fulfilled');
      expect(ordered).toMatchObject({ status: 'rejected', reason: { code: 'VT600' } });
      expect(await db.query('select status, stock from public.products where id = $1', [piece])).toEqual([
        { status: 'published', stock: 1 },
      ]);
      // the buyer whose offer was accepted still buys it
      await checkout(buyer, piece);
      expect(await statusOf(offer.id)).toBe('accepted');
      expect(waited).toBe(driver.name === 'postgres');
    });

    it('an accept that meets an order selling the unit: the accept is refused in Spanish and the order goes on', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 800);
      // as create_order does: the piece's row first, its stock later (the open offers are closed then)
      const selling = heldTransaction(db, seller, async (q, pause) => {
        await q.query('select 1 from public.products where id = $1 for update', [piece]);
        await pause();
        await q.query('update public.products set stock = 0 where id = $1', [piece]);
      });
      await selling.ready;
      const accepting = setStatus(seller, offer.id, 'accepted');
      const waited = await untilWaiting(db);
      selling.release();
      const [sold, accepted] = await Promise.allSettled([selling.done, accepting]);
      expect(sold.status).toBe('fulfilled');
      // PostgreSQL finds the two waiting for each other and stops the accept; on PGlite the accept comes after
      expect(accepted).toMatchObject(
        driver.name === 'postgres'
          ? {
              status: 'rejected',
              reason: {
                code: 'VT558',
                message: 'La pieza cambió mientras respondías la oferta: revísala y vuelve a intentarlo',
              },
            }
          : { status: 'rejected', reason: { code: 'VT515' } },
      );
      expect(await statusOf(offer.id)).toBe('closed');
      expect(waited).toBe(driver.name === 'postgres');
    });
  });

  describe('an offer lies at most at the list price', () => {
    it('refuses an offer above the price, pointing to "Comprar ahora"; at the price it goes', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Jersey de $1,500', price: 1500 });
      for (const who of [buyer, third]) {
        await expect(offerOn(piece, 3000, who)).rejects.toMatchObject({
          code: 'VT302',
          message:
            'Tu oferta no puede ser mayor que el precio publicado ($1,500 MXN): a ese precio cómprala con "Comprar ahora"',
        });
        await expect(offerOn(piece, 1500.01, who)).rejects.toMatchObject({ code: 'VT302' });
      }
      expect(await db.query('select id from public.offers where product_id = $1', [piece])).toEqual([]);
      expect((await offerOn(piece, 1500)).status).toBe('pending');
    });

    it('is not accepted once the price fell below it', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Balón rebajado', price: 1500 });
      const offer = await offerOn(piece, 1400);
      await db.asQuery(seller, 'update public.products set price = 1200 where id = $1', [piece]);
      await expect(setStatus(seller, offer.id, 'accepted')).rejects.toMatchObject({
        code: 'VT520',
        message:
          'El precio publicado ($1,200 MXN) ya es menor que esta oferta: a ese precio se compra con "Comprar ahora"',
      });
      expect(await statusOf(offer.id)).toBe('pending');
      // the seller may still counter within the price, and the buyer accept that
      await setStatus(seller, offer.id, 'rejected');
      const next = await offerOn(piece, 900);
      await setStatus(seller, next.id, 'countered', 1100);
      expect((await setStatus(buyer, next.id, 'accepted'))[0].status).toBe('accepted');
    });
  });

  describe('price alerts', () => {
    const alertOn = (who: User, product: string, target: number) =>
      db.asQuery<{ id: string; target_price: string }>(
        who,
        'insert into public.price_alerts (product_id, target_price) values ($1, $2) returning id, target_price',
        [product, target],
      );
    const alertsOf = (who: User, product: string) =>
      db.asQuery<{ target_price: string }>(who, 'select target_price from public.price_alerts where product_id = $1', [
        product,
      ]);

    it('refuses a target at or above the current price, in Spanish', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      await expect(alertOn(buyer, piece, 1000)).rejects.toMatchObject({
        code: 'VT304',
        message:
          'Tu precio objetivo debe ser menor que el precio actual ($1,000 MXN): a ese precio ya puedes comprarla',
      });
      await expect(alertOn(buyer, piece, 1200)).rejects.toMatchObject({ code: 'VT304' });
      const [alert] = await alertOn(buyer, piece, 900);
      await expect(
        db.asQuery(buyer, 'update public.price_alerts set target_price = 1000 where id = $1', [alert.id]),
      ).rejects.toMatchObject({ code: 'VT304' });
      expect((await alertsOf(buyer, piece)).map((row) => Number(row.target_price))).toEqual([900]);
    });

    it('keeps one alert per member and piece: a new target replaces the old', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      await alertOn(buyer, piece, 900);
      await alertOn(buyer, piece, 800);
      expect((await alertsOf(buyer, piece)).map((row) => Number(row.target_price))).toEqual([800]);
      // a third member's alert on the same piece is theirs, and stays
      await alertOn(third, piece, 950);
      await alertOn(buyer, piece, 700);
      expect((await alertsOf(third, piece)).map((row) => Number(row.target_price))).toEqual([950]);
      expect((await alertsOf(buyer, piece)).map((row) => Number(row.target_price))).toEqual([700]);
      await expect(
        db.query('insert into public.price_alerts (user_id, product_id, target_price) values ($1, $2, 600)', [
          buyer.id,
          piece,
        ]),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('lets nobody write an alert for someone else', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      await alertOn(buyer, piece, 900);
      await expect(
        db.asQuery(third, 'insert into public.price_alerts (user_id, product_id, target_price) values ($1, $2, 500)', [
          buyer.id,
          piece,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
      expect((await alertsOf(buyer, piece)).map((row) => Number(row.target_price))).toEqual([900]);
      expect(
        await db.asQuery(third, 'update public.price_alerts set target_price = 1 where user_id = $1 returning id', [
          buyer.id,
        ]),
      ).toEqual([]);
    });

    it('still fires when the price drops to the target', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Balón con alerta', price: 1000 });
      await alertOn(buyer, piece, 900);
      await db.asQuery(seller, 'update public.products set price = 880 where id = $1', [piece]);
      expect((await notificationsOf(buyer, piece)).map((row) => row.type)).toEqual(['PRICE_ALERT']);
    });
  });
});
