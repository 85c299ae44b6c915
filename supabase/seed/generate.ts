/**
 * Writes supabase/seed.sql, supabase/seed/images/*.svg and supabase/seed/documents/*.pdf from catalog.ts.
 * Run from anywhere: `npx tsx supabase/seed/generate.ts`. The link-preview JPEGs in images/previews/ are made from
 * the art by previews.ts (Chromium); seed.sql lists the ones present, so new art takes generate.ts, previews.ts, and
 * generate.ts again. The output is deterministic (ids, bcrypt
 * salts and art derive from the data), so re-running it changes nothing unless the data changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { renderArt } from './art';
import { renderDocumentPdf } from './document';
import { AUCTIONS, PAST_SALES, PIECES, USERS, type DemoUser, type Piece } from './catalog';

const SEED_DIR = __dirname;
const IMAGES_DIR = path.join(SEED_DIR, 'images');
const PREVIEWS_DIR = path.join(IMAGES_DIR, 'previews');
const DOCUMENTS_DIR = path.join(SEED_DIR, 'documents');
const SEED_SQL = path.join(SEED_DIR, '..', 'seed.sql');
const URL_PLACEHOLDER = '__SUPABASE_URL__';

function digest(key: string): Buffer {
  return createHash('sha256').update(`vitrina-seed:${key}`).digest();
}

/** A stable UUID (version 5 layout) for a seed entity. */
export function seedUuid(key: string): string {
  const b = Buffer.from(digest(key).subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A small stable number for a key, for views, dates and price history. */
function pick(key: string, modulo: number): number {
  return digest(key).readUInt32BE(0) % modulo;
}

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** bcrypt cost 10 as GoTrue stores it, with a salt derived from the e-mail so the output is stable. */
function passwordHash(user: DemoUser): string {
  const bytes = digest(`salt:${user.email}`);
  let salt = '';
  for (let i = 0; i < 22; i++) salt += BCRYPT_ALPHABET[bytes[i] % 64];
  return bcrypt.hashSync(user.password, `$2a$10$${salt}`);
}

function lit(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function daysAgo(days: number, hours = 0): string {
  return `now() - interval '${days} days ${hours} hours'`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

const CONDITION_LABEL = { new: 'como nuevo', excellent: 'excelente', good: 'bueno', fair: 'regular', poor: 'deteriorado' };
const RARITY_LABEL = { common: 'común', uncommon: 'poco común', rare: 'rara', ultra_rare: 'ultra rara', legendary: 'legendaria' };
const SIGNED_LABEL = { player: 'el jugador', team: 'el equipo', coach: 'el entrenador', legend: 'una leyenda' };
const CATEGORY_LINE = {
  cards: 'Se envía en protector rígido dentro de un sobre acolchado.',
  jerseys: 'Se entrega doblado en bolsa libre de ácido con etiqueta original.',
  memorabilia: 'Pieza de exhibición, ideal para vitrina o marco de museo.',
  equipment: 'Equipo original de colección, revisado por nuestro equipo.',
};

function describe(piece: Piece, certificate: string | null): string {
  const parts = [
    `${piece.title}. Pieza de rareza ${RARITY_LABEL[piece.rarity]} en estado ${CONDITION_LABEL[piece.condition]}.`,
  ];
  if (piece.psa) parts.push(`Calificación PSA ${piece.psa.slice(4)}.`);
  if (piece.signedBy) parts.push(`Firmada por ${SIGNED_LABEL[piece.signedBy]}.`);
  if (piece.certifier) parts.push(`Autenticada por ${piece.certifier}, certificado ${certificate}.`);
  parts.push(CATEGORY_LINE[piece.category]);
  return parts.join(' ');
}

interface Built {
  piece: Piece;
  id: string;
  sellerId: string;
  images: string[];
  certificate: string | null;
  createdDays: number;
}

function auctionOf(title: string) {
  const auction = AUCTIONS.find((a) => a.piece === title);
  if (!auction) throw new Error(`seed: ${title} has status 'auction' but no entry in AUCTIONS`);
  return auction;
}

function build(): Built[] {
  return PIECES.map((piece, index) => {
    const key = slug(piece.title);
    const certificate = piece.certifier ? String(10_000_000 + pick(`cert:${key}`, 89_999_999)) : null;
    const imageCount = 1 + (index % 4);
    const images = Array.from({ length: imageCount }, (_, view) => `${key}-${view + 1}.svg`);
    return {
      piece,
      id: seedUuid(`product:${key}`),
      sellerId: seedUuid(`user:${piece.seller}`),
      images,
      certificate,
      createdDays:
        piece.status === 'pending'
          ? 1 + (index % 3)
          : piece.status === 'auction'
            ? Math.ceil(auctionOf(piece.title).startedHoursAgo / 24) + 1 + (index % 3)
            : 3 + pick(`created:${key}`, 120),
    };
  });
}

function writeImages(built: Built[]): Map<string, number> {
  // the art is written anew; the previews made from it (previews.ts) stay
  mkdirSync(IMAGES_DIR, { recursive: true });
  for (const name of readdirSync(IMAGES_DIR)) if (name.endsWith('.svg')) rmSync(path.join(IMAGES_DIR, name));
  const sizes = new Map<string, number>();
  for (const b of built) {
    b.images.forEach((file, view) => {
      const svg = renderArt(b.piece, view, b.piece.certifier ? `${b.piece.certifier} #${b.certificate}` : null);
      writeFileSync(path.join(IMAGES_DIR, file), svg);
      sizes.set(file, Buffer.byteLength(svg));
    });
  }
  return sizes;
}

/** The seeded requests' documents: `seed/…` in the verification-documents bucket, owned by their member. */
const DOCUMENTS: { user: string; path: string; size: number }[] = [];

function writeDocuments(): void {
  rmSync(DOCUMENTS_DIR, { recursive: true, force: true });
  mkdirSync(DOCUMENTS_DIR, { recursive: true });
  for (const key of ['rookie', 'seller']) {
    const member = USERS.find((u) => u.key === key);
    if (!member) throw new Error(`seed: unknown user ${key}`);
    const file = `${slug(member.displayName)}-identificacion.pdf`;
    const pdf = renderDocumentPdf('Identificación oficial', [
      'DOCUMENTO DE DEMOSTRACIÓN: no es una identificación real.',
      `Nombre: ${member.displayName}`,
      `Usuario: ${member.username}`,
      `Teléfono: ${member.phone}`,
      'Emitido para la revisión de verificación de Vitrina.',
    ]);
    writeFileSync(path.join(DOCUMENTS_DIR, file), pdf);
    DOCUMENTS.push({ user: key, path: `seed/${file}`, size: pdf.length });
  }
}

function usersSql(): string[] {
  const out: string[] = ['-- demo accounts (passwords in supabase/README.md); the trigger creates their profiles'];
  for (const u of USERS) {
    const id = seedUuid(`user:${u.key}`);
    out.push(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, ` +
        `confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) values (` +
        `'00000000-0000-0000-0000-000000000000', ${lit(id)}, 'authenticated', 'authenticated', ${lit(u.email)}, ${lit(passwordHash(u))}, now(), ` +
        `'', '', '', '', '{"provider":"email","providers":["email"]}', ${lit(JSON.stringify({ display_name: u.displayName }))}, ${daysAgo(200)}, ${daysAgo(200)});`,
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at) values (` +
        `${lit(id)}, ${lit(id)}, ${lit(JSON.stringify({ sub: id, email: u.email, email_verified: true }))}, 'email', ${daysAgo(200)}, ${daysAgo(200)});`,
      `update public.profiles set username = ${lit(u.username)}, display_name = ${lit(u.displayName)}, phone_number = ${lit(u.phone)}, ` +
        `verification_level = ${lit(u.level)}, identity_verified = ${u.identityVerified}, is_verified = ${u.level !== 'unverified'}, ` +
        `onboarding_completed = true, created_at = ${daysAgo(200)} where id = ${lit(id)};`,
    );
  }
  return out;
}

function productsSql(built: Built[], sizes: Map<string, number>): string[] {
  const staffId = seedUuid('user:staff');
  // a seed image never changes under its name (new art gets a new name), so browsers may keep it a year
  const out: string[] = ['', '-- seed images, served by the storage API from supabase/seed/images/'];
  for (const b of built) {
    for (const file of b.images) {
      out.push(
        `insert into storage.objects (bucket_id, name, metadata) values ('products', ${lit(`seed/${file}`)}, ` +
          `${lit(JSON.stringify({ mimetype: 'image/svg+xml', size: sizes.get(file), cacheControl: 'max-age=31536000' }))}) on conflict (bucket_id, name) do nothing;`,
      );
    }
  }
  // link previews show JPEG, not SVG: each piece's main art as a JPEG (previews.ts), where one was made
  out.push('', '-- link-preview pictures of the seed art (supabase/seed/previews.ts)');
  for (const b of built) {
    const file = `${b.images[0].replace(/-1\.svg$/, '')}.jpg`;
    const onDisk = path.join(PREVIEWS_DIR, file);
    if (!existsSync(onDisk)) continue;
    out.push(
      `insert into storage.objects (bucket_id, name, metadata) values ('products', ${lit(`seed/previews/${file}`)}, ` +
        `${lit(JSON.stringify({ mimetype: 'image/jpeg', size: statSync(onDisk).size, cacheControl: 'max-age=31536000' }))}) on conflict (bucket_id, name) do nothing;`,
    );
  }
  out.push('', '-- pieces: published ones, the review queue (pending), one rejected, and the auctions\' (pending until auctionsSql)');
  for (const b of built) {
    const p = b.piece;
    // an auction's piece waits for review: auctionsSql lists it and the staff publish it
    const status = p.status === 'auction' ? 'pending' : (p.status ?? 'published');
    const reviewed = status === 'pending' ? null : staffId;
    const authStatus = p.certifier ? 'verified' : p.price >= 20000 ? 'pending' : 'none';
    const created = daysAgo(b.createdDays, pick(`hour:${b.id}`, 24));
    out.push(
      `insert into public.products (id, seller_id, title, description, price, category, subcategory, condition, rarity, psa_grade, signed_by, ` +
        `status, stock, views, featured, is_certified, authentication_status, certifier, certificate_number, authentication_required, escrow_required, ` +
        `rejection_reason, reviewed_by, reviewed_at, created_at, updated_at) values (` +
        [
          lit(b.id), lit(b.sellerId), lit(p.title), lit(describe(p, b.certificate)), p.price, lit(p.category), lit(p.subcategory),
          lit(p.condition), lit(p.rarity), lit(p.psa), lit(p.signedBy), lit(status), status === 'sold' ? 0 : 1,
          status === 'published' || p.status === 'auction' ? 20 + pick(`views:${b.id}`, 900) : 0, Boolean(p.featured), Boolean(p.certifier), lit(authStatus),
          lit(p.certifier), lit(b.certificate), p.price >= 20000, p.price >= 50000,
          lit(status === 'rejected' ? 'La pieza parece una reimpresión; sube fotos del reverso y del certificado.' : null),
          reviewed ? lit(reviewed) : 'null', reviewed ? created : 'null', created, created,
        ].join(', ') +
        ');',
    );
    b.images.forEach((file, order) => {
      out.push(
        `insert into public.product_images (id, product_id, image_url, "order", created_at) values (` +
          `${lit(seedUuid(`image:${file}`))}, ${lit(b.id)}, ${lit(`${URL_PLACEHOLDER}/storage/v1/object/public/products/seed/${file}`)}, ${order}, ${created});`,
      );
    });
    if (status === 'published' || p.status === 'auction') {
      // Earlier asking prices, oldest first; the insert trigger already recorded the current one.
      const points = 2 + pick(`points:${b.id}`, 3);
      for (let i = points; i >= 1; i--) {
        const factor = 1 + (pick(`delta:${b.id}:${i}`, 25) - 5) / 100;
        const price = Math.max(100, Math.round((p.price * factor) / 50) * 50);
        const days = Math.max(1, Math.round((b.createdDays * i) / (points + 1)));
        out.push(`insert into public.price_history (product_id, price, recorded_at) values (${lit(b.id)}, ${price}, ${daysAgo(days)});`);
      }
    }
  }
  return out;
}

function interactionsSql(built: Built[]): string[] {
  const user = (key: string) => lit(seedUuid(`user:${key}`));
  const product = (title: string) => {
    const found = built.find((b) => b.piece.title === title);
    if (!found) throw new Error(`seed: unknown piece ${title}`);
    return lit(found.id);
  };
  const messi = product('Tarjeta Lionel Messi 2004 Panini Megacracks');
  const ohtani = product('Tarjeta Shohei Ohtani 2018 Bowman Chrome PSA 10');
  const jeter = product('Tarjeta Autografiada Derek Jeter Upper Deck');
  const brady = product('Tarjeta Tom Brady 2000 Playoff Contenders');
  const favourites = [
    messi, ohtani, product('Jersey Autografiado Lionel Messi Inter Miami'),
    product('Balón Oficial Mundial 2022 Firmado'), product('Autógrafo de Hugo Sánchez'),
  ];
  const out: string[] = ['', '-- the demo buyer\'s activity, so dashboards are not empty (triggers write the notifications)'];
  for (const f of favourites) {
    out.push(`insert into public.favorites (user_id, product_id, created_at) values (${user('buyer')}, ${f}, ${daysAgo(5)});`);
  }
  out.push(
    `insert into public.price_alerts (user_id, product_id, target_price, created_at) values (${user('buyer')}, ${messi}, 60000, ${daysAgo(10)});`,
    `insert into public.price_alerts (user_id, product_id, target_price, created_at) values (${user('buyer')}, ${ohtani}, 38000, ${daysAgo(8)});`,
    '-- a price drop under the buyer\'s target: PRICE_ALERT notification and a price-history point',
    `update public.products set price = 59500 where id = ${messi};`,
    `insert into public.offers (product_id, buyer_id, seller_id, amount, created_at) values (${ohtani}, ${user('buyer')}, ${user('seller')}, 36000, ${daysAgo(3)});`,
    `insert into public.offers (id, product_id, buyer_id, seller_id, amount, created_at) values (${lit(seedUuid('offer:jeter'))}, ${jeter}, ${user('buyer')}, ${user('seller')}, 24000, ${daysAgo(6)});`,
    `update public.offers set status = 'accepted' where id = ${lit(seedUuid('offer:jeter'))};`,
    `insert into public.offers (id, product_id, buyer_id, seller_id, amount, created_at) values (${lit(seedUuid('offer:brady'))}, ${brady}, ${user('buyer')}, ${user('vip')}, 80000, ${daysAgo(4)});`,
    `update public.offers set status = 'rejected' where id = ${lit(seedUuid('offer:brady'))};`,
  );
  const conversation: [string, string, string, number, boolean][] = [
    ['buyer', 'seller', 'Hola Sofía, ¿la tarjeta de Ohtani tiene algún detalle en las esquinas?', 3, true],
    ['seller', 'buyer', '¡Hola Diego! Está impecable, es PSA 10. Te puedo mandar más fotos del reverso.', 3, true],
    ['buyer', 'seller', 'Perfecto, te hice una oferta. ¿Haces envío a Guadalajara?', 2, true],
    ['seller', 'buyer', 'Sí, envío asegurado a todo México. Reviso tu oferta hoy.', 1, false],
    ['buyer', 'vip', '¿Aceptarías 80 mil por la tarjeta de Tom Brady?', 4, true],
    ['vip', 'buyer', 'Gracias por la oferta, pero el precio es firme por ahora.', 4, false],
  ];
  for (const [from, to, text, days, read] of conversation) {
    const about = from === 'vip' || to === 'vip' ? brady : ohtani;
    out.push(
      `insert into public.messages (sender_id, receiver_id, product_id, message, read, created_at) values (${user(from)}, ${user(to)}, ${about}, ${lit(text)}, ${read}, ${daysAgo(days)});`,
    );
  }
  out.push(
    `insert into public.notifications (user_id, type, title, message, created_at) values (${user('buyer')}, 'system', 'Bienvenido a Vitrina', 'Tu cuenta está lista: explora los tesoros y guarda tus favoritos.', ${daysAgo(7)});`,
    '',
    '-- verification requests: one waiting for staff, one already approved; their documents are files in the',
    '-- private bucket, uploaded by the member (supabase/seed/documents/, served by the storage API)',
  );
  for (const document of DOCUMENTS) {
    out.push(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('verification-documents', ${lit(document.path)}, ` +
        `${user(document.user)}, ${lit(seedUuid(`user:${document.user}`))}, ` +
        `${lit(JSON.stringify({ mimetype: 'application/pdf', size: document.size, cacheControl: 'max-age=3600' }))}) on conflict (bucket_id, name) do nothing;`,
    );
  }
  const documentsOf = (key: string) =>
    lit(JSON.stringify({ urls: DOCUMENTS.filter((document) => document.user === key).map((document) => document.path) }));
  out.push(
    `insert into public.verification_requests (user_id, type, notes, status, documents, created_at) values (${user('rookie')}, 'seller', 'Colecciono tarjetas desde 2010 y quiero vender piezas de más de 5,000 MXN.', 'pending', ${documentsOf('rookie')}, ${daysAgo(2)});`,
    `insert into public.verification_requests (user_id, type, notes, status, documents, reviewed_by, reviewed_at, created_at) values (${user('seller')}, 'seller', 'Tienda de memorabilia con 10 años de experiencia en Monterrey.', 'approved', ${documentsOf('seller')}, ${user('staff')}, ${daysAgo(150)}, ${daysAgo(160)});`,
  );
  return out;
}

/**
 * Past sales: each a delivered order (shipped, then marked delivered, so the database's trigger counts the
 * seller's sales) and most with the buyer's review (whose trigger computes the seller's rating). No typed numbers.
 */
function salesSql(built: Built[]): string[] {
  const out: string[] = ['', '-- delivered orders and their reviews: the sellers\' sales count and rating are computed from them'];
  for (const sale of PAST_SALES) {
    const b = built.find((x) => x.piece.title === sale.piece);
    if (!b || b.piece.status !== 'sold') throw new Error(`seed: ${sale.piece} is not a sold piece`);
    const buyer = USERS.find((u) => u.key === sale.buyer);
    if (!buyer || buyer.key === b.piece.seller) throw new Error(`seed: bad buyer for ${sale.piece}`);
    const buyerId = seedUuid(`user:${buyer.key}`);
    const orderId = seedUuid(`order:${b.id}`);
    const quantity = sale.quantity ?? 1;
    const delivered = sale.deliveredDaysAgo;
    const address = { full_name: buyer.displayName, address: 'Calle Reforma 100', city: 'Ciudad de México', state: 'CDMX', zip_code: '06600' };
    const tracking = `${sale.carrier.slice(0, 3).toUpperCase()}${String(100000 + pick(`tracking:${orderId}`, 899999))}`;
    out.push(
      `insert into public.orders (id, buyer_id, status, shipping_address, created_at, updated_at, shipped_at) values (` +
        `${lit(orderId)}, ${lit(buyerId)}, 'shipped', ${lit(JSON.stringify(address))}, ${daysAgo(delivered + 5)}, ${daysAgo(delivered + 3)}, ${daysAgo(delivered + 3)});`,
      // the item's shipping as create_order writes it: the piece's shipping price for each unit
      `insert into public.order_items (order_id, product_id, seller_id, title, price, quantity, shipping, carrier, carrier_id, tracking_number, shipped_at, created_at) ` +
        `select ${lit(orderId)}, p.id, p.seller_id, p.title, p.price, ${quantity}, p.shipping_price * ${quantity}, c.name, c.id, ${lit(tracking)}, ` +
        `${daysAgo(delivered + 3)}, ${daysAgo(delivered + 5)} from public.products p, public.carriers c where p.id = ${lit(b.id)} and c.id = ${lit(sale.carrier)};`,
      // and the order's amounts as create_order sets them from its items (no discount code)
      `update public.orders o set subtotal = i.subtotal, shipping_total = i.shipping, total = i.subtotal + i.shipping ` +
        `from (select sum(price * quantity) as subtotal, sum(shipping) as shipping from public.order_items where order_id = ${lit(orderId)}) i where o.id = ${lit(orderId)};`,
      `update public.orders set status = 'delivered', delivered_at = ${daysAgo(delivered)}, updated_at = ${daysAgo(delivered)} where id = ${lit(orderId)};`,
    );
    const review = sale.review;
    if (review) {
      const written = Math.max(0, delivered - (review.daysAfterDelivery ?? 1));
      out.push(
        `insert into public.seller_reviews (id, order_id, seller_id, buyer_id, rating, comment, product_title, reply, replied_at, created_at, updated_at) values (` +
          [
            lit(seedUuid(`review:${orderId}`)), lit(orderId), lit(b.sellerId), lit(buyerId), review.stars, lit(review.comment ?? null), "''",
            lit(review.reply ?? null), review.reply ? daysAgo(Math.max(0, written - 1)) : 'null', daysAgo(written), daysAgo(written),
          ].join(', ') +
          ');',
      );
    }
  }
  return out;
}

/**
 * Auctions through the database's own functions, each call as the member who makes it (request.jwt.claims) and at
 * its moment on the auction clock (app.now_override), relative to app_now() when the seed runs: the seller lists
 * the piece, the staff publish it (the clock starts), the members bid; an ended one is closed by
 * close_due_auctions() and paid through create_order. Their notifications stay; their e-mails count as sent.
 */
function auctionsSql(built: Built[]): string[] {
  const claims = (key: string) =>
    `select set_config('request.jwt.claims', ${lit(JSON.stringify({ sub: seedUuid(`user:${key}`), role: 'authenticated' }))}, false);`;
  const at = (hoursAgo: number, minutesLater = 0) =>
    `select set_config('app.now_override', (current_setting('vitrina_seed.now')::timestamptz - interval '${Math.round(hoursAgo * 60)} minutes' + interval '${minutesLater} minutes')::text, false);`;
  const out: string[] = [
    '',
    '-- auctions, through list_at_auction, the staff\'s publication, place_bid, close_due_auctions and create_order',
    "select set_config('app.now_override', '', false);",
    "select set_config('vitrina_seed.now', public.app_now()::text, false);",
  ];
  for (const auction of AUCTIONS) {
    const b = built.find((x) => x.piece.title === auction.piece);
    if (!b || b.piece.status !== 'auction') throw new Error(`seed: ${auction.piece} is not an auction piece`);
    const open = `(select a.id from public.auctions a where a.product_id = ${lit(b.id)} order by a.created_at desc limit 1)`;
    out.push(
      at(auction.startedHoursAgo, -30),
      claims(b.piece.seller),
      `select public.list_at_auction(${lit(b.id)}, ${b.piece.price}, ${auction.reserve ?? 'null'}, ${auction.durationDays});`,
      at(auction.startedHoursAgo),
      claims('staff'),
      `update public.products set status = 'published', reviewed_by = ${lit(seedUuid('user:staff'))}, reviewed_at = public.app_now() where id = ${lit(b.id)};`,
    );
    for (const [bidder, max, minutes] of auction.bids) {
      if (bidder === b.piece.seller) throw new Error(`seed: the seller bids on ${auction.piece}`);
      out.push(at(auction.startedHoursAgo, minutes), claims(bidder), `select public.place_bid(${open}, ${max});`);
    }
    if (auction.paid) {
      const ended = auction.startedHoursAgo - auction.durationDays * 24;
      if (ended <= 0) throw new Error(`seed: ${auction.piece} has not ended, it cannot be paid`);
      const winner = auction.bids.reduce((top, bid) => (bid[1] > top[1] ? bid : top))[0];
      const buyer = USERS.find((u) => u.key === winner)!;
      out.push(
        at(ended, 1),
        "select set_config('request.jwt.claims', '', false);",
        'select public.close_due_auctions();',
        claims(winner),
        `select public.create_order(array[${lit(b.id)}]::uuid[], ${lit(JSON.stringify({ full_name: buyer.displayName, ...auction.paid }))}::jsonb);`,
      );
    }
  }
  out.push(
    "select set_config('request.jwt.claims', '', false);",
    "select set_config('app.now_override', '', false);",
    'update public.auction_emails set sent_at = now() where sent_at is null;',
  );
  return out;
}

function main(): void {
  const built = build();
  const sizes = writeImages(built);
  writeDocuments();
  const sql = [
    '-- Vitrina demo data. GENERATED by supabase/seed/generate.ts from supabase/seed/catalog.ts: do not edit by hand.',
    `-- Replace ${URL_PLACEHOLDER} with the project's API URL before applying (the local backend does it).`,
    '',
    ...usersSql(),
    ...productsSql(built, sizes),
    ...interactionsSql(built),
    ...salesSql(built),
    ...auctionsSql(built),
    '',
  ].join('\n');
  writeFileSync(SEED_SQL, sql);
  const published = built.filter((b) => (b.piece.status ?? 'published') === 'published').length;
  const auctions = AUCTIONS.length;
  const largest = Math.max(...sizes.values());
  process.stdout.write(
    `seed.sql: ${USERS.length} users, ${built.length} pieces (${published} published, ${auctions} at auction), ${sizes.size} images (largest ${largest} bytes); ` +
      `${readdirSync(IMAGES_DIR).filter((name) => name.endsWith('.svg')).length} files in ${path.relative(process.cwd(), IMAGES_DIR) || '.'}; ` +
      `${DOCUMENTS.length} verification documents\n`,
  );
}

main();
