/**
 * Bulk catalogue for the API bench: N published products with 1-2 images each, made by one
 * `insert … select generate_series` as the owner. Spanish titles built from nouns × athletes × extras so
 * trigram search has realistic work ('mesi' meets thousands of 'Messi' titles, 'autografo' even more).
 */
import type { Database } from '../../local-supabase/src/db/types';

const NOUNS = [
  // cards
  [
    'Tarjeta',
    'Tarjeta Novato',
    'Tarjeta Autografiada',
    'Tarjeta Edición Limitada',
    'Tarjeta Vintage',
    'Tarjeta con Parche',
    'Tarjeta Refractor',
    'Tarjeta de Colección',
  ],
  // jerseys
  [
    'Jersey',
    'Jersey Autografiado',
    'Jersey Usado en Partido',
    'Jersey Retro',
    'Jersey Conmemorativo',
    'Playera Oficial',
    'Jersey de Local',
    'Jersey de Visitante',
  ],
  // memorabilia
  [
    'Fotografía Firmada',
    'Balón Autografiado',
    'Póster Enmarcado',
    'Boleto Histórico',
    'Réplica de Trofeo',
    'Guante de Box Firmado',
    'Gorra Autografiada',
    'Banderín Oficial',
  ],
  // equipment
  [
    'Bat de Juego',
    'Guante de Béisbol',
    'Casco',
    'Tacos de Juego',
    'Balón de Juego',
    'Muñequeras',
    'Espinilleras',
    'Tenis de Juego',
  ],
];

const ATHLETES = [
  'Lionel Messi',
  'Cristiano Ronaldo',
  'Hugo Sánchez',
  'Fernando Valenzuela',
  'Michael Jordan',
  'Kobe Bryant',
  'LeBron James',
  'Tom Brady',
  'Julio César Chávez',
  'Canelo Álvarez',
  'Rafael Márquez',
  'Javier Hernández',
  'Babe Ruth',
  'Derek Jeter',
  'Pelé',
  'Diego Maradona',
  'Guillermo Ochoa',
  'Sergio Pérez',
  'Shohei Ohtani',
  'Stephen Curry',
  'Patrick Mahomes',
  'Roberto Clemente',
  'Jorge Campos',
  'Cuauhtémoc Blanco',
  'Zinedine Zidane',
  'Ronaldinho',
  'Kylian Mbappé',
  'Erling Haaland',
  'Giannis Antetokounmpo',
  'Luka Dončić',
  'Nikola Jokić',
  'Ken Griffey Jr.',
  'Mike Trout',
  'Joe Montana',
  'Jerry Rice',
  'Peyton Manning',
  'Wayne Gretzky',
  'Muhammad Ali',
  'Julio Urías',
  'Adrián González',
  'Santiago Giménez',
];

const EXTRAS = [
  '',
  ' con Autógrafo',
  ' Temporada',
  ' Mundial',
  ' Final',
  ' Edición Especial',
  ' con Certificado',
  ' Firmado a Mano',
  ' Original',
  ' de Colección',
  ' Serie Oro',
];

const SUBCATEGORIES = [
  ['basketball', 'baseball', 'football', 'soccer', 'rookie', 'limited', 'signed', 'vintage'],
  ['nba', 'mlb', 'nfl', 'soccer', 'match-worn', 'signed', 'retro', 'commemorative'],
  ['photos', 'balls', 'gear', 'posters', 'super-bowl', 'nba-finals', 'world-series', 'world-cup'],
  ['basketball', 'baseball', 'football', 'soccer', 'limited', 'commemorative', 'signed', 'historical'],
];

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: string[]) => `array[${items.map(literal).join(', ')}]::text[]`;
const textArray2 = (rows: string[][]) =>
  `array[${rows.map((r) => `[${r.map(literal).join(', ')}]`).join(', ')}]::text[]`;

/**
 * The generating statement. Columns are spread with different moduli so category, noun, athlete, extra,
 * condition and rarity are not correlated; price (100 to 250,000 MXN, log-uniform) and age (up to a year)
 * come from random() after setseed, so runs are repeatable.
 */
export function generationSql(count: number, apiUrl: string): string {
  return `
with src as (
  select g,
         1 + g % 4 as c,
         1 + (g / 4) % 8 as n,
         1 + (g * 7) % ${ATHLETES.length} as a,
         1 + (g * 13) % ${EXTRAS.length} as e,
         1 + (g * 3) % 8 as s,
         random() as r_price,
         random() as r_age
  from generate_series(1, ${count}) g
), sellers as (
  select array_agg(id order by id) as ids from public.profiles
), ins as (
  insert into public.products (seller_id, title, description, price, category, subcategory, condition, rarity,
                               psa_grade, signed_by, status, views, featured, is_certified, authentication_status,
                               created_at, updated_at)
  select sellers.ids[1 + src.g % cardinality(sellers.ids)],
         left((${textArray2(NOUNS)})[src.c][src.n] || ' ' || (${textArray(ATHLETES)})[src.a] || (${textArray(EXTRAS)})[src.e]
              || ' ' || (1960 + src.g % 65)::text, 100),
         'Pieza de colección auténtica: ' || (${textArray2(NOUNS)})[src.c][src.n] || ' de ' || (${textArray(ATHLETES)})[src.a]
           || '. Incluye empaque protector y guía de envío a todo México.',
         round(exp(ln(100) + src.r_price * ln(2500))::numeric, 2),
         (array['cards', 'jerseys', 'memorabilia', 'equipment'])[src.c],
         case when src.g % 10 = 0 then null else (${textArray2(SUBCATEGORIES)})[src.c][src.s] end,
         (array['new', 'excellent', 'good', 'fair', 'poor'])[1 + (src.g / 3) % 5],
         (array['common', 'common', 'uncommon', 'uncommon', 'rare', 'ultra_rare', 'legendary'])[1 + (src.g / 5) % 7],
         case when src.c = 1 and src.g % 3 = 0 then (array['psa_6', 'psa_7', 'psa_8', 'psa_9', 'psa_10'])[1 + (src.g / 11) % 5] end,
         case when src.g % 4 = 1 then (array['player', 'team', 'coach', 'legend'])[1 + (src.g / 7) % 4] end,
         'published',
         (src.g * 37) % 500,
         src.g % 50 = 0,
         src.g % 9 = 0,
         case when src.g % 9 = 0 then 'verified' else 'none' end,
         now() - src.r_age * interval '365 days',
         now() - src.r_age * interval '365 days'
  from src, sellers
  returning id
)
insert into public.product_images (product_id, image_url, "order")
select ins.id, ${literal(apiUrl)} || '/storage/v1/object/public/products/bench/' || ins.id || '-' || k || '.webp', k
from ins cross join lateral generate_series(0, hashtext(ins.id::text) & 1) k`;
}

/**
 * Inserts the catalogue as the owner. session_replication_role=replica skips the row triggers (price
 * history, the 6-image guard, FK checks) that would otherwise dominate a bulk load; check constraints still
 * apply. Then VACUUM ANALYZE so the planner and the visibility map see the real table.
 */
export async function generateCatalogue(db: Database, count: number, apiUrl: string): Promise<void> {
  await db.admin(async (q) => {
    await q.query('set local session_replication_role = replica');
    await q.query('select setseed(0.2025)');
    await q.query(generationSql(count, apiUrl));
  });
  if (!db.exec) throw new Error('the database adapter has no exec(): cannot VACUUM');
  await db.exec('vacuum analyze public.products');
  await db.exec('vacuum analyze public.product_images');
  await db.exec('vacuum analyze public.profiles');
}
