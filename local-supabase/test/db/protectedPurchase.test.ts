/**
 * Compra protegida: the money of an order held per seller part in an append-only ledger, released when the buyer
 * says all is fine or when the protection window ends, refunded through claims; every transition tried by the
 * buyer, the seller, a third member, staff and a visitor, with the settable clock moved instead of waiting.
 */
import { createProduct, createUser, drivers, type Q, type TestDatabase } from './testDatabase';

jest.setTimeout(180_000);

type User = { id: string; email: string };
type Who = User | 'anon' | 'service_role';
const ADDRESS = { address: 'Av. Juárez 10', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' };

interface Movement {
  kind: string;
  amount: number;
  actor_role: string;
  seller_id: string;
}

describe.each(drivers())('protected purchase on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let otherSeller: User;
  let buyer: User;
  let stranger: User;
  let staff: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    otherSeller = await createUser(db);
    buyer = await createUser(db);
    stranger = await createUser(db);
    staff = await createUser(db, { level: 'trusted' });
  });

  afterAll(async () => {
    await db?.close();
  });

  afterEach(async () => {
    await db.query('select public.set_app_clock(null)');
  });

  const call = (who: Who, sql: string, params: unknown[] = []) => db.asQuery(who, sql, params);
  const advance = (days: number) => db.query(`select public.advance_app_clock($1::interval)`, [`${days} days`]);
  const runJobs = async () =>
    (
      await db.query<{ r: { released: number; escalated: number; closed: number } }>(
        'select public.run_scheduled_jobs() as r',
      )
    )[0].r;

  const buy = async (products: string[]) =>
    (await call(buyer, 'select public.create_order($1::uuid[], $2) as id', [products, ADDRESS]))[0].id as string;
  const ship = (order: string, who: User = seller) =>
    call(who, 'select public.ship_order($1, $2, $3)', [order, 'dhl', '1234567890']);
  const deliver = (order: string) => call(buyer, 'select public.confirm_delivery($1)', [order]);
  /** an order of one piece of `seller`, shipped and delivered */
  const deliveredOrder = async (price = 1000) => {
    const order = await buy([await createProduct(db, seller.id, { price })]);
    await ship(order);
    await deliver(order);
    return order;
  };
  const ledger = (order: string) =>
    db.query<Movement>(
      'select kind, amount, actor_role, seller_id from public.payment_ledger where order_id = $1 order by id',
      [order],
    );
  const held = async (order: string, who: User = seller) =>
    Number((await db.query<{ h: number }>('select public.part_held($1, $2) as h', [order, who.id]))[0].h);
  const uploadClaimPhoto = async (owner: User, file: string) => {
    const name = `${owner.id}/${file}`;
    await db.asQuery(owner, `insert into storage.objects (bucket_id, name) values ('claim-photos', $1)`, [name]);
    return name;
  };
  const openClaim = (order: string, reason = 'not_as_described', photos: string[] = [], who: Who = buyer) =>
    call(who, 'select public.open_claim($1, $2, $3, $4, $5::text[]) as id', [
      order,
      seller.id,
      reason,
      'La pieza no corresponde a las fotos del anuncio.',
      photos,
    ]).then((rows) => rows[0].id as string);
  const claimRow = async (id: string) =>
    (
      await db.query<{ status: string; favors: string | null; refund_amount: number | null }>(
        'select status, favors, refund_amount::float8 as refund_amount from public.claims where id = $1',
        [id],
      )
    )[0];

  describe('the ledger', () => {
    it('captures the order total per seller part when the order is placed, held until released', async () => {
      const mine = await createProduct(db, seller.id, { price: 1200 });
      const theirs = await createProduct(db, otherSeller.id, { price: 800 });
      const order = await buy([mine, theirs]);
      const moves = await ledger(order);
      expect(moves.map((m) => m.kind)).toEqual(['capture', 'capture']);
      const [{ total }] = await db.query<{ total: number }>('select total from public.orders where id = $1', [order]);
      expect(moves.reduce((sum, m) => sum + Number(m.amount), 0)).toBe(Number(total));
      expect(await held(order, seller)).toBe(1200);
      expect(await held(order, otherSeller)).toBe(800);
    });

    it('is read by the buyer, by each seller for their part and by staff; not by others', async () => {
      const order = await buy([
        await createProduct(db, seller.id, { price: 500 }),
        await createProduct(db, otherSeller.id, { price: 700 }),
      ]);
      const read = (who: Who) =>
        call(who, 'select seller_id from public.payment_ledger where order_id = $1', [order]).then((r) => r.length);
      expect(await read(buyer)).toBe(2);
      expect(await read(seller)).toBe(1);
      expect(await read(staff)).toBe(2);
      expect(await read(stranger)).toBe(0);
      await expect(read('anon')).rejects.toMatchObject({ code: '42501' });
    });

    it('is never edited or deleted, by any member or by the owner of the database', async () => {
      const order = await buy([await createProduct(db, seller.id)]);
      for (const who of [buyer, seller, staff, stranger, 'anon'] as Who[]) {
        await expect(
          call(who, 'update public.payment_ledger set amount = 1 where order_id = $1', [order]),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(call(who, 'delete from public.payment_ledger where order_id = $1', [order])).rejects.toMatchObject(
          { code: '42501' },
        );
        await expect(
          call(
            who,
            `insert into public.payment_ledger (order_id, seller_id, kind, amount, actor_role, reason)
             values ($1, $2, 'release', 1, 'buyer', 'a mano')`,
            [order, seller.id],
          ),
        ).rejects.toMatchObject({ code: '42501' });
      }
      await expect(
        db.query('update public.payment_ledger set amount = 1 where order_id = $1', [order]),
      ).rejects.toThrow('Los movimientos del libro de pagos no se editan ni se borran');
      await expect(db.query('delete from public.payment_ledger where order_id = $1', [order])).rejects.toThrow(
        'no se editan ni se borran',
      );
      await expect(db.query('truncate public.payment_ledger cascade')).rejects.toThrow('no se editan ni se borran');
      await expect(
        db.query(
          `insert into public.payment_ledger (order_id, seller_id, kind, amount, actor_role, reason)
           values ($1, $2, 'release', 5000, 'system', 'más de lo retenido')`,
          [order, seller.id],
        ),
      ).rejects.toMatchObject({ code: 'VT303' });
      expect(await held(order)).toBe(1000);
    });

    it('refunds what is held when the buyer cancels', async () => {
      const order = await buy([await createProduct(db, seller.id, { price: 640 })]);
      await call(buyer, 'select public.cancel_order($1)', [order]);
      expect((await ledger(order)).map((m) => [m.kind, Number(m.amount), m.actor_role])).toEqual([
        ['capture', 640, 'buyer'],
        ['refund', 640, 'buyer'],
      ]);
      expect(await held(order)).toBe(0);
    });
  });

  describe('"Todo bien, liberar el pago"', () => {
    it('is the buyer’s, after delivery, once', async () => {
      const order = await buy([await createProduct(db, seller.id, { price: 900 })]);
      const release = (who: Who) => call(who, 'select public.release_payment($1, $2)', [order, seller.id]);
      await expect(release(buyer)).rejects.toMatchObject({ code: 'VT538', message: expect.stringMatching(/entrega/) });
      await ship(order);
      await deliver(order);
      await expect(release(seller)).rejects.toMatchObject({
        code: 'VT435',
        message: 'Solo quien hizo el pedido puede liberar el pago',
      });
      await expect(release(stranger)).rejects.toMatchObject({ code: 'VT435' });
      await expect(release(staff)).rejects.toMatchObject({ code: 'VT435' });
      await expect(release('anon')).rejects.toMatchObject({ code: '42501' });
      await release(buyer);
      expect((await ledger(order)).map((m) => [m.kind, m.actor_role])).toEqual([
        ['capture', 'buyer'],
        ['release', 'buyer'],
      ]);
      await expect(release(buyer)).rejects.toMatchObject({
        code: 'VT537',
        message: 'Este pago ya se liberó o se reembolsó',
      });
      const told = await call(seller, `select title from public.notifications where ref_id = $1`, [order]);
      expect(told).toContainEqual({ title: 'Pago liberado' });
    });

    it('waits for the whole window on an expensive piece', async () => {
      const order = await deliveredOrder(60000);
      await expect(call(buyer, 'select public.release_payment($1, $2)', [order, seller.id])).rejects.toMatchObject({
        code: 'VT540',
        message: expect.stringMatching(/^Esta pieza se protege durante todo el periodo/),
      });
      expect(await held(order)).toBe(60000);
    });
  });

  describe('the window', () => {
    it('releases a part with no claim when the clock passes the window, and then no claim opens', async () => {
      const order = await deliveredOrder(1500);
      await advance(6);
      await runJobs();
      expect(await held(order)).toBe(1500);
      await advance(2);
      const ran = await runJobs();
      expect(ran.released).toBeGreaterThanOrEqual(1);
      expect(await held(order)).toBe(0);
      expect((await ledger(order)).at(-1)).toMatchObject({ kind: 'release', actor_role: 'system' });
      await expect(openClaim(order)).rejects.toMatchObject({ code: 'VT528' });
    });

    it('is one setting', async () => {
      await db.query(`update public.protection_settings set value = 2 where key = 'window_days'`);
      try {
        const order = await deliveredOrder(300);
        await advance(3);
        await runJobs();
        expect(await held(order)).toBe(0);
      } finally {
        await db.query(`update public.protection_settings set value = 7 where key = 'window_days'`);
      }
      expect(await call('anon', `select value from public.protection_settings where key = 'window_days'`)).toEqual([
        { value: 7 },
      ]);
      await expect(
        call(staff, `update public.protection_settings set value = 1 where key = 'window_days'`),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('is moved only by the service role', async () => {
      for (const who of [buyer, staff, 'anon'] as Who[]) {
        await expect(call(who, `select public.advance_app_clock('10 days')`)).rejects.toMatchObject({ code: '42501' });
        await expect(call(who, 'select public.run_scheduled_jobs()')).rejects.toMatchObject({ code: '42501' });
      }
      await call('service_role', `select public.advance_app_clock('1 day')`);
      const [{ ahead }] = await db.query<{ ahead: boolean }>(
        `select public.app_now() > now() + interval '23 hours' as ahead`,
      );
      expect(ahead).toBe(true);
    });
  });

  describe('claims', () => {
    it('only the buyer opens one, with their own photos, while the money is held', async () => {
      const pending = await buy([await createProduct(db, seller.id)]);
      await expect(openClaim(pending)).rejects.toMatchObject({ code: 'VT529' });
      await ship(pending);
      await expect(openClaim(pending)).rejects.toMatchObject({
        code: 'VT532',
        message: expect.stringMatching(/^Confirma la entrega/),
      });
      await expect(openClaim(pending, 'not_arrived')).rejects.toMatchObject({
        code: 'VT531',
        message: expect.stringMatching(/^Podrás reclamar que no llegó a partir del/),
      });
      await advance(11);
      await openClaim(pending, 'not_arrived');
      await db.query('select public.set_app_clock(null)');

      const order = await deliveredOrder();
      for (const who of [seller, stranger, staff, 'anon'] as Who[]) {
        await expect(openClaim(order, 'damaged', [], who)).rejects.toMatchObject({
          code: who === 'anon' ? '42501' : 'VT432',
        });
      }
      const strangers = await uploadClaimPhoto(stranger, 'otra.jpg');
      await expect(openClaim(order, 'damaged', [strangers])).rejects.toMatchObject({
        code: 'VT403',
        message: 'Solo puedes adjuntar fotos que tú subiste',
      });
      await expect(openClaim(order, 'not_arrived')).rejects.toMatchObject({ code: 'VT530' });
      await expect(openClaim(order, 'otro')).rejects.toMatchObject({ code: 'VT224' });
      const photo = await uploadClaimPhoto(buyer, 'rayon.jpg');
      const claim = await openClaim(order, 'damaged', [photo]);
      await expect(openClaim(order, 'damaged')).rejects.toMatchObject({
        code: 'VT701',
        message: 'Ya tienes un reclamo abierto por estas piezas',
      });

      // the photo: the two parties and staff read it, no one else
      const sees = (who: Who) =>
        call(who, `select name from storage.objects where bucket_id = 'claim-photos' and name = $1`, [photo]).then(
          (r) => r.length,
        );
      expect(await sees(buyer)).toBe(1);
      expect(await sees(seller)).toBe(1);
      expect(await sees(staff)).toBe(1);
      expect(await sees(stranger)).toBe(0);
      expect(await sees('anon')).toBe(0);

      // the claim and its timeline: the same three
      for (const [who, n] of [
        [buyer, 1],
        [seller, 1],
        [staff, 1],
        [stranger, 0],
      ] as [User, number][]) {
        expect(await call(who, 'select id from public.claims where id = $1', [claim])).toHaveLength(n);
        expect(await call(who, 'select id from public.claim_events where claim_id = $1', [claim])).toHaveLength(n);
      }
      // nobody writes a claim directly
      await expect(
        call(buyer, `update public.claims set status = 'refunded' where id = $1`, [claim]),
      ).rejects.toMatchObject({ code: '42501' });
      // while it is open the money stays held: no early release, and not at the window's end either
      await expect(call(buyer, 'select public.release_payment($1, $2)', [order, seller.id])).rejects.toMatchObject({
        code: 'VT539',
        message: 'Tienes un reclamo abierto: el pago queda retenido hasta que se resuelva',
      });
      expect(await call(seller, 'select title from public.notifications where ref_id = $1', [order])).toContainEqual({
        title: 'Nuevo reclamo',
      });
    });

    it('the seller disputes, staff refund in part: both told, the ledger balances, the seller’s record counts', async () => {
      const order = await deliveredOrder(2000);
      const claim = await openClaim(order);
      const answer = (who: Who, response: string, message: string | null = 'La pieza es exactamente la del anuncio.') =>
        call(who, 'select public.answer_claim($1, $2, $3)', [claim, response, message]);
      for (const who of [buyer, stranger, staff, 'anon'] as Who[]) {
        await expect(answer(who, 'dispute')).rejects.toMatchObject({ code: who === 'anon' ? '42501' : 'VT400' });
      }
      await expect(answer(seller, 'dispute', 'no')).rejects.toMatchObject({ code: 'VT202' });
      await answer(seller, 'dispute');
      expect((await claimRow(claim)).status).toBe('escalated');
      await expect(answer(seller, 'refund')).rejects.toMatchObject({ code: 'VT500' });

      const decide = (who: Who, decision: string, amount: number | null, reason = 'Las fotos muestran otra edición.') =>
        call(who, 'select public.decide_claim($1, $2, $3, $4)', [claim, decision, reason, amount]);
      for (const who of [buyer, seller, stranger, 'anon'] as Who[]) {
        await expect(decide(who, 'seller', null)).rejects.toMatchObject({
          code: who === 'anon' ? '42501' : 'VT410',
        });
      }
      await expect(decide(staff, 'refund_partial', 2000)).rejects.toMatchObject({ code: 'VT213' });
      await expect(decide(staff, 'refund_partial', 500, 'corto')).rejects.toMatchObject({ code: 'VT212' });
      await decide(staff, 'refund_partial', 500);
      expect(await claimRow(claim)).toEqual({ status: 'partially_refunded', favors: 'buyer', refund_amount: 500 });
      expect((await ledger(order)).map((m) => [m.kind, Number(m.amount), m.actor_role])).toEqual([
        ['capture', 2000, 'buyer'],
        ['refund', 500, 'staff'],
        ['release', 1500, 'staff'],
      ]);
      await expect(decide(staff, 'refund_full', null)).rejects.toMatchObject({ code: 'VT510' });
      for (const who of [buyer, seller]) {
        const titles = await call(who, 'select title from public.notifications where ref_id = $1', [order]);
        expect(titles.map((t) => t.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Decisión sobre/)]));
      }
      const mails = await db.query<{ email: string; subject: string }>(
        'select email, subject from public.claim_protection_emails(500)',
      );
      expect(mails).toContainEqual({ email: buyer.email, subject: 'Decisión sobre tu reclamo' });
      expect(mails).toContainEqual({ email: seller.email, subject: 'Decisión sobre el reclamo' });
      expect(await db.query('select * from public.claim_protection_emails(500)')).toEqual([]);
      await expect(call(staff, 'select * from public.claim_protection_emails(5)')).rejects.toMatchObject({
        code: '42501',
      });
      const [{ n }] = await call('anon', 'select public.seller_claims_for_buyer($1) as n', [seller.id]);
      expect(n).toBeGreaterThanOrEqual(1);
    });

    it('the seller refunds, or asks for the piece back and refunds when it arrives', async () => {
      const first = await deliveredOrder(700);
      const refundClaim = await openClaim(first);
      await call(seller, `select public.answer_claim($1, 'refund')`, [refundClaim]);
      expect(await claimRow(refundClaim)).toEqual({ status: 'refunded', favors: 'buyer', refund_amount: 700 });
      expect(await held(first)).toBe(0);

      const second = await deliveredOrder(800);
      const claim = await openClaim(second, 'damaged');
      await call(seller, `select public.answer_claim($1, 'return', 'Envíamela y te reembolso.')`, [claim]);
      const shipBack = (who: Who) =>
        call(who, 'select public.ship_return($1, $2, $3)', [claim, 'estafeta', 'RET-1234']);
      for (const who of [seller, stranger, staff, 'anon'] as Who[]) {
        await expect(shipBack(who)).rejects.toMatchObject({ code: who === 'anon' ? '42501' : 'VT438' });
      }
      await expect(call(seller, 'select public.confirm_return($1)', [claim])).rejects.toMatchObject({ code: 'VT509' });
      await shipBack(buyer);
      for (const who of [buyer, stranger, staff, 'anon'] as Who[]) {
        await expect(call(who, 'select public.confirm_return($1)', [claim])).rejects.toMatchObject({
          code: who === 'anon' ? '42501' : 'VT408',
        });
      }
      await call(seller, 'select public.confirm_return($1)', [claim]);
      expect(await claimRow(claim)).toEqual({ status: 'refunded', favors: 'buyer', refund_amount: 800 });
      expect(await held(second)).toBe(0);
    });

    it('escalates a claim the seller leaves unanswered, and closes one whose return never ships', async () => {
      const silent = await openClaim(await deliveredOrder());
      const stale = await openClaim(await deliveredOrder());
      await call(seller, `select public.answer_claim($1, 'return')`, [stale]);
      await advance(2);
      await runJobs();
      expect((await claimRow(silent)).status).toBe('open');
      await advance(2);
      expect((await runJobs()).escalated).toBeGreaterThanOrEqual(1);
      expect((await claimRow(silent)).status).toBe('escalated');
      await advance(7);
      await runJobs();
      expect((await claimRow(stale)).status).toBe('closed');
      // the window has passed meanwhile: the stale claim's money goes to the seller, the escalated one stays held
      await runJobs();
      const [{ order_id: staleOrder }] = await db.query<{ order_id: string }>(
        'select order_id from public.claims where id = $1',
        [stale],
      );
      const [{ order_id: silentOrder }] = await db.query<{ order_id: string }>(
        'select order_id from public.claims where id = $1',
        [silent],
      );
      expect(await held(staleOrder)).toBe(0);
      expect(await held(silentOrder)).toBe(1000);
    });

    it('the buyer withdraws; a decided claim is final', async () => {
      const order = await deliveredOrder();
      const claim = await openClaim(order);
      for (const who of [seller, stranger, staff, 'anon'] as Who[]) {
        await expect(call(who, 'select public.withdraw_claim($1)', [claim])).rejects.toMatchObject({
          code: who === 'anon' ? '42501' : 'VT442',
        });
      }
      await call(buyer, 'select public.withdraw_claim($1)', [claim]);
      expect((await claimRow(claim)).status).toBe('withdrawn');
      await expect(call(buyer, 'select public.withdraw_claim($1)', [claim])).rejects.toMatchObject({ code: 'VT551' });
      await call(buyer, 'select public.release_payment($1, $2)', [order, seller.id]);
      expect(await held(order)).toBe(0);
    });

    it('sends a verified certificate back to review', async () => {
      const piece = await createProduct(db, seller.id);
      await db.query(
        `update public.products set authentication_status = 'verified', certifier = 'PSA', certificate_number = '123'
         where id = $1`,
        [piece],
      );
      const order = await buy([piece]);
      await ship(order);
      await deliver(order);
      await openClaim(order, 'not_authentic');
      expect(
        await db.query('select authentication_status, is_certified from public.products where id = $1', [piece]),
      ).toEqual([{ authentication_status: 'pending', is_certified: false }]);
    });
  });

  describe('reads', () => {
    it('payment_parts: the seller’s and the buyer’s parts with their money and dates, nobody else’s', async () => {
      const order = await deliveredOrder(1100);
      const parts = (who: Who, asSeller: boolean) =>
        call(who, 'select seller_id, held, captured, protection_ends_at from public.payment_parts($1, $2)', [
          asSeller,
          order,
        ]);
      const [mine] = await parts(seller, true);
      expect(mine).toMatchObject({ seller_id: seller.id });
      expect(Number(mine.held)).toBe(1100);
      expect(mine.protection_ends_at).not.toBeNull();
      expect(await parts(buyer, false)).toHaveLength(1);
      expect(await parts(buyer, true)).toHaveLength(0);
      expect(await parts(stranger, true)).toHaveLength(0);
      expect(await parts(stranger, false)).toHaveLength(0);
      await expect(parts('anon', false)).rejects.toMatchObject({ code: '42501' });
    });

    it('claim_case: the claim, its timeline, the part and its money for the parties and staff only', async () => {
      const order = await deliveredOrder(1300);
      const claim = await openClaim(order);
      type ClaimCase = { claim: { id: string }; events: { kind: string }[]; items: unknown[]; money: { held: string } };
      const read = (who: Who) =>
        call(who, 'select public.claim_case($1) as c', [claim]).then((r) => (r[0] as { c: ClaimCase }).c);
      for (const who of [buyer, seller, staff]) {
        const found = await read(who);
        expect(found.claim.id).toBe(claim);
        expect(found.events.map((e: { kind: string }) => e.kind)).toEqual(['opened']);
        expect(found.items).toHaveLength(1);
        expect(Number(found.money.held)).toBe(1300);
      }
      await expect(read(stranger)).rejects.toMatchObject({ code: 'VT405' });
      await expect(read('anon')).rejects.toMatchObject({ code: '42501' });
    });
  });

  it('every order’s movements balance: captured = the order total, never more out than in', async () => {
    const check = (q: Q) =>
      q.query<{ order_id: string; total: number; captured: number; out: number; status: string }>(
        `select o.id as order_id, o.total, o.status,
                coalesce(sum(l.amount) filter (where l.kind = 'capture'), 0) as captured,
                coalesce(sum(l.amount) filter (where l.kind <> 'capture'), 0) as out
         from public.orders o join public.payment_ledger l on l.order_id = o.id
         group by o.id`,
      );
    const rows = await check(db);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(Number(row.captured)).toBe(Number(row.total));
      expect(Number(row.out)).toBeLessThanOrEqual(Number(row.captured));
      if (row.status === 'cancelled') expect(Number(row.out)).toBe(Number(row.captured));
    }
    const [{ negative }] = await db.query<{ negative: number }>(
      `select count(*)::int as negative from (
         select order_id, seller_id from public.payment_ledger group by order_id, seller_id
         having sum(case when kind = 'capture' then amount else -amount end) < 0) parts`,
    );
    expect(negative).toBe(0);
  });
});
