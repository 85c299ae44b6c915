/**
 * Saved-search bench (run through bench/saved-searches/index.mjs): how long publishing one piece takes with N
 * active saved searches (default 20,000: 1,000 members with 20 each, the most a member may keep), under the
 * trigger as 20250601004000 wrote it (the word test on every active search) and as 20250601004400 rewrote it
 * (candidates by category and price range through an index first). Both bodies are read from their migration
 * files and swapped in on the same data. Each round publishes the same piece templates (fresh pending copies), so
 * the two bodies must notify the same members for each template: the bench checks that before printing.
 * Prints a markdown table; `--json` prints the figures as JSON too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { applySchema, pgliteExtensions } from '../../local-supabase/src/db/bootstrap';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../local-supabase/src/db/throwaway';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS = path.join(repoRoot, 'supabase/migrations');

interface Options {
  searches: number;
  /** pieces published per body and round */
  pieces: number;
  rounds: number;
  engine: 'pglite' | 'postgres';
  postgresUrl: string;
  json: boolean;
}

function parseOptions(argv: string[]): Options {
  const get = (name: string) =>
    argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const engine = get('engine') ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`--engine must be pglite or postgres`);
  const quick = argv.includes('--quick');
  return {
    searches: Number(get('searches') ?? (quick ? 2000 : 20000)),
    pieces: Number(get('pieces') ?? (quick ? 5 : 12)),
    rounds: Number(get('rounds') ?? 2),
    engine,
    postgresUrl:
      get('postgres-url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
    json: argv.includes('--json'),
  };
}

function log(message: string) {
  process.stderr.write(`[bench saved-searches] ${message}\n`);
}

interface Db {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<Db> {
  const db = new PGlite({ extensions: pgliteExtensions() });
  await applySchema(db, {
    supabaseDir: path.join(repoRoot, 'supabase'),
    sqlDir: path.join(repoRoot, 'local-supabase/sql'),
    apiUrl: 'http://127.0.0.1:54321',
    seed: false,
    exec: async (sql) => void (await db.exec(sql)),
  });
  return {
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}

async function openPostgres(adminUrl: string): Promise<Db & { throwaway: ThrowawayDatabase }> {
  const throwaway = await createThrowawayDatabase(adminUrl, 'bench_saved_searches');
  const client = new pg.Client({ connectionString: throwaway.url });
  await client.connect();
  await applySchema(client as never, {
    supabaseDir: path.join(repoRoot, 'supabase'),
    sqlDir: path.join(repoRoot, 'local-supabase/sql'),
    apiUrl: 'http://127.0.0.1:54321',
    seed: false,
  });
  return {
    throwaway,
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    exec: async (sql) => void (await client.query(sql)),
    close: async () => {
      await client.end();
      await throwaway.drop();
    },
  };
}

/** `create or replace function public.notify_saved_searches()` … `$$;` as a migration file defines it. */
function triggerBody(file: string): string {
  const sql = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  const start = sql.indexOf('create or replace function public.notify_saved_searches()');
  if (start < 0) throw new Error(`${file} does not define notify_saved_searches`);
  const end = sql.indexOf('$$;', sql.indexOf('$$', sql.indexOf('as $$', start) + 5));
  return sql.slice(start, end + 3);
}

const BODIES = [
  { label: 'antes (004000: prueba de palabras en todas)', file: '20250601004000_saved_searches.sql' },
  { label: 'después (004400: candidatas por índice)', file: '20250601004400_saved_search_candidates.sql' },
];

const WORDS = [
  'messi',
  'jordan',
  'kobe',
  'pele',
  'maradona',
  'chicharito',
  'cristiano',
  'lebron',
  'brady',
  'ohtani',
  'valenzuela',
  'hugo sanchez',
  'cuauhtemoc',
  'ronaldinho',
  'zidane',
  'curry',
  'griffey',
  'jeter',
  'mbappe',
  'salah',
  'tarjeta novato',
  'jersey firmado',
  'balon mundial',
  'guante',
  'casco',
  'autografo',
  'psa 10',
  'bate',
  'gorra',
  'tenis',
];
const CATEGORIES = ['cards', 'jerseys', 'memorabilia', 'equipment'];

/** N searches over N/20 members, with a realistic spread: most name a category, half a price bound, all a text. */
async function seed(db: Db, searches: number) {
  const members = Math.ceil(searches / 20);
  await db.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select extensions.gen_random_uuid(), 'banco-miembro-' || i || '@example.test', 'x', now(), '{}'::jsonb
     from generate_series(1, $1::int) as i`,
    [members],
  );
  await db.query(
    `with members as (
       select u.id, row_number() over (order by u.email) as n from auth.users u where u.email like 'banco-miembro-%'
     )
     insert into public.saved_searches (user_id, name, search, filters, paused, created_at)
     select m.id, 'Búsqueda ' || k,
            (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + ((m.n * 7 + k * 13) % ${WORDS.length})],
            jsonb_strip_nulls(jsonb_build_object(
              'category', case when (m.n + k) % 5 = 0 then null
                               else (array['cards','jerseys','memorabilia','equipment'])[1 + ((m.n + k) % 4)] end,
              'minPrice', case when k % 4 = 1 then (500 * (1 + (m.n + k) % 20))::text end,
              'maxPrice', case when k % 4 = 2 then (1000 * (1 + (m.n * 3 + k) % 50))::text end)),
            (m.n + k) % 10 = 0,
            now() - make_interval(secs => k)
     from members m cross join generate_series(1, 20) as k
     where (m.n - 1) * 20 + k <= $1::int`,
    [searches],
  );
  await db.query('analyze public.saved_searches');
  const [seller] = await db.query<{ id: string }>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values (extensions.gen_random_uuid(), 'banco-vendedor@example.test', 'x', now(), '{}'::jsonb) returning id`,
  );
  return seller.id;
}

interface Template {
  title: string;
  category: string;
  price: number;
}

function templates(count: number): Template[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${WORDS[(i * 3) % WORDS.length]} ${['firmado', 'edición especial', 'de colección'][i % 3]} ${i}`,
    category: CATEGORIES[i % CATEGORIES.length],
    price: 800 + ((i * 1733) % 40000),
  }));
}

async function publishRound(db: Db, sellerId: string, pieces: Template[]) {
  const times: number[] = [];
  const notified: string[][] = [];
  for (const piece of pieces) {
    const [row] = await db.query<{ id: string }>(
      `insert into public.products (seller_id, title, description, price, category, condition, status)
       values ($1, $2, 'Pieza de colección en excelente estado.', $3, $4, 'excellent', 'pending') returning id`,
      [sellerId, piece.title, piece.price, piece.category],
    );
    const started = performance.now();
    await db.query(`update public.products set status = 'published' where id = $1`, [row.id]);
    times.push(performance.now() - started);
    const users = await db.query<{ user_id: string }>(
      `select user_id from public.notifications where ref_id = $1 and type = 'saved_search' order by user_id`,
      [row.id],
    );
    notified.push(users.map((u) => u.user_id));
  }
  return { times, notified };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const options = parseOptions(process.argv.slice(2));
  log(
    `engine ${options.engine}, ${options.searches} saved searches, ${options.pieces} pieces × ${options.rounds} rounds`,
  );
  const loadStart = (await import('node:os')).loadavg();
  const db = options.engine === 'pglite' ? await openPglite() : await openPostgres(options.postgresUrl);
  try {
    const sellerId = await seed(db, options.searches);
    const [{ active }] = await db.query<{ active: number }>(
      'select count(*)::int as active from public.saved_searches where not paused',
    );
    log(`seeded: ${options.searches} searches, ${active} active`);
    const pieces = templates(options.pieces);
    const results = BODIES.map((body) => ({ ...body, times: [] as number[], notified: [] as string[][] }));
    // warm-up: one publication under each body (plans, caches), not counted
    for (const body of results) {
      await db.exec(triggerBody(body.file));
      await publishRound(db, sellerId, pieces.slice(0, 1));
    }
    for (let round = 0; round < options.rounds; round += 1) {
      for (const body of round % 2 ? [...results].reverse() : results) {
        await db.exec(triggerBody(body.file));
        const { times, notified } = await publishRound(db, sellerId, pieces);
        body.times.push(...times);
        if (round === 0) body.notified = notified;
      }
    }
    // the rewrite must notify exactly whom the original notified, piece by piece
    const [before, after] = results;
    const same = before.notified.every((users, i) => JSON.stringify(users) === JSON.stringify(after.notified[i]));
    if (!same) throw new Error('the two trigger bodies notified different members');
    const notifications = before.notified.reduce((sum, users) => sum + users.length, 0);
    // how many searches the rewrite hands to the word test, per piece (the original: every active one)
    let candidates = 0;
    for (const piece of pieces) {
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from public.saved_searches s
         where not s.paused and s.match_category in ('', $1)
           and s.match_min_cents <= $2::bigint and s.match_max_cents >= $2::bigint`,
        [piece.category, Math.round(piece.price * 100)],
      );
      candidates += n;
    }
    const loadEnd = (await import('node:os')).loadavg();

    console.log(
      `\nPublicar una pieza con ${options.searches.toLocaleString('en-US')} búsquedas guardadas (${active.toLocaleString('en-US')} activas), ${options.engine}, ${options.pieces} piezas × ${options.rounds} rondas por versión`,
    );
    console.log(`Carga (1 min): ${loadStart[0].toFixed(2)} al empezar, ${loadEnd[0].toFixed(2)} al terminar\n`);
    console.log('| trigger | mediana | media | máx |');
    console.log('|---|---:|---:|---:|');
    for (const body of results) {
      const mean = body.times.reduce((a, b) => a + b, 0) / body.times.length;
      console.log(`| ${body.label} | ${ms(median(body.times))} | ${ms(mean)} | ${ms(Math.max(...body.times))} |`);
    }
    console.log(
      `\nMismos avisos con las dos versiones: ${notifications} en ${options.pieces} piezas (${(notifications / options.pieces).toFixed(1)} por pieza).`,
    );
    console.log(
      `Búsquedas que pasan a la prueba de palabras por pieza: ${active.toLocaleString('en-US')} antes, ${Math.round(candidates / options.pieces).toLocaleString('en-US')} después (media).`,
    );
    console.log(`Mejora de la mediana: ${(median(before.times) / median(after.times)).toFixed(1)}×`);
    if (options.json) {
      console.log(
        JSON.stringify({
          engine: options.engine,
          searches: options.searches,
          active,
          results: results.map(({ label, times }) => ({ label, medianMs: median(times), times })),
        }),
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
