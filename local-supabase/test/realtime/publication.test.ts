import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { drivers, SUPABASE_DIR, type TestDatabase } from '../db/testDatabase';
import { startHarness, type Harness } from '../storage/harness';
import { waitFor } from '../helpers/waitFor';

jest.setTimeout(120_000);

const MIGRATION = readFileSync(
  path.join(SUPABASE_DIR, 'migrations', '20250601001300_realtime_publication.sql'),
  'utf8',
);
// later migrations add verification_requests (002900), moderation_log (003000) and auctions (005500)
const TABLES = [
  'auctions',
  'favorites',
  'messages',
  'moderation_log',
  'notifications',
  'offers',
  'price_alerts',
  'products',
  'verification_requests',
];

describe.each(drivers())('migration 20250601001300_realtime_publication on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const published = async () =>
    (
      await db.query<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
      )
    ).map((r) => r.tablename);

  it('has added the tables the apps subscribe to, and can run again', async () => {
    expect(await published()).toEqual(TABLES);
    await db.query(MIGRATION);
    expect(await published()).toEqual(TABLES);
  });

  it('adds what is missing next to tables already in the publication', async () => {
    await db.query('alter publication supabase_realtime drop table public.notifications, public.offers');
    await db.query(MIGRATION);
    expect(await published()).toEqual(TABLES);
  });

  it('does nothing where the publication does not exist or publishes every table', async () => {
    await db.query('drop publication supabase_realtime');
    await db.query(MIGRATION);
    expect(await db.query(`select 1 from pg_publication where pubname = 'supabase_realtime'`)).toEqual([]);
    await db.query('create publication supabase_realtime for all tables');
    await db.query(MIGRATION);
    expect((await db.query<{ n: number }>(`select count(*)::int as n from pg_publication_rel`))[0].n).toBe(0);
  });
});

describe('delivery follows the publication (harness)', () => {
  let h: Harness;
  const ws: WebSocket[] = [];
  beforeAll(async () => {
    h = await startHarness();
    // the harness fixture has messages and its change trigger; a second captured table, and a publication without it
    await h.db.admin(async (q) => {
      await q.query('create table public.drafts (id int primary key, body text)');
      await q.query(`create trigger drafts_publish_change after insert or update or delete on public.drafts
        for each row execute function public.publish_change()`);
      await q.query('create publication supabase_realtime for table public.messages');
    });
  });
  afterAll(async () => {
    for (const s of ws) s.terminate();
    await h.close();
  });

  it('delivers changes of published tables only, and refuses to subscribe to others', async () => {
    const socket = new WebSocket(
      `${h.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${h.serviceRoleKey}&vsn=2.0.0`,
    );
    ws.push(socket);
    const frames: unknown[][] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    const next = (match: (f: unknown[]) => boolean) => waitFor(() => frames.find(match), 5000);

    socket.send(
      JSON.stringify([
        '1',
        '1',
        'realtime:drafts',
        'phx_join',
        { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'drafts' }] } },
      ]),
    );
    expect((await next((f) => f[1] === '1'))[4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('Unable to subscribe to changes') },
    });

    // every table of the schema: the join is accepted, the unpublished table's changes are not sent
    socket.send(
      JSON.stringify([
        '2',
        '2',
        'realtime:all',
        'phx_join',
        { config: { postgres_changes: [{ event: 'INSERT', schema: 'public' }] } },
      ]),
    );
    expect((await next((f) => f[1] === '2'))[4]).toMatchObject({ status: 'ok' });
    await h.db.admin((q) => q.query(`insert into public.drafts values (1, 'borrador')`));
    const sender = randomUUID();
    await h.db.admin((q) =>
      q.query(`insert into public.messages (sender_id, receiver_id, content) values ($1, $2, 'publicado')`, [
        sender,
        randomUUID(),
      ]),
    );
    const change = await next((f) => f[3] === 'postgres_changes');
    expect(change[4]).toMatchObject({ data: { table: 'messages', type: 'INSERT' } });
    expect(frames.filter((f) => f[3] === 'postgres_changes')).toHaveLength(1);
  });
});
