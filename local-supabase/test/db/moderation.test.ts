/**
 * Listing moderation: only trusted users read others' pending pieces and decide; each decision is
 * logged by the database and notifies the seller. Every rule is tried as a normal member and as a visitor.
 */
import { API_URL, createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

describe.each(drivers())('moderación de productos en $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let member: { id: string; email: string };
  let staff: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    member = await createUser(db, { identityVerified: true, level: 'vip' });
    staff = await createUser(db, { level: 'trusted', identityVerified: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  const pending = (title: string) => createProduct(db, seller.id, { title, status: 'pending' });
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('select status from public.products where id = $1', [id]))[0].status;

  it('la cola de piezas pendientes de otros solo la lee el equipo de confianza', async () => {
    const piece = await pending('Pendiente en cola');
    const queue = 'select id from public.products where status = $1 and id = $2';
    expect(await db.asQuery(member, queue, ['pending', piece])).toEqual([]);
    expect(await db.asQuery('anon', queue, ['pending', piece])).toEqual([]);
    expect(await db.asQuery(staff, queue, ['pending', piece])).toHaveLength(1);
  });

  it('un miembro normal no publica ni rechaza piezas ajenas ni propias; un visitante tampoco', async () => {
    const theirs = await pending('Ajena pendiente');
    for (const change of [`status = 'published'`, `status = 'rejected', rejection_reason = 'No'`]) {
      expect(
        await db.asQuery(member, `update public.products set ${change} where id = $1 returning id`, [theirs]),
      ).toEqual([]);
      expect(
        await db.asQuery('anon', `update public.products set ${change} where id = $1 returning id`, [theirs]),
      ).toEqual([]);
      await expect(
        db.asQuery(seller, `update public.products set ${change} where id = $1`, [theirs]),
      ).rejects.toMatchObject({ code: 'VT420' });
    }
    expect(await statusOf(theirs)).toBe('pending');
  });

  it('publicar registra quién y cuándo en la bitácora y avisa al vendedor', async () => {
    const piece = await pending('Jersey por publicar');
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
    const [log] = await db.query<{
      actor_id: string;
      subject: string;
      decision: string;
      reason: string | null;
      created_at: Date;
    }>('select actor_id, subject, decision, reason, created_at from public.moderation_log where product_id = $1', [
      piece,
    ]);
    expect(log).toMatchObject({ actor_id: staff.id, subject: 'product', decision: 'published', reason: null });
    expect(log.created_at).toBeTruthy();
    const notes = await db.query<{ type: string; title: string; message: string }>(
      'select type, title, message from public.notifications where user_id = $1 and ref_id = $2',
      [seller.id, piece],
    );
    expect(notes).toEqual([
      {
        type: 'system',
        title: 'Tu producto fue publicado',
        message: '"Jersey por publicar" ya está a la venta en Vitrina.',
      },
    ]);
  });

  it('rechazar exige un motivo, que el vendedor lee en su pieza y en su aviso', async () => {
    const piece = await pending('Tarjeta dudosa');
    await expect(
      db.asQuery(staff, `update public.products set status = 'rejected', rejection_reason = '   ' where id = $1`, [
        piece,
      ]),
    ).rejects.toMatchObject({
      code: 'VT305',
      message: 'Indica el motivo del rechazo para que el vendedor pueda corregirlo',
    });
    expect(await statusOf(piece)).toBe('pending');

    await db.asQuery(
      staff,
      `update public.products set status = 'rejected', rejection_reason = 'Fotos borrosas' where id = $1`,
      [piece],
    );
    const [own] = await db.asQuery<{ status: string; rejection_reason: string; reviewed_by: string }>(
      seller,
      'select status, rejection_reason, reviewed_by from public.products where id = $1',
      [piece],
    );
    expect(own).toEqual({ status: 'rejected', rejection_reason: 'Fotos borrosas', reviewed_by: staff.id });
    const [note] = await db.asQuery<{ type: string; message: string }>(
      seller,
      'select type, message from public.notifications where ref_id = $1',
      [piece],
    );
    expect(note).toEqual({ type: 'system', message: '"Tarjeta dudosa" no fue aprobado: Fotos borrosas' });
    const [log] = await db.asQuery<{ decision: string; reason: string }>(
      staff,
      'select decision, reason from public.moderation_log where product_id = $1',
      [piece],
    );
    expect(log).toEqual({ decision: 'rejected', reason: 'Fotos borrosas' });
  });

  it('la bitácora no la lee ni la escribe un miembro normal, un visitante ni el equipo: solo la base de datos', async () => {
    const piece = await pending('Para la bitácora');
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
    expect(await db.asQuery(member, 'select id from public.moderation_log')).toEqual([]);
    expect(await db.asQuery(seller, 'select id from public.moderation_log')).toEqual([]);
    await expect(db.asQuery('anon', 'select id from public.moderation_log')).rejects.toMatchObject({ code: '42501' });
    for (const who of [member, staff, 'anon' as const]) {
      await expect(
        db.asQuery(
          who,
          `insert into public.moderation_log (subject, product_id, decision) values ('product', $1, 'published')`,
          [piece],
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.asQuery(who, `update public.moderation_log set reason = 'x'`)).rejects.toMatchObject({
        code: '42501',
      });
      await expect(db.asQuery(who, 'delete from public.moderation_log')).rejects.toMatchObject({ code: '42501' });
    }
    expect(await db.query('select 1 from public.moderation_log where product_id = $1', [piece])).toHaveLength(1);
  });

  it('una pieza vendida que vuelve a la venta no cuenta como decisión ni avisa', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Vendida y devuelta', status: 'sold' });
    await db.query(`update public.products set status = 'published' where id = $1`, [piece]);
    expect(await db.query('select 1 from public.moderation_log where product_id = $1', [piece])).toEqual([]);
    expect(await db.query('select 1 from public.notifications where ref_id = $1', [piece])).toEqual([]);
  });

  it('publicar una pieza rechazada borra el motivo anterior', async () => {
    const piece = await pending('Corregida');
    await db.asQuery(
      staff,
      `update public.products set status = 'rejected', rejection_reason = 'Falta certificado' where id = $1`,
      [piece],
    );
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
    const [row] = await db.query<{ rejection_reason: string | null }>(
      'select rejection_reason from public.products where id = $1',
      [piece],
    );
    expect(row.rejection_reason).toBeNull();
  });
  describe('campos de autenticación (estado, certificador, número de certificado)', () => {
    const read = async (id: string) =>
      (
        await db.query<{ authentication_status: string; certifier: string | null; certificate_number: string | null }>(
          'select authentication_status, certifier, certificate_number from public.products where id = $1',
          [id],
        )
      )[0];
    const edit = `update public.products set authentication_status = 'verified', certifier = 'PSA', certificate_number = 'PSA-123' where id = $1 returning id`;

    it('el equipo de confianza los edita en la pieza pendiente de otro antes de publicarla', async () => {
      const piece = await pending('Por certificar');
      expect(await db.asQuery(staff, edit, [piece])).toHaveLength(1);
      expect(await read(piece)).toEqual({
        authentication_status: 'verified',
        certifier: 'PSA',
        certificate_number: 'PSA-123',
      });
      await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
      const [shown] = await db.asQuery<{ certificate_number: string }>(
        'anon',
        'select certificate_number from public.products where id = $1',
        [piece],
      );
      expect(shown).toEqual({ certificate_number: 'PSA-123' });
    });

    it('un miembro normal ni un visitante los cambian en una pieza ajena, ni pendiente ni publicada', async () => {
      const pendingPiece = await pending('Ajena sin certificar');
      const publishedPiece = await createProduct(db, seller.id, { title: 'Ajena publicada' });
      for (const piece of [pendingPiece, publishedPiece]) {
        for (const change of [
          `certificate_number = 'FALSO-1'`,
          `certifier = 'Falso'`,
          `authentication_status = 'pending'`,
          `authentication_status = 'verified'`,
        ]) {
          expect(
            await db.asQuery(member, `update public.products set ${change} where id = $1 returning id`, [piece]),
          ).toEqual([]);
          expect(
            await db.asQuery('anon', `update public.products set ${change} where id = $1 returning id`, [piece]),
          ).toEqual([]);
        }
        expect(await read(piece)).toEqual({ authentication_status: 'none', certifier: null, certificate_number: null });
      }
    });

    it('el vendedor corrige su certificado mientras espera revisión, pero no se verifica a sí mismo', async () => {
      const piece = await pending('Propia por corregir');
      await db.asQuery(
        seller,
        `update public.products set certifier = 'JSA', certificate_number = 'JSA-9', authentication_status = 'pending' where id = $1`,
        [piece],
      );
      expect(await read(piece)).toEqual({
        authentication_status: 'pending',
        certifier: 'JSA',
        certificate_number: 'JSA-9',
      });
      for (const status of ['verified', 'rejected']) {
        await expect(
          db.asQuery(seller, `update public.products set authentication_status = $2 where id = $1`, [piece, status]),
        ).rejects.toMatchObject({ code: 'VT421' });
      }
      expect((await read(piece)).authentication_status).toBe('pending');
    });

    it('una vez verificado por el equipo, el vendedor ya no cambia el certificado; el equipo sí', async () => {
      const piece = await pending('Verificada por el equipo');
      await db.asQuery(staff, edit, [piece]);
      await expect(
        db.asQuery(seller, `update public.products set certificate_number = 'OTRO-1' where id = $1`, [piece]),
      ).rejects.toMatchObject({
        code: 'VT428',
        message: 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada',
      });
      await db.asQuery(staff, `update public.products set certificate_number = 'PSA-124' where id = $1`, [piece]);
      expect((await read(piece)).certificate_number).toBe('PSA-124');
    });
  });

  describe('certificado verificado por el equipo (issue #20)', () => {
    // their own member, so the photo folder checks below still find the first seller's folder empty
    let owner: { id: string; email: string };
    beforeAll(async () => {
      owner = await createUser(db, { identityVerified: true, level: 'verified' });
    });
    const pendingOf = (title: string) => createProduct(db, owner.id, { title, status: 'pending' });
    const VERIFIED_ONLY_BY_STAFF = {
      code: 'VT428',
      message: 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada',
    };
    const read = async (id: string) =>
      (
        await db.query<{
          authentication_status: string;
          certifier: string | null;
          certificate_number: string | null;
          is_certified: boolean;
        }>(
          'select authentication_status, certifier, certificate_number, is_certified from public.products where id = $1',
          [id],
        )
      )[0];
    const authenticatedListing = async () => {
      const [{ page }] = await db.asQuery<{ page: { data: { id: string; certificate_number: string }[] } }>(
        'anon',
        `select public.list_products('newest', 1, 100, '{"authenticated": true}'::jsonb) as page`,
      );
      return page.data.map((piece) => ({ id: piece.id, certificate_number: piece.certificate_number }));
    };
    const verifiedPiece = async (title: string) => {
      const piece = await pendingOf(title);
      await db.asQuery(
        staff,
        `update public.products set authentication_status = 'verified', certifier = 'PSA', certificate_number = 'PSA-777' where id = $1`,
        [piece],
      );
      await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
      return piece;
    };
    const VERIFIED = {
      authentication_status: 'verified',
      certifier: 'PSA',
      certificate_number: 'PSA-777',
      is_certified: true,
    };

    it('verificar el certificado lo pone bajo el filtro "autenticados"', async () => {
      const piece = await verifiedPiece('Verificada y listada');
      expect(await read(piece)).toEqual(VERIFIED);
      expect(await authenticatedListing()).toContainEqual({ id: piece, certificate_number: 'PSA-777' });
    });

    it('el vendedor no sale de "verificada" para cambiar el certificado en dos pasos', async () => {
      const piece = await verifiedPiece('Verificada, intento de cambio');
      for (const change of [
        `authentication_status = 'pending'`,
        `authentication_status = 'none'`,
        `certifier = 'FALSO', certificate_number = '00000001'`,
        `authentication_status = 'pending', certifier = 'FALSO', certificate_number = '00000001'`,
      ]) {
        await expect(
          db.asQuery(owner, `update public.products set ${change} where id = $1`, [piece]),
        ).rejects.toMatchObject(VERIFIED_ONLY_BY_STAFF);
      }
      expect(await read(piece)).toEqual(VERIFIED);
      expect(await authenticatedListing()).toContainEqual({ id: piece, certificate_number: 'PSA-777' });
    });

    it('tampoco por rpc/update_listing', async () => {
      const piece = await verifiedPiece('Verificada, edición');
      const photo = await uploadProductPhoto(db, owner, 'verificada.jpg');
      const edit = (certificate: string) =>
        db.asQuery(owner, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
          piece,
          JSON.stringify({
            title: 'Verificada, edición',
            price: 1000,
            description: 'Pieza de colección en excelente estado.',
            condition: 'excellent',
            category: 'cards',
            certifier: 'PSA',
            certificate_number: certificate,
            stock: 1,
          }),
          [photo],
        ]);
      await expect(edit('00000001')).rejects.toMatchObject(VERIFIED_ONLY_BY_STAFF);
      expect(await read(piece)).toEqual(VERIFIED);
      // an edit that keeps the verified certificate goes through and keeps it verified
      await edit('PSA-777');
      expect(await read(piece)).toEqual(VERIFIED);
    });

    it('un certificado rechazado que el vendedor corrige vuelve a revisión, y el equipo lo verifica', async () => {
      const piece = await pendingOf('Certificado por corregir');
      await db.asQuery(
        staff,
        `update public.products set authentication_status = 'rejected', certifier = 'PSA', certificate_number = 'PSA-1' where id = $1`,
        [piece],
      );
      await db.asQuery(owner, `update public.products set certificate_number = 'PSA-2' where id = $1`, [piece]);
      expect(await read(piece)).toEqual({
        authentication_status: 'pending',
        certifier: 'PSA',
        certificate_number: 'PSA-2',
        is_certified: false,
      });
      await db.asQuery(staff, `update public.products set authentication_status = 'verified' where id = $1`, [piece]);
      expect(await read(piece)).toMatchObject({ authentication_status: 'verified', is_certified: true });
    });

    it('un certificado nuevo en una pieza publicada espera revisión, sin filtro "autenticados"; quitarlo lo deja en "sin autenticar"', async () => {
      const piece = await createProduct(db, owner.id, { title: 'Publicada sin certificado' });
      await db.asQuery(
        owner,
        `update public.products set certifier = 'JSA', certificate_number = 'JSA-5' where id = $1`,
        [piece],
      );
      expect(await read(piece)).toEqual({
        authentication_status: 'pending',
        certifier: 'JSA',
        certificate_number: 'JSA-5',
        is_certified: false,
      });
      expect((await authenticatedListing()).map((row) => row.id)).not.toContain(piece);
      await db.asQuery(owner, `update public.products set certifier = null, certificate_number = null where id = $1`, [
        piece,
      ]);
      expect((await read(piece)).authentication_status).toBe('none');
    });

    it('el equipo cambia o retira la verificación, y la pieza sale del filtro al retirarla', async () => {
      const piece = await verifiedPiece('Verificada, corrección del equipo');
      await db.asQuery(staff, `update public.products set certificate_number = 'PSA-778' where id = $1`, [piece]);
      expect(await read(piece)).toEqual({ ...VERIFIED, certificate_number: 'PSA-778' });
      await db.asQuery(staff, `update public.products set authentication_status = 'rejected' where id = $1`, [piece]);
      expect(await read(piece)).toMatchObject({ authentication_status: 'rejected', is_certified: false });
      expect((await authenticatedListing()).map((row) => row.id)).not.toContain(piece);
    });
  });

  describe('certificado declarado al vender (issue #22, punto 9)', () => {
    const insertAs = async (actor: { id: string }, columns: string, values: string) => {
      const [row] = await db.asQuery<{ id: string }>(
        actor,
        `insert into public.products (seller_id, title, description, price, category, condition${columns})
         values ($1, 'Jersey firmado', 'Pieza de colección en excelente estado.', 1000, 'memorabilia', 'excellent'${values})
         returning id`,
        [actor.id],
      );
      return row.id;
    };
    const read = async (id: string) =>
      (
        await db.query<Record<string, unknown>>(
          `select status, authentication_status, certifier, certificate_number, is_certified
             from public.products where id = $1`,
          [id],
        )
      )[0];

    it('lo que declara el vendedor queda pendiente de verificar, aunque el cliente no mande el estado', async () => {
      const piece = await insertAs(seller, ', certifier, certificate_number', `, 'JSA', 'AB12345'`);
      expect(await read(piece)).toEqual({
        status: 'pending',
        authentication_status: 'pending',
        certifier: 'JSA',
        certificate_number: 'AB12345',
        is_certified: false,
      });
    });

    it('el estado lo decide la base de datos: ni "sin autenticar" con certificado ni "pendiente" sin él', async () => {
      const declared = await insertAs(
        seller,
        ', certifier, certificate_number, authentication_status',
        `, 'JSA', 'AB12345', 'none'`,
      );
      expect((await read(declared)).authentication_status).toBe('pending');
      const onlyNumber = await insertAs(seller, ', certificate_number', `, 'AB12345'`);
      expect((await read(onlyNumber)).authentication_status).toBe('pending');
      const blank = await insertAs(
        seller,
        ', certifier, certificate_number, authentication_status',
        `, '  ', null, 'pending'`,
      );
      expect((await read(blank)).authentication_status).toBe('none');
      await expect(
        insertAs(seller, ', certifier, authentication_status', `, 'JSA', 'verified'`).then(read),
      ).resolves.toMatchObject({ authentication_status: 'pending', is_certified: false });
    });

    it('el equipo publica la pieza y el certificado declarado sigue ahí, pendiente, hasta que lo verifica', async () => {
      const piece = await insertAs(seller, ', certifier, certificate_number', `, 'JSA', 'AB12345'`);
      // its photo, as the sell flow adds it (the staff publish only a piece with one)
      await db.query(`insert into public.product_images (product_id, image_url) values ($1, $2)`, [
        piece,
        `${API_URL}/storage/v1/object/public/products/${seller.id}/jersey.jpg`,
      ]);
      await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
      const [shown] = await db.asQuery<Record<string, unknown>>(
        member,
        'select authentication_status, certifier, certificate_number from public.products where id = $1',
        [piece],
      );
      expect(shown).toEqual({ authentication_status: 'pending', certifier: 'JSA', certificate_number: 'AB12345' });
      const [seen] = await db.asQuery<Record<string, unknown>>(
        'anon',
        'select authentication_status, certifier, certificate_number from public.products where id = $1',
        [piece],
      );
      expect(seen).toEqual(shown);
      // a third member's update touches no row (RLS); the seller is refused
      expect(
        await db.asQuery(
          member,
          `update public.products set authentication_status = 'verified' where id = $1 returning id`,
          [piece],
        ),
      ).toEqual([]);
      await expect(
        db.asQuery(seller, `update public.products set authentication_status = 'verified' where id = $1`, [piece]),
      ).rejects.toMatchObject({ code: 'VT421' });
      expect((await read(piece)).authentication_status).toBe('pending');
      await db.asQuery(staff, `update public.products set authentication_status = 'verified' where id = $1`, [piece]);
      expect(await read(piece)).toMatchObject({ authentication_status: 'verified', is_certified: true });
    });
  });

  it('el equipo lee las otras piezas del vendedor en cualquier estado; un miembro normal solo las publicadas', async () => {
    const other = await createUser(db, { identityVerified: true });
    const published = await createProduct(db, other.id, { title: 'Otra publicada' });
    const rejected = await createProduct(db, other.id, { title: 'Otra rechazada', status: 'rejected' });
    const waiting = await createProduct(db, other.id, { title: 'Otra pendiente', status: 'pending' });
    const sql = 'select id from public.products where seller_id = $1 order by created_at';
    expect((await db.asQuery<{ id: string }>(staff, sql, [other.id])).map((row) => row.id).sort()).toEqual(
      [published, rejected, waiting].sort(),
    );
    expect(await db.asQuery(member, sql, [other.id])).toEqual([{ id: published }]);
    expect(await db.asQuery('anon', sql, [other.id])).toEqual([{ id: published }]);
  });

  describe('fotos en el bucket products', () => {
    const upload = (actor: { id: string }, name: string) =>
      db.asQuery(actor, `insert into storage.objects (bucket_id, name) values ('products', $1) returning name`, [name]);

    it('un miembro sube fotos solo bajo su propia carpeta {id}/…', async () => {
      expect(await upload(member, `${member.id}/jersey.png`)).toEqual([{ name: `${member.id}/jersey.png` }]);
      await expect(upload(member, `${seller.id}/suplantada.png`)).rejects.toMatchObject({ code: '42501' });
      await expect(upload(member, 'sin-carpeta.png')).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.asQuery('anon', `insert into storage.objects (bucket_id, name) values ('products', $1)`, [
          `${seller.id}/anon.png`,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
      expect(
        await db.query(`select 1 from storage.objects where bucket_id = 'products' and name like $1`, [
          `${seller.id}/%`,
        ]),
      ).toEqual([]);
    });

    it('no mueve su foto a la carpeta de otro miembro ni cambia las fotos ajenas', async () => {
      await upload(seller, `${seller.id}/propia.png`);
      await upload(member, `${member.id}/para-mover.png`);
      await expect(
        db.asQuery(member, `update storage.objects set name = $2 where bucket_id = 'products' and name = $1`, [
          `${member.id}/para-mover.png`,
          `${seller.id}/movida.png`,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
      expect(
        await db.asQuery(
          member,
          `update storage.objects set name = $2 where bucket_id = 'products' and name = $1 returning id`,
          [`${seller.id}/propia.png`, `${member.id}/robada.png`],
        ),
      ).toEqual([]);
      expect(
        await db.query(`select name from storage.objects where bucket_id = 'products' and name like $1`, [
          `${seller.id}/%`,
        ]),
      ).toEqual([{ name: `${seller.id}/propia.png` }]);
    });
  });
});
