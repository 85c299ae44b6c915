import { fakeRestPerTest, postgrestRefusal, type SentRequest } from '../../../test/fakeRest';
import {
  decideVerificationRequest,
  fetchVerificationQueue,
  submitVerificationRequest,
  VERIFICATION_ALREADY_DECIDED,
  verificationDocumentPath,
} from './verificationApi';

const rest = fakeRestPerTest();

const USER = 'c0000000-0000-4000-8000-000000000003';
const REQUEST = 'd0000000-0000-4000-8000-000000000004';
const files = () => [
  new File(['%PDF-1.4'], 'INE frente.pdf', { type: 'application/pdf' }),
  new File(['png'], 'comprobante.PNG', { type: 'image/png' }),
];
const isUpload = (r: SentRequest) =>
  r.method === 'POST' && r.path.includes('/storage/v1/object/verification-documents/');
const isRemoval = (r: SentRequest) =>
  r.method === 'DELETE' && r.path.endsWith('/storage/v1/object/verification-documents');

describe('verificationDocumentPath', () => {
  it('guarda cada documento en documents/ con un nombre aleatorio y su extensión (spec §7)', () => {
    expect(verificationDocumentPath({ name: 'INE.PDF', type: 'application/pdf' }, 'abc')).toBe('documents/abc.pdf');
    expect(verificationDocumentPath({ name: 'foto', type: 'image/jpeg' }, 'x')).toBe('documents/x.jpg');
  });
});

describe('submitVerificationRequest', () => {
  it('sube los documentos a documents/ y crea la solicitud pendiente con sus rutas', async () => {
    rest.reply = (request) =>
      isUpload(request)
        ? { body: { Key: request.path } }
        : { body: { id: REQUEST, user_id: USER, type: 'seller', status: 'pending', documents: { urls: ['a', 'b'] } } };
    const created = await submitVerificationRequest(USER, {
      type: 'seller',
      notes: '  Vendo jerseys firmados.  ',
      files: files(),
    });
    const uploads = rest.requests.filter(isUpload);
    expect(uploads).toHaveLength(2);
    expect(uploads[0].path).toMatch(/\/verification-documents\/documents\/[0-9a-f-]+\.pdf$/);
    expect(uploads[1].path).toMatch(/\.png$/);
    const insert = rest.requests.find((r) => r.path.endsWith('/rest/v1/verification_requests'))!;
    expect(insert.method).toBe('POST');
    const paths = uploads.map((u) => u.path.split('/verification-documents/')[1]);
    expect(insert.body).toEqual({
      user_id: USER,
      type: 'seller',
      notes: 'Vendo jerseys firmados.',
      status: 'pending',
      documents: { urls: paths },
    });
    expect(created.documents.urls).toEqual(['a', 'b']);
  });

  it('sin sesión no sube nada y dice que hay que iniciar sesión', async () => {
    await expect(
      submitVerificationRequest(null, { type: 'vip', notes: 'Coleccionista VIP.', files: files() }),
    ).rejects.toMatchObject({
      message: 'Debes iniciar sesión para enviar una solicitud',
      reason: 'signedOut',
    });
    expect(rest.requests).toEqual([]);
  });

  it('si la base de datos la rechaza, borra los documentos que subió y da el texto de error del catálogo', async () => {
    rest.reply = (request) =>
      isUpload(request) ? { body: { Key: request.path } } : postgrestRefusal('42501', 'nope', 403);
    await expect(
      submitVerificationRequest(USER, { type: 'seller', notes: 'Vendo tarjetas.', files: files() }),
    ).rejects.toMatchObject({
      message: 'Hubo un error al enviar tu solicitud. Por favor intenta de nuevo.',
      reason: 'failed',
    });
    const removal = rest.requests.find(isRemoval)!;
    expect(removal).toBeTruthy();
    expect((removal.body as { prefixes: string[] }).prefixes).toEqual(
      rest.requests.filter(isUpload).map((u) => u.path.split('/verification-documents/')[1]),
    );
  });

  it('una segunda solicitud pendiente del mismo tipo da el mensaje de la base de datos en español', async () => {
    rest.reply = (request) =>
      isUpload(request) ? { body: { Key: request.path } } : postgrestRefusal('23505', 'duplicate key', 409);
    await expect(
      submitVerificationRequest(USER, { type: 'seller', notes: 'Vendo tarjetas.', files: files() }),
    ).rejects.toMatchObject({
      message: 'Ya tienes una solicitud de este tipo en revisión. Te avisaremos cuando el equipo la revise.',
      reason: 'duplicate',
    });
    expect(rest.requests.some(isRemoval)).toBe(true);
  });

  it('si falla la segunda subida, borra la primera y no crea la solicitud', async () => {
    let uploads = 0;
    rest.reply = (request) => {
      if (isUpload(request)) {
        uploads += 1;
        return uploads === 1
          ? { body: { Key: request.path } }
          : { status: 500, body: { statusCode: '500', error: 'x', message: 'falló' } };
      }
      return { body: [] };
    };
    await expect(
      submitVerificationRequest(USER, { type: 'buyer', notes: 'Compro camisetas.', files: files() }),
    ).rejects.toMatchObject({ reason: 'failed' });
    expect(rest.requests.some((r) => r.path.endsWith('/rest/v1/verification_requests'))).toBe(false);
    expect((rest.requests.find(isRemoval)!.body as { prefixes: string[] }).prefixes).toHaveLength(1);
  });
});

describe('fetchVerificationQueue', () => {
  it('lee las pendientes, la más antigua primero, con el perfil del solicitante y URLs firmadas de sus documentos', async () => {
    rest.reply = (request) => {
      if (request.path.endsWith('/verification_requests'))
        return {
          body: [
            {
              id: REQUEST,
              user_id: USER,
              type: 'seller',
              status: 'pending',
              documents: { urls: [`${USER}/a.pdf`, `${USER}/b.png`] },
            },
          ],
        };
      if (request.path.endsWith('/profiles')) return { body: [{ id: USER, display_name: 'Memo', sales_count: 4 }] };
      return {
        body: [
          {
            path: `${USER}/a.pdf`,
            signedURL: `/object/sign/verification-documents/${USER}/a.pdf?token=t1`,
            error: null,
          },
          {
            path: `${USER}/b.png`,
            signedURL: null,
            error: 'Either the object does not exist or you do not have access to it',
          },
        ],
      };
    };
    const [item] = await fetchVerificationQueue();
    expect(rest.requests[0].params.get('status')).toBe('eq.pending');
    expect(rest.requests[0].params.get('order')).toBe('created_at.asc');
    const sign = rest.requests.find((r) => r.path.includes('/storage/v1/object/sign/verification-documents'))!;
    expect(sign.body).toMatchObject({ paths: [`${USER}/a.pdf`, `${USER}/b.png`], expiresIn: 3600 });
    expect(item.requester).toMatchObject({ display_name: 'Memo', sales_count: 4 });
    expect(item.files).toEqual([
      { path: `${USER}/a.pdf`, kind: 'pdf', url: expect.stringContaining('token=t1') },
      { path: `${USER}/b.png`, kind: 'image', url: null },
    ]);
  });

  it('una cola vacía no pide perfiles ni firmas', async () => {
    await expect(fetchVerificationQueue()).resolves.toEqual([]);
    expect(rest.requests).toHaveLength(1);
  });
});

describe('decideVerificationRequest', () => {
  it('aprueba solo una solicitud que sigue pendiente, con el nivel y las verificaciones elegidas', async () => {
    rest.reply = () => ({ body: [{ id: REQUEST }] });
    await decideVerificationRequest({
      requestId: REQUEST,
      decision: 'approved',
      level: 'verified',
      identityVerified: true,
      isVerified: false,
    });
    expect(rest.requests[0]).toMatchObject({
      method: 'PATCH',
      body: { status: 'approved', granted_level: 'verified', grant_identity_verified: true, grant_is_verified: false },
    });
    expect(rest.requests[0].params.get('id')).toBe(`eq.${REQUEST}`);
    expect(rest.requests[0].params.get('status')).toBe('eq.pending');
  });

  it('rechaza con el motivo sin espacios sobrantes', async () => {
    rest.reply = () => ({ body: [{ id: REQUEST }] });
    await decideVerificationRequest({ requestId: REQUEST, decision: 'rejected', reason: '  INE vencida ' });
    expect(rest.requests[0].body).toEqual({ status: 'rejected', review_notes: 'INE vencida' });
  });

  it('falla si otra persona ya decidió, y muestra la negativa de la base de datos', async () => {
    await expect(decideVerificationRequest({ requestId: REQUEST, decision: 'rejected', reason: 'x' })).rejects.toThrow(
      VERIFICATION_ALREADY_DECIDED,
    );
    rest.reply = () => postgrestRefusal('VT426', 'No puedes decidir tu propia solicitud de verificación');
    await expect(
      decideVerificationRequest({
        requestId: REQUEST,
        decision: 'approved',
        level: 'vip',
        identityVerified: true,
        isVerified: true,
      }),
    ).rejects.toMatchObject({ code: 'VT426', message: 'No puedes decidir tu propia solicitud de verificación' });
  });
});
