/**
 * Verification requests and their review: one pending request per member and type, documents only of
 * one's own, decisions only by trusted users (never on their own request), final, logged, notified, and the level
 * granted by the reviewer. Every rule is tried as a normal member and as a visitor.
 */
import { randomUUID } from 'node:crypto';
import { createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type Who = { id: string; email: string };

describe.each(drivers())('solicitudes de verificación en $name', (driver) => {
  let db: TestDatabase;
  let staff: Who;
  let otherStaff: Who;
  let member: Who;

  beforeAll(async () => {
    db = await driver.open();
    staff = await createUser(db, { level: 'trusted', identityVerified: true });
    otherStaff = await createUser(db, { level: 'trusted', identityVerified: true });
    member = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  /** a file the member uploaded to the private bucket (storage RLS and owner trigger, as the storage API does) */
  const upload = async (who: Who) => {
    const name = `${who.id}/${randomUUID()}.pdf`;
    await db.asQuery(who, `insert into storage.objects (bucket_id, name) values ('verification-documents', $1)`, [
      name,
    ]);
    return name;
  };
  const request = async (who: Who, type = 'seller', docs?: string[]) => {
    const urls = docs ?? [await upload(who)];
    const [row] = await db.asQuery<{ id: string }>(
      who,
      `insert into public.verification_requests (type, notes, documents) values ($1, 'Vendo tarjetas firmadas desde 2012.', $2) returning id`,
      [type, JSON.stringify({ urls })],
    );
    return row.id;
  };
  const profileOf = async (who: Who) =>
    (
      await db.query<{ verification_level: string; identity_verified: boolean; is_verified: boolean }>(
        'select verification_level, identity_verified, is_verified from public.profiles where id = $1',
        [who.id],
      )
    )[0];

  it('rechaza una segunda solicitud pendiente del mismo tipo, con un mensaje en español', async () => {
    const applicant = await createUser(db);
    await request(applicant, 'seller');
    await expect(request(applicant, 'seller')).rejects.toMatchObject({
      code: 'VT700',
      message: 'Ya tienes una solicitud de este tipo en revisión. Te avisaremos cuando el equipo la revise.',
    });
    // another type, or the same type once the first was decided, is fine
    await expect(request(applicant, 'vip')).resolves.toBeTruthy();
  });

  it('el índice único respalda la regla aunque el disparador no la vea (inserción directa del servicio)', async () => {
    const applicant = await createUser(db);
    const insert = `insert into public.verification_requests (user_id, type, notes, documents)
      values ($1, 'buyer', 'Compro camisetas de futbol.', '{"urls": ["identificacion.pdf"]}')`;
    await db.query(insert, [applicant.id]);
    await expect(db.query(insert, [applicant.id])).rejects.toMatchObject({ code: '23505' });
  });

  it('tras una decisión se puede volver a solicitar el mismo tipo', async () => {
    const applicant = await createUser(db);
    const first = await request(applicant, 'buyer');
    await db.asQuery(
      staff,
      `update public.verification_requests set status = 'rejected', review_notes = 'Foto ilegible' where id = $1`,
      [first],
    );
    await expect(request(applicant, 'buyer')).resolves.toBeTruthy();
  });

  it('una solicitud solo adjunta documentos que subió su autor', async () => {
    const applicant = await createUser(db);
    const theirs = await upload(member);
    await expect(request(applicant, 'seller', [theirs])).rejects.toMatchObject({
      code: 'VT424',
      message: 'Solo puedes adjuntar documentos que tú subiste',
    });
    await expect(request(applicant, 'seller', [`${applicant.id}/inventado.pdf`])).rejects.toMatchObject({
      code: 'VT424',
    });
  });

  it('un visitante no lee, no crea ni decide solicitudes', async () => {
    const id = await request(member, 'vip');
    expect(await db.asQuery('anon', 'select id from public.verification_requests')).toEqual([]);
    await expect(
      db.asQuery(
        'anon',
        `insert into public.verification_requests (user_id, type, notes) values ($1, 'seller', 'Quiero vender mis piezas.')`,
        [member.id],
      ),
    ).rejects.toMatchObject({ code: '42501' });
    expect(
      await db.asQuery(
        'anon',
        `update public.verification_requests set status = 'approved' where id = $1 returning id`,
        [id],
      ),
    ).toEqual([]);
    expect(
      (await db.query<{ status: string }>('select status from public.verification_requests where id = $1', [id]))[0]
        .status,
    ).toBe('pending');
  });

  it('un miembro solo lee sus solicitudes; el equipo lee todas', async () => {
    const applicant = await createUser(db);
    const id = await request(applicant, 'seller');
    expect(await db.asQuery(member, 'select id from public.verification_requests where id = $1', [id])).toEqual([]);
    expect(await db.asQuery(applicant, 'select id from public.verification_requests where id = $1', [id])).toEqual([
      { id },
    ]);
    expect(await db.asQuery(staff, 'select id from public.verification_requests where id = $1', [id])).toEqual([
      { id },
    ]);
  });

  it('un miembro no decide solicitudes ajenas ni la propia, ni crea una ya aprobada a su nombre', async () => {
    const applicant = await createUser(db);
    const id = await request(applicant, 'seller');
    for (const who of [member, applicant]) {
      expect(
        await db.asQuery(
          who,
          `update public.verification_requests set status = 'approved', granted_level = 'trusted' where id = $1 returning id`,
          [id],
        ),
      ).toEqual([]);
    }
    const document = await upload(applicant);
    const [forged] = await db.asQuery<{ status: string; granted_level: string | null; reviewed_by: string | null }>(
      applicant,
      `insert into public.verification_requests (type, notes, status, granted_level, reviewed_by, documents)
       values ('vip', 'Quiero ser miembro VIP ya.', 'pending', 'trusted', $1, $2) returning status, granted_level, reviewed_by`,
      [staff.id, JSON.stringify({ urls: [document] })],
    );
    expect(forged).toEqual({ status: 'pending', granted_level: null, reviewed_by: null });
    expect(await profileOf(applicant)).toEqual({
      verification_level: 'unverified',
      identity_verified: false,
      is_verified: false,
    });
  });

  it('nadie cambia por su cuenta su nivel ni sus verificaciones, tampoco el equipo; ni el de otro', async () => {
    const changes = [
      `verification_level = 'vip'`,
      'identity_verified = not identity_verified',
      'is_verified = not is_verified',
    ];
    for (const change of [...changes, `verification_level = 'trusted'`]) {
      await expect(
        db.asQuery(member, `update public.profiles set ${change} where id = $1`, [member.id]),
      ).rejects.toMatchObject({
        code: 'VT423',
        message: 'No puedes modificar tu verificación, calificación ni ventas',
      });
    }
    for (const change of changes) {
      await expect(
        db.asQuery(staff, `update public.profiles set ${change} where id = $1`, [staff.id]),
      ).rejects.toMatchObject({ code: 'VT423' });
      // someone else's profile: RLS updates nothing, for staff too (the decision of a request is the way)
      expect(
        await db.asQuery(staff, `update public.profiles set ${change} where id = $1 returning id`, [member.id]),
      ).toEqual([]);
      expect(
        await db.asQuery(member, `update public.profiles set ${change} where id = $1 returning id`, [staff.id]),
      ).toEqual([]);
    }
    await expect(db.asQuery('anon', `update public.profiles set verification_level = 'trusted'`)).rejects.toMatchObject(
      { code: '42501' },
    );
    expect(await profileOf(member)).toEqual({
      verification_level: 'unverified',
      identity_verified: false,
      is_verified: false,
    });
  });

  it('el equipo no decide su propia solicitud: no se otorga un nivel a sí mismo', async () => {
    const lowStaff = await createUser(db, { level: 'trusted' });
    const id = await request(lowStaff, 'vip');
    await expect(
      db.asQuery(
        lowStaff,
        `update public.verification_requests set status = 'approved', grant_identity_verified = true where id = $1`,
        [id],
      ),
    ).rejects.toMatchObject({ code: 'VT426', message: 'No puedes decidir tu propia solicitud de verificación' });
    expect(await profileOf(lowStaff)).toMatchObject({ identity_verified: false });
  });

  it('aprobar otorga el nivel elegido y las verificaciones indicadas, lo registra y avisa al miembro', async () => {
    const applicant = await createUser(db);
    const id = await request(applicant, 'seller');
    await db.asQuery(
      staff,
      `update public.verification_requests
          set status = 'approved', granted_level = 'vip', grant_identity_verified = true, grant_is_verified = false
        where id = $1`,
      [id],
    );
    expect(await profileOf(applicant)).toEqual({
      verification_level: 'vip',
      identity_verified: true,
      is_verified: false,
    });
    const [row] = await db.asQuery<{
      status: string;
      reviewed_by: string;
      reviewed_at: Date | null;
      granted_level: string;
    }>(
      applicant,
      'select status, reviewed_by, reviewed_at, granted_level from public.verification_requests where id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'approved', reviewed_by: staff.id, granted_level: 'vip' });
    expect(row.reviewed_at).toBeTruthy();
    const notes = await db.asQuery<{ type: string; title: string; message: string }>(
      applicant,
      'select type, title, message from public.notifications where ref_id = $1',
      [id],
    );
    expect(notes).toEqual([
      {
        type: 'system',
        title: 'Verificación aprobada',
        message: 'Tu solicitud de verificación fue aprobada. Tu nivel: VIP member.',
      },
    ]);
    const log = await db.asQuery<{
      actor_id: string;
      subject: string;
      decision: string;
      reason: string | null;
      created_at: Date;
    }>(
      otherStaff,
      'select actor_id, subject, decision, reason, created_at from public.moderation_log where request_id = $1',
      [id],
    );
    expect(log).toEqual([
      {
        actor_id: staff.id,
        subject: 'verification_request',
        decision: 'approved',
        reason: null,
        created_at: expect.anything(),
      },
    ]);
  });

  it('aprobar sin indicar nivel otorga el del tipo; nunca baja un nivel más alto', async () => {
    const buyer = await createUser(db);
    await db.asQuery(staff, `update public.verification_requests set status = 'approved' where id = $1`, [
      await request(buyer, 'buyer'),
    ]);
    expect(await profileOf(buyer)).toEqual({ verification_level: 'basic', identity_verified: true, is_verified: true });

    const vip = await createUser(db, { level: 'vip' });
    await db.asQuery(
      staff,
      `update public.verification_requests set status = 'approved', granted_level = 'basic' where id = $1`,
      [await request(vip, 'seller')],
    );
    expect((await profileOf(vip)).verification_level).toBe('vip');
  });

  it('el equipo puede nombrar a otra persona de confianza', async () => {
    const applicant = await createUser(db);
    await db.asQuery(
      staff,
      `update public.verification_requests set status = 'approved', granted_level = 'trusted' where id = $1`,
      [await request(applicant, 'seller')],
    );
    expect((await profileOf(applicant)).verification_level).toBe('trusted');
  });

  it('rechazar exige un motivo, que el miembro lee en su solicitud y en su aviso, y queda en la bitácora', async () => {
    const applicant = await createUser(db);
    const id = await request(applicant, 'seller');
    await expect(
      db.asQuery(
        staff,
        `update public.verification_requests set status = 'rejected', review_notes = '   ' where id = $1`,
        [id],
      ),
    ).rejects.toMatchObject({
      code: 'VT311',
      message: 'Indica el motivo del rechazo para que el solicitante pueda corregirlo',
    });

    await db.asQuery(
      staff,
      `update public.verification_requests set status = 'rejected', review_notes = ' La INE está vencida ', granted_level = 'trusted' where id = $1`,
      [id],
    );
    const [own] = await db.asQuery<{ status: string; review_notes: string; granted_level: string | null }>(
      applicant,
      'select status, review_notes, granted_level from public.verification_requests where id = $1',
      [id],
    );
    expect(own).toEqual({ status: 'rejected', review_notes: 'La INE está vencida', granted_level: null });
    expect(await profileOf(applicant)).toEqual({
      verification_level: 'unverified',
      identity_verified: false,
      is_verified: false,
    });
    const [note] = await db.asQuery<{ type: string; message: string }>(
      applicant,
      'select type, message from public.notifications where ref_id = $1',
      [id],
    );
    expect(note).toEqual({
      type: 'system',
      message: 'Tu solicitud de verificación fue rechazada: La INE está vencida',
    });
    const [log] = await db.asQuery<{ actor_id: string; decision: string; reason: string }>(
      staff,
      'select actor_id, decision, reason from public.moderation_log where request_id = $1',
      [id],
    );
    expect(log).toEqual({ actor_id: staff.id, decision: 'rejected', reason: 'La INE está vencida' });
  });

  it('una solicitud decidida no se vuelve a decidir', async () => {
    const applicant = await createUser(db);
    const id = await request(applicant, 'seller');
    await db.asQuery(
      staff,
      `update public.verification_requests set status = 'rejected', review_notes = 'Documento borroso' where id = $1`,
      [id],
    );
    await expect(
      db.asQuery(
        otherStaff,
        `update public.verification_requests set status = 'approved', granted_level = 'trusted' where id = $1`,
        [id],
      ),
    ).rejects.toMatchObject({ code: 'VT521', message: 'Esta solicitud ya fue revisada' });
    expect(await db.query('select 1 from public.moderation_log where request_id = $1', [id])).toHaveLength(1);
  });

  it('un miembro no lee la bitácora de verificaciones ni los avisos de otros', async () => {
    const applicant = await createUser(db);
    const id = await request(applicant, 'seller');
    await db.asQuery(staff, `update public.verification_requests set status = 'approved' where id = $1`, [id]);
    expect(await db.asQuery(applicant, 'select id from public.moderation_log where request_id = $1', [id])).toEqual([]);
    expect(await db.asQuery(member, 'select id from public.notifications where ref_id = $1', [id])).toEqual([]);
  });

  it('documentos privados: el autor y el equipo los leen; otro miembro y un visitante no', async () => {
    const applicant = await createUser(db);
    const name = await upload(applicant);
    const read = `select name from storage.objects where bucket_id = 'verification-documents' and name = $1`;
    expect(await db.asQuery(applicant, read, [name])).toEqual([{ name }]);
    expect(await db.asQuery(staff, read, [name])).toEqual([{ name }]);
    expect(await db.asQuery(member, read, [name])).toEqual([]);
    expect(await db.asQuery('anon', read, [name])).toEqual([]);
    expect(await db.asQuery(member, `delete from storage.objects where name = $1 returning name`, [name])).toEqual([]);
    expect(await db.asQuery(staff, `delete from storage.objects where name = $1 returning name`, [name])).toEqual([]);
  });
});
