import { startTestBackend, type TestBackend } from '../helpers/backend';

// The `seo` edge function: what a crawler or a link preview reads of a piece, a category and the sitemap.
jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.stop();
});

async function head(path: string) {
  const res = await fetch(`${backend.url}/functions/v1/seo/head?path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { status: number; head: string; description: string };
}

async function publishedPiece() {
  const { data, error } = await backend
    .client(backend.serviceRoleKey)
    .from('products')
    .select('id, title, price, product_images(image_url, order)')
    .eq('status', 'published')
    .gt('stock', 0)
    .order('created_at')
    .limit(1)
    .single();
  expect(error).toBeNull();
  return data as { id: string; title: string; price: number; product_images: { image_url: string; order: number }[] };
}

describe('seo: la ficha de una pieza', () => {
  it('lleva el título, la descripción, la foto principal, el precio en MXN y el JSON-LD de Product', async () => {
    const piece = await publishedPiece();
    const { status, head: tags, description } = await head(`/products/${piece.id}`);
    const mainPhoto = [...piece.product_images].sort((a, b) => a.order - b.order)[0].image_url;
    // the seed art is SVG, which link previews do not show: its JPEG preview stands in
    const preview = mainPhoto.replace(/\/seed\/(.+)-\d+\.svg$/, '/seed/previews/$1.jpg');
    expect(preview).toMatch(/\/seed\/previews\/.+\.jpg$/);

    expect(status).toBe(200);
    expect(tags).toContain(`<title>${piece.title} · Vitrina</title>`);
    expect(tags).toContain(`<meta property="og:title" content="${piece.title} · Vitrina" />`);
    expect(tags).toContain(`<meta property="og:image" content="${preview}" />`);
    expect(tags).toContain(`<meta name="twitter:image" content="${preview}" />`);
    const picture = await fetch(preview);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(tags).toContain(`<meta property="product:price:amount" content="${Number(piece.price).toFixed(2)}" />`);
    expect(tags).toContain('<meta property="product:price:currency" content="MXN" />');
    expect(tags).toContain('<meta property="product:availability" content="in stock" />');
    // the price as a preview states it out of context: whole pesos without centavos, the currency named
    const price = Number(piece.price);
    const pesos = price.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(price) ? 0 : 2 });
    expect(description.startsWith(`$${pesos} MXN · `)).toBe(true);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: piece.title,
      offers: { '@type': 'Offer', priceCurrency: 'MXN', price: Number(piece.price).toFixed(2) },
    });
    expect(jsonLd.offers.availability).toBe('https://schema.org/InStock');
  });

  it('una pieza que un visitante no ve (en revisión o inexistente) es un 404 sin sus datos', async () => {
    const { data: pending } = await backend
      .client(backend.serviceRoleKey)
      .from('products')
      .select('id, title')
      .eq('status', 'pending')
      .limit(1)
      .single();
    for (const id of [pending!.id, '00000000-0000-4000-8000-000000000000']) {
      const { status, head: tags } = await head(`/products/${id}`);
      expect(status).toBe(404);
      expect(tags).toContain('<title>Pieza no encontrada · Vitrina</title>');
      expect(tags).not.toContain(pending!.title);
    }
  });

  it('escapa el HTML de un título para que no pueda cerrar la etiqueta ni el script', async () => {
    const piece = await publishedPiece();
    const admin = backend.client(backend.serviceRoleKey);
    const title = 'Jersey "firmado" </script><b>x</b>';
    await admin.from('products').update({ title }).eq('id', piece.id);
    try {
      const { head: tags } = await head(`/products/${piece.id}`);
      expect(tags).toContain('<title>Jersey &quot;firmado&quot; &lt;/script&gt;&lt;b&gt;x&lt;/b&gt; · Vitrina</title>');
      expect(tags).not.toContain('</script><b>');
    } finally {
      await admin.from('products').update({ title: piece.title }).eq('id', piece.id);
    }
  });
});

describe('seo: la página de un vendedor', () => {
  it('lleva su nombre, su calificación con el número de reseñas y sus ventas entregadas, y el JSON-LD de ProfilePage', async () => {
    const { data } = await backend
      .client(backend.serviceRoleKey)
      .from('public_profiles')
      .select('username, display_name, rating, review_count, sales_count')
      .gt('review_count', 0)
      .order('review_count', { ascending: false })
      .limit(1)
      .single();
    const seller = data as {
      username: string;
      display_name: string;
      rating: number;
      review_count: number;
      sales_count: number;
    };
    const { status, head: tags, description } = await head(`/sellers/${encodeURIComponent(seller.username)}`);
    expect(status).toBe(200);
    expect(tags).toContain(`<title>${seller.display_name} · Vitrina</title>`);
    expect(tags).toContain(`<meta property="og:title" content="${seller.display_name} · Vitrina" />`);
    expect(tags).toContain('<meta property="og:type" content="profile" />');
    expect(tags).toContain(`/sellers/${encodeURIComponent(seller.username)}" />`);
    const reviews = seller.review_count === 1 ? '1 reseña' : `${seller.review_count} reseñas`;
    expect(description).toContain(`★ ${Number(seller.rating).toFixed(1)} (${reviews})`);
    expect(description).toContain(`${seller.sales_count} venta`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: seller.display_name },
    });
  });

  it("un vendedor sin reseñas dice 'Sin reseñas aún' y un usuario desconocido es un 404", async () => {
    const { data } = await backend
      .client(backend.serviceRoleKey)
      .from('public_profiles')
      .select('username')
      .eq('review_count', 0)
      .not('username', 'is', null)
      .limit(1)
      .single();
    const quiet = await head(`/sellers/${encodeURIComponent((data as { username: string }).username)}`);
    expect(quiet.description).toContain('Sin reseñas aún');
    expect(quiet.description).not.toContain('★');

    const unknown = await head('/sellers/nadie_existe_zz');
    expect(unknown.status).toBe(404);
    expect(unknown.head).toContain('<title>Vendedor no encontrado · Vitrina</title>');
  });
});

describe('seo: la portada y las páginas sin foto propia', () => {
  it('la portada lleva su título, su descripción, la imagen del sitio y su búsqueda en JSON-LD', async () => {
    const { status, head: tags } = await head('/');
    expect(status).toBe(200);
    expect(tags).toContain('<title>Vitrina · Coleccionables deportivos auténticos</title>');
    expect(tags).toContain('<meta property="og:type" content="website" />');
    expect(tags).toMatch(/<link rel="canonical" href="http[^"]+\/" \/>/);
    expect(tags).toMatch(/<meta property="og:image" content="http[^"]+\/og-vitrina\.jpg" \/>/);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction' } });
  });

  it('un vendedor sin foto lleva la imagen del sitio; una pieza con foto JPEG, la suya', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const { data } = await admin
      .from('public_profiles')
      .select('username')
      .is('avatar_url', null)
      .not('username', 'is', null)
      .limit(1)
      .single();
    const seller = await head(`/sellers/${encodeURIComponent((data as { username: string }).username)}`);
    expect(seller.head).toMatch(/<meta property="og:image" content="http[^"]+\/og-vitrina\.jpg" \/>/);

    const piece = await publishedPiece();
    const photo = `${backend.url}/storage/v1/object/public/products/${piece.id}/foto.jpg`;
    await admin.from('product_images').update({ order: 9 }).eq('product_id', piece.id);
    await admin.from('product_images').insert({ product_id: piece.id, image_url: photo, order: 0 });
    expect((await head(`/products/${piece.id}`)).head).toContain(`<meta property="og:image" content="${photo}" />`);
  });
});

describe('seo: categorías y sitemap', () => {
  it('una categoría y una subcategoría tienen su propio título', async () => {
    expect((await head('/categories/cards')).head).toContain('<title>Cartas &amp; Trading Cards · Vitrina</title>');
    expect((await head('/cards/basketball')).head).toContain(
      '<title>Básquetbol · Cartas &amp; Trading Cards · Vitrina</title>',
    );
    expect((await head('/category/jerseys/nba')).head).toContain(
      '<title>NBA · Jerseys &amp; Streetwear · Vitrina</title>',
    );
  });

  it('el sitemap lista cada pieza publicada y cada categoría, y ninguna pieza en revisión', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const { data: published } = await admin.from('products').select('id').eq('status', 'published');
    const { data: pending } = await admin.from('products').select('id').eq('status', 'pending');
    const res = await fetch(`${backend.url}/functions/v1/seo/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const { id } of published!) expect(xml).toContain(`/products/${id}</loc>`);
    for (const { id } of pending!) expect(xml).not.toContain(id);
    expect(xml).toContain('/categories/memorabilia</loc>');
    expect(xml).toContain('/equipment/historical</loc>');

    // the page of each seller with a published piece
    const { data: withPieces } = await admin.from('products').select('seller_id').eq('status', 'published');
    const ids = [...new Set(withPieces!.map((p) => p.seller_id as string))];
    const { data: sellers } = await admin.from('public_profiles').select('username').in('id', ids);
    expect(sellers!.length).toBeGreaterThan(0);
    for (const { username } of sellers!) expect(xml).toContain(`/sellers/${encodeURIComponent(username)}</loc>`);
  });

  it('una ruta que no es de la página se rechaza', async () => {
    const res = await fetch(`${backend.url}/functions/v1/seo/head?path=${encodeURIComponent('https://evil.example/')}`);
    expect(res.status).toBe(400);
  });
});
