/**
 * The embedded backend runs the database's scheduled jobs (what pg_cron runs on a hosted project): a delivered
 * order's held payment is released once the clock passes the protection window, and the e-mails the transitions
 * queued land in the dev mailbox.
 */
import { randomUUID } from 'node:crypto';
import type { JwtClaims } from '../../src/db/types';
import { schedulerIntervalMs } from '../../src/scheduler/index';
import { latestMailTo } from '../helpers/mailbox';
import { startTestBackend, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

describe('scheduled jobs in the embedded backend', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend({ seed: false });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  const admin = (sql: string, params: unknown[] = []) =>
    backend.server.db.admin(async (q) => (await q.query(sql, params)).rows);
  const as = (claims: JwtClaims, sql: string, params: unknown[] = []) =>
    backend.server.db.asRole(claims, async (q) => (await q.query(sql, params)).rows);
  const member = async (extra = '') => {
    const id = randomUUID();
    const email = `m-${id.slice(0, 8)}@example.test`;
    await admin(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at) values ($1, $2, 'x', now())`,
      [id, email],
    );
    await admin(`update public.profiles set phone_number = '+525512345678' ${extra} where id = $1`, [id]);
    return { claims: { role: 'authenticated', sub: id, email } as JwtClaims, id, email };
  };

  it('releases a payment after the window and mails the seller', async () => {
    const seller = await member();
    const buyer = await member();
    const [{ id: product }] = await admin(
      `insert into public.products (seller_id, title, description, price, category, condition, status)
       values ($1, 'Tarjeta programada', 'Pieza de colección en excelente estado.', 1200, 'cards', 'excellent',
               'published') returning id`,
      [seller.id],
    );
    const [{ id: order }] = await as(buyer.claims, `select public.create_order($1::uuid[], $2) as id`, [
      [product],
      { address: 'Av. Juárez 10', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' },
    ]);
    await as(seller.claims, `select public.ship_order($1, 'dhl', '1234567890')`, [order]);
    await as(buyer.claims, `select public.confirm_delivery($1)`, [order]);

    const ledger = async () =>
      (await admin(`select kind from public.payment_ledger where order_id = $1 order by id`, [order])).map(
        (k) => k.kind,
      );
    await backend.server.scheduler.runOnce();
    expect(await ledger()).toEqual(['capture']);

    await admin(`select public.advance_app_clock('8 days')`);
    await backend.server.scheduler.runOnce();
    expect(await ledger()).toEqual(['capture', 'release']);

    expect(await latestMailTo(backend.url, seller.email)).toMatchObject({ subject: 'Pago liberado' });
  });

  it('reads its interval from SCHEDULER_INTERVAL_MS', () => {
    expect(schedulerIntervalMs({})).toBe(15_000);
    expect(schedulerIntervalMs({ SCHEDULER_INTERVAL_MS: '0' })).toBe(0);
    expect(schedulerIntervalMs({ SCHEDULER_INTERVAL_MS: '5000' })).toBe(5000);
  });
});
