import { createRestHandler } from '../../src/rest';
import type { ApiContext } from '../../src/http/types';
import type { JwtClaims } from '../../src/db/types';
import { openPlatformDatabase } from './engine';

export { ENGINE } from './engine';

/**
 * A small marketplace-like schema with the traps the apps hit: a column named "order", two FKs to one table, RLS.
 * It runs after local-supabase/sql/platform.sql, which provides the roles, auth.uid() and the default grants on
 * public (all to anon, authenticated and service_role, as Supabase grants them).
 */
export const FIXTURE_SQL = `
create table profiles (
  id uuid primary key,
  username text unique not null,
  full_name text,
  created_at timestamptz not null default now()
);
create table products (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references profiles(id),
  title text not null,
  price numeric(12,2) not null check (price > 0),
  category text,
  tags text[] not null default '{}',
  specs jsonb not null default '{}',
  status text not null default 'pending',
  created_at timestamptz not null default now()
);
create table product_images (
  id serial primary key,
  product_id uuid not null references products(id) on delete cascade,
  image_url text not null,
  "order" int not null default 0
);
create table favorites (
  user_id uuid not null references profiles(id),
  product_id uuid not null references products(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create table messages (
  id serial primary key,
  sender_id uuid not null references profiles(id),
  receiver_id uuid not null references profiles(id),
  body text not null
);
create table newsletter_subscribers (
  id serial primary key,
  email text unique not null
);
create table audit_log (id serial primary key, note text);

alter table profiles enable row level security;
alter table products enable row level security;
alter table product_images enable row level security;
alter table favorites enable row level security;
alter table messages enable row level security;
alter table newsletter_subscribers enable row level security;
alter table audit_log enable row level security;

-- a table the API roles may not touch at all
revoke all on audit_log from anon, authenticated, service_role;

create policy "everyone reads profiles" on profiles for select using (true);
create policy "users insert their profile" on profiles for insert to authenticated with check (id = auth.uid());
create policy "users update their profile" on profiles for update to authenticated using (id = auth.uid());
create policy "everyone reads approved products, sellers their own" on products for select using (status = 'approved' or seller_id = auth.uid());
create policy "sellers add their products" on products for insert to authenticated with check (seller_id = auth.uid());
create policy "sellers update their products" on products for update to authenticated using (seller_id = auth.uid());
create policy "sellers delete their products" on products for delete to authenticated using (seller_id = auth.uid());
create policy "everyone reads images" on product_images for select using (true);
create policy "sellers add images" on product_images for insert to authenticated
  with check (exists (select 1 from products p where p.id = product_id and p.seller_id = auth.uid()));
create policy "users manage their favorites" on favorites for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "participants read messages" on messages for select to authenticated using (auth.uid() in (sender_id, receiver_id));
create policy "users send messages" on messages for insert to authenticated with check (sender_id = auth.uid());
create policy "anyone subscribes" on newsletter_subscribers for insert with check (true);

create function collector_count() returns bigint language sql stable as $$ select count(*) from profiles $$;
create function add_numbers(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function search_products(q text, max_price numeric default null) returns setof products language sql stable as $$
  select * from products where title ilike '%' || q || '%' and (max_price is null or price <= max_price)
$$;
create function product_titles() returns setof text language sql stable as $$ select title from products order by title $$;
create function price_summary() returns table(category text, total numeric) language sql stable as $$
  select category, sum(price) from products group by category order by category
$$;
create function cheapest_product() returns products language sql stable as $$ select * from products order by price limit 1 $$;
create function approve_product(p_id uuid) returns void language sql as $$ update products set status = 'approved' where id = p_id $$;
create function fail_with(msg text) returns void language plpgsql as $$ begin raise exception '%', msg; end $$;
create function echo_json(payload jsonb) returns jsonb language sql immutable as $$ select payload $$;
create function whoami() returns text language sql stable as $$ select coalesce(auth.uid()::text, 'nadie') || ' ' || current_setting('request.method', true) || ' ' || current_setting('request.path', true) $$;
`;

/** Rows every test starts from; reset() truncates and reloads them. */
export const SEED_SQL = `
insert into profiles (id, username, full_name) values
  ('00000000-0000-0000-0000-00000000000a', 'ana', 'Ana López'),
  ('00000000-0000-0000-0000-00000000000b', 'beto', 'Beto Ruiz'),
  ('00000000-0000-0000-0000-00000000000c', 'caro', null);
insert into products (id, seller_id, title, price, category, tags, specs, status, created_at) values
  ('10000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-00000000000a', 'Balón firmado por Messi', 25000, 'futbol', '{firmado,balon}', '{"year": 2022, "team": {"name": "Argentina"}}', 'approved', '2024-01-01'),
  ('10000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-00000000000a', 'Jersey de Jordan', 90000, 'basquetbol', '{jersey}', '{"year": 1998}', 'approved', '2024-01-02'),
  ('10000000-0000-0000-0000-000000000003', '00000000-0000-0000-0000-00000000000b', 'Guante de béisbol', 3500, 'beisbol', '{}', '{}', 'approved', '2024-01-03'),
  ('10000000-0000-0000-0000-000000000004', '00000000-0000-0000-0000-00000000000b', 'Casco pendiente', 1200, null, '{casco}', '{}', 'pending', '2024-01-04');
insert into product_images (product_id, image_url, "order") values
  ('10000000-0000-0000-0000-000000000001', 'https://img/1b.jpg', 1),
  ('10000000-0000-0000-0000-000000000001', 'https://img/1a.jpg', 0),
  ('10000000-0000-0000-0000-000000000002', 'https://img/2a.jpg', 0);
insert into messages (sender_id, receiver_id, body) values
  ('00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-00000000000b', 'Hola'),
  ('00000000-0000-0000-0000-00000000000b', '00000000-0000-0000-0000-00000000000c', 'Privado');
`;

export const ANA = '00000000-0000-0000-0000-00000000000a';
export const BETO = '00000000-0000-0000-0000-00000000000b';
export const P1 = '10000000-0000-0000-0000-000000000001';
export const P2 = '10000000-0000-0000-0000-000000000002';
export const P3 = '10000000-0000-0000-0000-000000000003';
export const P4 = '10000000-0000-0000-0000-000000000004';

export const anon: JwtClaims = { role: 'anon' };
export const user = (sub: string): JwtClaims => ({ role: 'authenticated', sub, aud: 'authenticated' });
export const service: JwtClaims = { role: 'service_role' };

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** parsed body, or undefined when empty */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One database per test file: the fixture schema and rows on this run's engine (see engine.ts). */
export async function startFixture() {
  const engine = await openPlatformDatabase('vt_rest', [FIXTURE_SQL, SEED_SQL]);
  const { db } = engine;
  const rest = createRestHandler(db);
  async function call(path: string, init: RequestInit & { claims?: JwtClaims } = {}): Promise<Answer> {
    const { claims = anon, ...rest2 } = init;
    const ctx = { claims, db, config: {}, mailbox: {} } as unknown as ApiContext;
    const res = await rest.handle(new Request(`http://x/rest/v1${path}`, rest2), ctx);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: text === '' ? undefined : JSON.parse(text) };
  }
  async function reset(): Promise<void> {
    await engine.exec(
      `truncate profiles, products, product_images, favorites, messages, newsletter_subscribers, audit_log restart identity cascade; ${SEED_SQL}`,
    );
  }
  return { db, rest, call, reset, exec: engine.exec, query: engine.query, close: engine.close };
}
