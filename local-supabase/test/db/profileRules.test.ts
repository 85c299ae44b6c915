/**
 * One rule for usernames (what a page address carries, 3 to 30 characters, capitals stored lowercase) and one for
 * phones (+ and 9 to 14 digits, spaces ignored), each refused with its reason in Spanish, for a member's own
 * profile, a sign-up's metadata and any writer. Tried by the member, another member and a visitor, on PGlite and
 * (with DATABASE_URL) on PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { USERS } from '../../../supabase/seed/catalog';
import { createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

const URL_REASON =
  'El nombre de usuario es la dirección de tu página de vendedor: usa solo letras sin acentos, números, punto, ' +
  'guion o guion bajo (sin espacios ni emojis), empezando con letra o número';
const PHONE_REASON =
  'El teléfono debe empezar con + y llevar de 9 a 14 dígitos (los espacios no cuentan), por ejemplo +525512345678';

describe.each(drivers())('usernames and phones on $name', (driver) => {
  let db: TestDatabase;
  let member: User;
  let other: User;

  beforeAll(async () => {
    db = await driver.open();
    member = await createUser(db);
    other = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const setUsername = (who: User | 'anon', id: string, username: string) =>
    db.asQuery<{ username: string }>(who, 'update public.profiles set username = $2 where id = $1 returning username', [
      id,
      username,
    ]);
  const setPhone = (who: User, phone: string) =>
    db.asQuery<{ phone_number: string | null }>(
      who,
      'update public.profiles set phone_number = $2 where id = $1 returning phone_number',
      [who.id, phone],
    );

  it('refuses a username an address cannot carry as it is, and says why', async () => {
    for (const bad of ['ana lópez 😀', 'ana lopez', 'josé', 'ana/perez', '_ana', '.ana', 'ana?x=1', 'ana%20b']) {
      await expect(setUsername(member, member.id, bad)).rejects.toMatchObject({ code: 'VT307', message: URL_REASON });
    }
    await expect(setUsername(member, member.id, 'a'.repeat(120))).rejects.toMatchObject({
      code: 'VT307',
      message: 'El nombre de usuario puede tener hasta 30 caracteres',
    });
    await expect(setUsername(member, member.id, 'ab')).rejects.toMatchObject({
      code: 'VT307',
      message: 'El nombre de usuario debe tener al menos 3 caracteres',
    });
    expect(await setUsername(member, member.id, 'a'.repeat(30))).toEqual([{ username: 'a'.repeat(30) }]);
  });

  it('stores a username trimmed and lowercase, so one name has one seller page', async () => {
    expect(await setUsername(member, member.id, '  Ana_Lopez-1.mx ')).toEqual([{ username: 'ana_lopez-1.mx' }]);
    // the same name in other capitals is taken
    await expect(setUsername(other, other.id, 'ANA_LOPEZ-1.MX')).rejects.toMatchObject({ code: '23505' });
  });

  it('nobody else changes a member’s username, and a visitor changes none', async () => {
    expect(await setUsername(other, member.id, 'robado')).toEqual([]);
    await expect(setUsername('anon', member.id, 'robado')).rejects.toMatchObject({ code: '42501' });
    expect(
      await db.query('select username from public.profiles where id = $1 and username = $2', [member.id, 'robado']),
    ).toEqual([]);
  });

  it('every seed username passes the rule', async () => {
    const names = USERS.map((u) => u.username);
    const problems = await db.query<{ problem: string | null }>(
      'select public.username_problem(u) as problem from unnest($1::text[]) as u',
      [names],
    );
    expect(problems.map((p) => p.problem)).toEqual(names.map(() => null));
  });

  it('a sign-up keeps a good username (lowercase) and drops one that breaks the rule', async () => {
    const signUp = async (username: string) => {
      const id = randomUUID();
      await db.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
        id,
        `${id.slice(0, 8)}@example.test`,
        JSON.stringify({ username, display_name: 'Nuevo' }),
      ]);
      const [row] = await db.query<{ username: string | null }>('select username from public.profiles where id = $1', [
        id,
      ]);
      return row.username;
    };
    expect(await signUp('Nuevo_Coleccionista')).toBe('nuevo_coleccionista');
    expect(await signUp('ana lópez 😀')).toBeNull();
    expect(await signUp('x'.repeat(31))).toBeNull();
  });

  it('ignores spaces in a phone and refuses one without + or with too few or many digits, saying why', async () => {
    expect(await setPhone(member, ' +52 55 1234 5678 ')).toEqual([{ phone_number: '+525512345678' }]);
    expect(await setPhone(member, '   ')).toEqual([{ phone_number: null }]);
    for (const bad of ['5512345678', '+52 55', '+52-55-1234-5678', '+5255123456789012', '+52 55 abc']) {
      await expect(setPhone(member, bad)).rejects.toMatchObject({ code: 'VT308', message: PHONE_REASON });
    }
    // another member's phone is out of reach
    expect(
      await db.asQuery(other, 'update public.profiles set phone_number = $2 where id = $1 returning id', [
        member.id,
        '+525500000000',
      ]),
    ).toEqual([]);
  });
});
