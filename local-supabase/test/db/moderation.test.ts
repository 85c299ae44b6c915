/**
 * Listing moderation (issue 14): only trusted users read others' pending pieces and decide; each decision is
 * logged by the database and notifies the seller. Every rule is tried as a normal member and as a visitor.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

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
      expect(await db.asQuery(member, `update public.products set ${change} where id = $1 returning id`, [theirs])).toEqual([]);
      expect(await db.asQuery('anon', `update public.products set ${change} where id = $1 returning id`, [theirs])).toEqual([]);
      await expect(
        db.asQuery(seller, `update public.products set ${change} where id = $1`, [theirs]),
      ).rejects.toMatchObject({ code: '42501' });
    }
    expect(await statusOf(theirs)).toBe('pending');
  });

  it('publicar registra quién y cuándo en la bitácora y avisa al vendedor', async () => {
    const piece = await pending('Jersey por publicar');
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
    const [log] = await db.query<{ actor_id: string; subject: string; decision: string; reason: string | null; created_at: Date }>(
      'select actor_id, subject, decision, reason, created_at from public.moderation_log where product_id = $1',
      [piece],
    );
    expect(log).toMatchObject({ actor_id: staff.id, subject: 'product', decision: 'published', reason: null });
    expect(log.created_at).toBeTruthy();
    const notes = await db.query<{ type: string; title: string; message: string }>(
      'select type, title, message from public.notifications where user_id = $1 and ref_id = $2',
      [seller.id, piece],
    );
    expect(notes).toEqual([
      { type: 'system', title: 'Tu producto fue publicado', message: '"Jersey por publicar" ya está a la venta en Vitrina.' },
    ]);
  });

  it('rechazar exige un motivo, que el vendedor lee en su pieza y en su aviso', async () => {
    const piece = await pending('Tarjeta dudosa');
    await expect(
      db.asQuery(staff, `update public.products set status = 'rejected', rejection_reason = '   ' where id = $1`, [piece]),
    ).rejects.toMatchObject({ code: '23514', message: 'Indica el motivo del rechazo para que el vendedor pueda corregirlo' });
    expect(await statusOf(piece)).toBe('pending');

    await db.asQuery(staff, `update public.products set status = 'rejected', rejection_reason = 'Fotos borrosas' where id = $1`, [piece]);
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
        db.asQuery(who, `insert into public.moderation_log (subject, product_id, decision) values ('product', $1, 'published')`, [piece]),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.asQuery(who, `update public.moderation_log set reason = 'x'`)).rejects.toMatchObject({ code: '42501' });
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
    await db.asQuery(staff, `update public.products set status = 'rejected', rejection_reason = 'Falta certificado' where id = $1`, [piece]);
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
    const [row] = await db.query<{ rejection_reason: string | null }>('select rejection_reason from public.products where id = $1', [piece]);
    expect(row.rejection_reason).toBeNull();
  });
});
