import { ANA, P1, P2, P3, P4, ENGINE, startFixture, user } from './fixture';

let fx: Awaited<ReturnType<typeof startFixture>>;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe(`select on ${ENGINE}`, () => {
  it('returns every column by default and only what RLS shows', async () => {
    const r = await fx.call('/products');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('content-range')).toBe('0-2/*');
    expect(r.json.map((p: { id: string }) => p.id).sort()).toEqual([P1, P2, P3]);
    expect(r.json[0]).toHaveProperty('specs');
    expect(typeof r.json.find((p: { id: string }) => p.id === P1).specs).toBe('object');
  });

  it('lets the seller see her own pending products', async () => {
    const r = await fx.call(`/products?select=id&seller_id=eq.00000000-0000-0000-0000-00000000000b`, {
      claims: user('00000000-0000-0000-0000-00000000000b'),
    });
    expect(r.json.map((p: { id: string }) => p.id).sort()).toEqual([P3, P4]);
  });

  it('selects columns, aliases, casts and JSON paths', async () => {
    const r = await fx.call(
      `/products?select=id,nombre:title,price::text,anio:specs->year,team:specs->team->>name,specs->>year&id=eq.${P1}`,
    );
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { id: P1, nombre: 'Balón firmado por Messi', price: '25000.00', anio: 2022, team: 'Argentina', year: '2022' },
    ]);
  });

  it('embeds one-to-many as an array with the column named order, ordered by it', async () => {
    const r = await fx.call(
      `/products?select=id,product_images(id,image_url,order)&product_images.order=order.asc&id=eq.${P1}`,
    );
    expect(r.status).toBe(200);
    expect(r.json[0].product_images.map((i: { image_url: string }) => i.image_url)).toEqual([
      'https://img/1a.jpg',
      'https://img/1b.jpg',
    ]);
    expect(r.json[0].product_images[0]).toEqual({ id: expect.any(Number), image_url: 'https://img/1a.jpg', order: 0 });
  });

  it('embeds an empty array when there are no children', async () => {
    const r = await fx.call(`/products?select=id,product_images(*)&id=eq.${P3}`);
    expect(r.json).toEqual([{ id: P3, product_images: [] }]);
  });

  it('embeds many-to-one as an object, with alias and !inner', async () => {
    const r = await fx.call(`/products?select=title,seller:profiles(username)&id=eq.${P1}`);
    expect(r.json).toEqual([{ title: 'Balón firmado por Messi', seller: { username: 'ana' } }]);
    const inner = await fx.call('/products?select=id,product_images!inner(id)&order=id');
    expect(inner.json.map((p: { id: string }) => p.id)).toEqual([P1, P2]);
  });

  it('filters embedded rows without filtering parents, and with !inner filters parents', async () => {
    const r = await fx.call(
      `/products?select=id,product_images(order)&product_images.order=eq.0&order=id&id=in.(${P1},${P3})`,
    );
    expect(r.json).toEqual([
      { id: P1, product_images: [{ order: 0 }] },
      { id: P3, product_images: [] },
    ]);
    const inner = await fx.call(`/products?select=id,product_images!inner(order)&product_images.image_url=like.*1b*`);
    expect(inner.json).toEqual([{ id: P1, product_images: [{ order: 1 }] }]);
  });

  it('limits and offsets embedded rows', async () => {
    const r = await fx.call(
      `/products?select=id,product_images(image_url)&product_images.order=order.desc&product_images.limit=1&id=eq.${P1}`,
    );
    expect(r.json[0].product_images).toEqual([{ image_url: 'https://img/1b.jpg' }]);
    const off = await fx.call(
      `/products?select=id,product_images(image_url)&product_images.order=order.desc&product_images.offset=1&id=eq.${P1}`,
    );
    expect(off.json[0].product_images).toEqual([{ image_url: 'https://img/1a.jpg' }]);
  });

  it('disambiguates two foreign keys to one table with !fk and !column hints', async () => {
    const ambiguous = await fx.call('/messages?select=body,profiles(username)', { claims: user(ANA) });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.json.code).toBe('PGRST201');
    const r = await fx.call(
      '/messages?select=body,from:profiles!sender_id(username),to:profiles!messages_receiver_id_fkey(username)',
      { claims: user(ANA) },
    );
    expect(r.status).toBe(200);
    expect(r.json).toEqual([{ body: 'Hola', from: { username: 'ana' }, to: { username: 'beto' } }]);
  });

  it('embeds through a foreign key column name and nests embeds', async () => {
    const r = await fx.call(
      `/product_images?select=image_url,product:product_id(title,seller:profiles(username))&order=id&limit=1`,
    );
    expect(r.json).toEqual([
      { image_url: 'https://img/1b.jpg', product: { title: 'Balón firmado por Messi', seller: { username: 'ana' } } },
    ]);
  });

  it('embeds in the reverse direction from profiles', async () => {
    const r = await fx.call(`/profiles?select=username,products(title)&username=eq.ana&products.order=title.asc`);
    expect(r.json).toEqual([
      { username: 'ana', products: [{ title: 'Balón firmado por Messi' }, { title: 'Jersey de Jordan' }] },
    ]);
  });

  it('filters parents on whether an embed is null', async () => {
    const r = await fx.call('/products?select=id,product_images(id)&product_images=not.is.null&order=id');
    expect(r.json.map((p: { id: string }) => p.id)).toEqual([P1, P2]);
    const none = await fx.call('/products?select=id,product_images(id)&product_images=is.null');
    expect(none.json.map((p: { id: string }) => p.id)).toEqual([P3]);
  });
});

describe(`filters on ${ENGINE}`, () => {
  const ids = async (query: string) =>
    (await fx.call(`/products?select=id&order=id&${query}`)).json.map((p: { id: string }) => p.id);

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids('price=eq.25000')).toEqual([P1]);
    expect(await ids('category=neq.futbol')).toEqual([P2, P3]);
    expect(await ids('price=gt.25000')).toEqual([P2]);
    expect(await ids('price=gte.25000')).toEqual([P1, P2]);
    expect(await ids('price=lt.25000')).toEqual([P3]);
    expect(await ids('price=lte.3500')).toEqual([P3]);
  });

  it('matches like and ilike with * as wildcard, and like(any)', async () => {
    expect(await ids('title=like.*Jordan')).toEqual([P2]);
    expect(await ids('title=ilike.*BALÓN*')).toEqual([P1]);
    expect(await ids('title=like(any).{*Jordan,Guante*}')).toEqual([P2, P3]);
  });

  it('handles in, not.in and quoted values with commas', async () => {
    expect(await ids('category=in.(futbol,beisbol)')).toEqual([P1, P3]);
    expect(await ids('category=not.in.(futbol,beisbol)')).toEqual([P2]);
    expect(await ids('title=in.("Balón firmado por Messi","a,b")')).toEqual([P1]);
  });

  it('handles is.null, is.true, is.false, not.is.null', async () => {
    const seller = user('00000000-0000-0000-0000-00000000000b');
    const r = await fx.call('/products?select=id&category=is.null', { claims: seller });
    expect(r.json.map((p: { id: string }) => p.id)).toEqual([P4]);
    expect(await ids('category=not.is.null')).toEqual([P1, P2, P3]);
    expect(await ids('specs->team=is.null')).toEqual([P2, P3]);
    const t = await fx.call('/products?select=id&order=id&status=eq.approved&price=gt.0');
    expect(t.json).toHaveLength(3);
  });

  it('filters array columns with cs, cd and ov', async () => {
    expect(await ids('tags=cs.{firmado}')).toEqual([P1]);
    expect(await ids('tags=cd.{jersey,casco,otro}')).toEqual([P2, P3]);
    expect(await ids('tags=ov.(jersey,balon)')).toEqual([P1, P2]);
  });

  it('filters on JSON paths', async () => {
    expect(await ids('specs->>year=eq.1998')).toEqual([P2]);
    expect(await ids('specs->team->>name=eq.Argentina')).toEqual([P1]);
  });

  it('combines or, and, not.or and nested logic', async () => {
    expect(await ids('or=(price.lt.4000,category.eq.futbol)')).toEqual([P1, P3]);
    expect(await ids('or=(category.eq.basquetbol,and(price.gt.1000,price.lt.5000))')).toEqual([P2, P3]);
    expect(await ids('and=(price.gt.1000,or(category.eq.futbol,category.eq.beisbol))')).toEqual([P1, P3]);
    expect(await ids('not.or=(category.eq.futbol,category.eq.beisbol)')).toEqual([P2]);
    expect(await ids('or=(title.eq."Jersey de Jordan",category.in.(futbol))')).toEqual([P1, P2]);
    expect(await ids('or=(category.not.eq.futbol,price.gt.50000)')).toEqual([P2, P3]);
  });

  it('applies an or to embedded rows', async () => {
    const r = await fx.call(
      `/products?select=id,product_images(order)&product_images.or=(order.eq.1,order.eq.5)&id=eq.${P1}`,
    );
    expect(r.json[0].product_images).toEqual([{ order: 1 }]);
  });

  it('decodes + as a space in values', async () => {
    expect(await ids('title=eq.Jersey+de+Jordan')).toEqual([P2]);
  });

  it('searches text with fts operators', async () => {
    expect(await ids('title=wfts(simple).Jordan')).toEqual([P2]);
    expect(await ids('title=plfts.jersey')).toEqual([P2]);
  });
});

describe(`order, paging and counts on ${ENGINE}`, () => {
  it('orders by several columns with nulls placement', async () => {
    const seller = user('00000000-0000-0000-0000-00000000000b');
    const r = await fx.call('/products?select=id&order=category.desc.nullslast,price.asc', { claims: seller });
    expect(r.json.map((p: { id: string }) => p.id)).toEqual([P1, P3, P2, P4]);
    const first = await fx.call('/products?select=id&order=category.asc.nullsfirst', { claims: seller });
    expect(first.json[0].id).toBe(P4);
  });

  it('pages with limit and offset and counts exactly', async () => {
    const r = await fx.call('/products?select=id&order=price.desc&limit=2&offset=1', {
      headers: { Prefer: 'count=exact' },
    });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('1-2/3');
    expect(r.json.map((p: { id: string }) => p.id)).toEqual([P1, P3]);
  });

  it('returns 200 with the full count when the page holds everything', async () => {
    const r = await fx.call('/products?select=id', { headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-range')).toBe('0-2/3');
  });

  it('counts filtered rows, including with !inner embeds', async () => {
    const r = await fx.call('/products?select=id,product_images!inner(id)&limit=1', {
      headers: { Prefer: 'count=exact' },
    });
    expect(r.headers.get('content-range')).toBe('0-0/2');
    const planned = await fx.call('/products?select=id&price=gt.5000', { headers: { Prefer: 'count=planned' } });
    expect(planned.headers.get('content-range')).toBe('0-1/2');
  });

  it('answers HEAD with the count and no body', async () => {
    const r = await fx.call('/products?select=*', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    expect(r.headers.get('content-range')).toBe('0-2/3');
  });

  it('uses the Range header, with or without Range-Unit', async () => {
    const r = await fx.call('/products?select=id&order=price', {
      headers: { Range: '1-1', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('1-1/3');
    expect(r.json).toEqual([{ id: P1 }]);
  });

  it('gives */0 on an empty counted result and */* without count', async () => {
    const r = await fx.call('/products?select=id&price=gt.1000000', { headers: { Prefer: 'count=exact' } });
    expect(r.headers.get('content-range')).toBe('*/0');
    expect(r.json).toEqual([]);
    const nc = await fx.call('/products?select=id&price=gt.1000000');
    expect(nc.headers.get('content-range')).toBe('*/*');
  });

  it('answers 416 PGRST103 for an offset past the end', async () => {
    const r = await fx.call('/products?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(416);
    expect(r.json.code).toBe('PGRST103');
    expect(r.headers.get('content-range')).toBe('*/3');
  });
});

describe(`single objects on ${ENGINE}`, () => {
  it('returns a bare object for Accept: application/vnd.pgrst.object+json', async () => {
    const r = await fx.call(`/products?select=id,title&id=eq.${P2}`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(r.json).toEqual({ id: P2, title: 'Jersey de Jordan' });
  });

  it('answers 406 PGRST116 with "The result contains 0 rows"', async () => {
    const r = await fx.call(`/products?id=eq.${P4}`, { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(r.status).toBe(406);
    expect(r.json).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await fx.call('/products', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(many.json.details).toBe('The result contains 3 rows');
  });
});
