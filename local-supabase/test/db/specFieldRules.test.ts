/**
 * Field rules of spec §5 / §9 held by the database for every writer (database audit 2026-12-01, item 8): a piece's
 * description, a display name of at least 2 characters, the waitlist's name / e-mail / phone limits, and at least one
 * document per verification request. On PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

describe.each(drivers())('spec field rules on $name', (driver) => {
  let db: TestDatabase;
  let member: User;

  beforeAll(async () => {
    db = await driver.open();
    member = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('una pieza sin descripción no se guarda', async () => {
    await expect(
      db.asQuery(
        member,
        `insert into public.products (seller_id, title, price, category, condition) values ($1, 'Pieza sin texto', 900, 'cards', 'new')`,
        [member.id],
      ),
    ).rejects.toMatchObject({ code: '23514' });
    const [{ id }] = await db.asQuery<{ id: string }>(
      member,
      `insert into public.products (seller_id, title, price, description, category, condition)
       values ($1, 'Pieza con texto', 900, 'Descripción de veinte caracteres o más', 'cards', 'new') returning id`,
      [member.id],
    );
    await expect(
      db.asQuery(member, 'update public.products set description = null where id = $1', [id]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('el nombre visible tiene al menos 2 caracteres; un registro con uno más corto toma otro nombre', async () => {
    await expect(
      db.asQuery(member, `update public.profiles set display_name = 'A' where id = $1`, [member.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await db.asQuery(member, `update public.profiles set display_name = 'Al' where id = $1`, [member.id]);
    const id = randomUUID();
    await db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, 'pepe.perez@example.test', 'x', now(), '{"display_name": "P"}')`,
      [id],
    );
    expect(await db.query('select display_name from public.profiles where id = $1', [id])).toEqual([
      { display_name: 'pepe.perez' },
    ]);
  });

  describe('lista de espera', () => {
    const join = (email: string, fullName: string | null, phone: string | null) =>
      db.asQuery('anon', 'insert into public.waitlist (email, full_name, phone) values ($1, $2, $3)', [
        email,
        fullName,
        phone,
      ]);

    it('exige el nombre, y nombre y correo de hasta 100 caracteres', async () => {
      await expect(join('sin.nombre@example.test', null, null)).rejects.toMatchObject({ code: '23514' });
      await expect(join('sin.nombre@example.test', '   ', null)).rejects.toMatchObject({ code: '23514' });
      await expect(join(`${'a'.repeat(95)}@example.test`, 'Ana', null)).rejects.toMatchObject({ code: '23514' });
      await expect(join('ana@example.test', 'A'.repeat(101), null)).rejects.toMatchObject({ code: '23514' });
      await join(`${'a'.repeat(87)}@example.test`, 'A'.repeat(100), null);
    });

    it('el teléfono lleva hasta 15 dígitos (los espacios y el + no cuentan)', async () => {
      await expect(join('largo@example.test', 'Ana', '12345678901234567')).rejects.toMatchObject({ code: '23514' });
      await expect(join('largo2@example.test', 'Ana', '+5255123456789012')).rejects.toMatchObject({ code: '23514' });
      await join('casa@example.test', 'Ana', '+52 55 1234 5678');
      await join('landing@example.test', 'Ana', '5512345678');
      await join('maximo@example.test', 'Ana', '+525512345678901');
    });
  });

  it('una solicitud de verificación lleva al menos un documento', async () => {
    await expect(
      db.asQuery(
        member,
        `insert into public.verification_requests (type, notes, documents) values ('seller', 'Vendo tarjetas desde 2012.', '{"urls": []}')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.asQuery(
        member,
        `insert into public.verification_requests (type, notes) values ('seller', 'Vendo tarjetas desde 2012.')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it("un miembro no crea ni cambia una pieza a una condición fuera del formulario ('poor')", async () => {
    await expect(
      db.asQuery(
        member,
        `insert into public.products (seller_id, title, price, description, category, condition)
         values ($1, 'Pieza deteriorada', 900, 'Descripción de veinte caracteres o más', 'cards', 'poor')`,
        [member.id],
      ),
    ).rejects.toMatchObject({ code: 'VT239', message: 'Debes seleccionar la condición del producto' });
    // a piece that already carries it keeps it and is still edited
    const [{ id }] = await db.query<{ id: string }>(
      `insert into public.products (seller_id, title, price, description, category, condition)
       values ($1, 'Pieza antigua', 900, 'Descripción de veinte caracteres o más', 'cards', 'poor') returning id`,
      [member.id],
    );
    await db.asQuery(member, `update public.products set title = 'Pieza antigua editada' where id = $1`, [id]);
    await expect(
      db.asQuery(
        member,
        `update public.products set condition = 'poor' where id = (
        select id from public.products where seller_id = $1 and condition = 'new' limit 1)`,
        [member.id],
      ),
    ).rejects.toMatchObject({ code: 'VT239' });
    await db.asQuery(member, `update public.products set condition = 'fair' where id = $1`, [id]);
  });
});
