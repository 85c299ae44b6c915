/**
 * Offer negotiation: every rule tried by the party it belongs to, by the other party, by a third
 * member and by a visitor, on PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };
const ADDRESS = {
  full_name: 'Ana Compradora',
  email: 'ana@example.test',
  address: 'Av. Juárez 10',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
};
type Offer = { id: string; status: string; amount: number; counter_amount: number | null; expires_at: string };

describe.each(drivers())('offer negotiation on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let buyer: User;
  let stranger: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    buyer = await createUser(db);
    stranger = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const offerOn = async (product: string, amount = 800, who: User = buyer) => {
    const [row] = await db.asQuery<Offer>(
      who,
      `insert into public.offers (product_id, seller_id, amount) values ($1, $2, $3) returning *`,
      [product, seller.id, amount],
    );
    return row;
  };
  const setStatus = (who: User | 'anon', id: string, status: string, counter?: number) =>
    db.asQuery<Offer>(
      who,
      counter === undefined
        ? `update public.offers set status = $2 where id = $1 returning *`
        : `update public.offers set status = $2, counter_amount = $3 where id = $1 returning *`,
      counter === undefined ? [id, status] : [id, status, counter],
    );
  const notificationsOf = (user: User) =>
    db.asQuery<{ type: string; title: string; message: string; ref_id: string }>(
      user,
      'select type, title, message, ref_id from public.notifications order by created_at, title',
    );
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('select status from public.offers where id = $1', [id]))[0].status;

  it('gives a new offer 48 hours for the seller to answer', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece);
    const [{ hours }] = await db.query<{ hours: number }>(
      `select round(extract(epoch from (expires_at - created_at)) / 3600)::int as hours from public.offers where id = $1`,
      [offer.id],
    );
    expect(hours).toBe(48);
  });

  it('lets the seller counter with an amount, and tells the buyer', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Tarjeta para contraofertar', price: 1000 });
    const offer = await offerOn(piece, 700);
    const [row] = await setStatus(seller, offer.id, 'countered', 900);
    expect([row.status, Number(row.amount), Number(row.counter_amount)]).toEqual(['countered', 700, 900]);
    expect(await notificationsOf(buyer)).toContainEqual(
      expect.objectContaining({ type: 'offer_response', title: 'Contraoferta recibida', ref_id: offer.id }),
    );
  });

  it('refuses a counter without a valid amount', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece, 700);
    await expect(setStatus(seller, offer.id, 'countered')).rejects.toMatchObject({ code: 'VT214' });
    await expect(setStatus(seller, offer.id, 'countered', 700)).rejects.toMatchObject({ code: 'VT215' });
    await expect(setStatus(seller, offer.id, 'countered', 2000000)).rejects.toMatchObject({ code: 'VT214' });
    expect(await statusOf(offer.id)).toBe('pending');
  });

  it('lets the buyer accept a counter, and tells the seller', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Jersey negociado' });
    const offer = await offerOn(piece, 700);
    await setStatus(seller, offer.id, 'countered', 900);
    const [row] = await setStatus(buyer, offer.id, 'accepted');
    expect([row.status, Number(row.counter_amount)]).toEqual(['accepted', 900]);
    expect(await notificationsOf(seller)).toContainEqual(
      expect.objectContaining({ type: 'offer_response', title: 'Contraoferta aceptada', ref_id: offer.id }),
    );
  });

  it('lets only the seller answer a pending offer', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece);
    await expect(setStatus(buyer, offer.id, 'accepted')).rejects.toMatchObject({ code: 'VT415' });
    await expect(setStatus(buyer, offer.id, 'countered', 900)).rejects.toMatchObject({ code: 'VT415' });
    // a third member and a visitor do not even see the row: nothing changes
    expect(await setStatus(stranger, offer.id, 'rejected')).toEqual([]);
    expect(await setStatus('anon', offer.id, 'rejected')).toEqual([]);
    expect(await statusOf(offer.id)).toBe('pending');
    const [row] = await setStatus(seller, offer.id, 'accepted');
    expect(row.status).toBe('accepted');
    expect(await notificationsOf(buyer)).toContainEqual(
      expect.objectContaining({ type: 'offer_response', title: 'Oferta aceptada', ref_id: offer.id }),
    );
  });

  it('lets only the buyer withdraw, and tells the seller', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece);
    await expect(setStatus(seller, offer.id, 'withdrawn')).rejects.toMatchObject({ code: 'VT415' });
    const [row] = await setStatus(buyer, offer.id, 'withdrawn');
    expect(row.status).toBe('withdrawn');
    expect(await notificationsOf(seller)).toContainEqual(
      expect.objectContaining({ type: 'offer_response', title: 'Oferta retirada', ref_id: offer.id }),
    );
  });

  it('lets the buyer withdraw a countered offer but not the seller accept their own counter', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece);
    await setStatus(seller, offer.id, 'countered', 950);
    await expect(setStatus(seller, offer.id, 'accepted')).rejects.toMatchObject({ code: 'VT415' });
    await expect(setStatus(seller, offer.id, 'countered', 990)).rejects.toMatchObject({ code: 'VT414' });
    const [row] = await setStatus(buyer, offer.id, 'withdrawn');
    expect(row.status).toBe('withdrawn');
  });

  it('allows no change after a final state', async () => {
    const piece = await createProduct(db, seller.id);
    const rejected = await offerOn(piece);
    await setStatus(seller, rejected.id, 'rejected');
    await expect(setStatus(seller, rejected.id, 'accepted')).rejects.toMatchObject({ code: 'VT517' });
    await expect(setStatus(buyer, rejected.id, 'withdrawn')).rejects.toMatchObject({ code: 'VT517' });
    const accepted = await offerOn(piece);
    await setStatus(seller, accepted.id, 'accepted');
    await expect(setStatus(buyer, accepted.id, 'withdrawn')).rejects.toMatchObject({ code: 'VT517' });
    await expect(setStatus(seller, accepted.id, 'rejected')).rejects.toMatchObject({ code: 'VT517' });
  });

  it('changes nothing but the status (and the counter when countering)', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece, 700);
    await expect(
      db.asQuery(buyer, `update public.offers set amount = 1 where id = $1`, [offer.id]),
    ).rejects.toMatchObject({ code: 'VT414' });
    await expect(
      db.asQuery(seller, `update public.offers set counter_amount = 5 where id = $1`, [offer.id]),
    ).rejects.toMatchObject({ code: 'VT414' });
    await expect(
      db.asQuery(buyer, `update public.offers set expires_at = now() + interval '1 year' where id = $1`, [offer.id]),
    ).rejects.toMatchObject({ code: 'VT414' });
    await expect(
      db.asQuery(buyer, `update public.offers set status = 'expired' where id = $1`, [offer.id]),
    ).rejects.toMatchObject({ code: 'VT415' });
  });

  it('refuses to answer an offer after 48 hours and expires it on the next read', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Balón olvidado' });
    const offer = await offerOn(piece, 600);
    await db.query(`update public.offers set expires_at = now() - interval '1 minute' where id = $1`, [offer.id]);
    await expect(setStatus(seller, offer.id, 'accepted')).rejects.toMatchObject({
      code: 'VT518',
      message: 'Esta oferta expiró',
    });
    await expect(setStatus(buyer, offer.id, 'withdrawn')).rejects.toMatchObject({ code: 'VT518' });
    const [{ swept }] = await db.asQuery<{ swept: number }>(stranger, 'select public.expire_offers() as swept');
    expect(swept).toBe(0);
    expect(await statusOf(offer.id)).toBe('pending');
    const [{ swept: mine }] = await db.asQuery<{ swept: number }>(seller, 'select public.expire_offers() as swept');
    expect(mine).toBeGreaterThanOrEqual(1);
    expect(await statusOf(offer.id)).toBe('expired');
    expect(await notificationsOf(buyer)).toContainEqual(
      expect.objectContaining({ type: 'offer_response', title: 'Oferta expirada', ref_id: offer.id }),
    );
    expect(await notificationsOf(seller)).toContainEqual(
      expect.objectContaining({ type: 'offer_response', title: 'Oferta expirada', ref_id: offer.id }),
    );
    await expect(db.asQuery('anon', 'select public.expire_offers()')).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses to accept an offer on a piece set aside for another buyer', async () => {
    const piece = await createProduct(db, seller.id);
    const first = await offerOn(piece, 800);
    const second = await offerOn(piece, 850, stranger);
    await setStatus(seller, first.id, 'accepted');
    await expect(setStatus(seller, second.id, 'accepted')).rejects.toMatchObject({
      code: 'VT556',
      message:
        'Ya aceptaste otra oferta por esta pieza y no quedan unidades libres: espera a que ese comprador pague o a que venza su plazo',
    });
    // once the first buyer's checkout window passes, the piece is free again
    await db.query(`update public.offers set expires_at = now() - interval '1 minute' where id = $1`, [first.id]);
    const [row] = await setStatus(seller, second.id, 'accepted');
    expect(row.status).toBe('accepted');
  });

  describe('checking out an accepted offer', () => {
    const checkout = (who: User, product: string) =>
      db.asQuery<{ id: string }>(who, 'select public.create_order($1::uuid[], $2) as id', [[product], ADDRESS]);
    const itemOf = async (orderId: string) =>
      (await db.query<{ price: number }>('select price from public.order_items where order_id = $1', [orderId]))[0];

    it('sells the piece to the buyer at the accepted counter, once', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Casco firmado', price: 1000 });
      const offer = await offerOn(piece, 700);
      await setStatus(seller, offer.id, 'countered', 850);
      await setStatus(buyer, offer.id, 'accepted');
      const [{ id }] = await checkout(buyer, piece);
      expect(Number((await itemOf(id)).price)).toBe(850);
      const [{ total }] = await db.query<{ total: number }>('select total from public.orders where id = $1', [id]);
      expect(Number(total)).toBe(850);
      const [used] = await db.query<{ order_id: string }>('select order_id from public.offers where id = $1', [
        offer.id,
      ]);
      expect(used.order_id).toBe(id);
    });

    it('sells at the offer amount when the seller accepted it as it was', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 720);
      await setStatus(seller, offer.id, 'accepted');
      const [{ id }] = await checkout(buyer, piece);
      expect(Number((await itemOf(id)).price)).toBe(720);
    });

    it('keeps the piece from other buyers while the accepted offer is open, not after', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 700);
      await setStatus(seller, offer.id, 'accepted');
      await expect(checkout(stranger, piece)).rejects.toMatchObject({
        code: 'VT600',
        message: 'Este tesoro ya no está disponible',
      });
      await db.query(`update public.offers set expires_at = now() - interval '1 minute' where id = $1`, [offer.id]);
      const [{ id }] = await checkout(stranger, piece);
      expect(Number((await itemOf(id)).price)).toBe(1000);
      // and the buyer whose window passed pays nothing less: the piece is gone
      await expect(checkout(buyer, piece)).rejects.toMatchObject({ code: 'VT600' });
    });

    it('shows the buyer the agreed price in the cart, and others the piece as sold', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 700);
      await setStatus(seller, offer.id, 'countered', 880);
      const read = (who: User | 'anon') =>
        db.asQuery<{ state: string; price: number | null; stock: number | null }>(
          who,
          'select state, price, stock from public.cart_availability($1::uuid[])',
          [[piece]],
        );
      expect((await read(buyer)).map((r) => [r.state, Number(r.price)])).toEqual([['available', 1000]]);
      await setStatus(buyer, offer.id, 'accepted');
      expect((await read(buyer)).map((r) => [r.state, Number(r.price), r.stock])).toEqual([['available', 880, 1]]);
      expect((await read(stranger)).map((r) => r.state)).toEqual(['sold']);
      expect((await read('anon')).map((r) => r.state)).toEqual(['sold']);
    });

    it('charges the list price when the accepted offer has expired', async () => {
      const piece = await createProduct(db, seller.id, { price: 1000 });
      const offer = await offerOn(piece, 700);
      await setStatus(seller, offer.id, 'accepted');
      await db.query(`update public.offers set expires_at = now() - interval '1 minute' where id = $1`, [offer.id]);
      const [{ id }] = await checkout(buyer, piece);
      expect(Number((await itemOf(id)).price)).toBe(1000);
    });
  });

  it('shows an offer only to its buyer and seller', async () => {
    const piece = await createProduct(db, seller.id);
    const offer = await offerOn(piece);
    expect(await db.asQuery(buyer, 'select id from public.offers where id = $1', [offer.id])).toHaveLength(1);
    expect(await db.asQuery(seller, 'select id from public.offers where id = $1', [offer.id])).toHaveLength(1);
    expect(await db.asQuery(stranger, 'select id from public.offers where id = $1', [offer.id])).toEqual([]);
    expect(await db.asQuery('anon', 'select id from public.offers where id = $1', [offer.id])).toEqual([]);
  });
});
