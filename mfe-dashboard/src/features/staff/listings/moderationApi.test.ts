import { waitFor } from '@testing-library/react';
import {
  installFakeRest,
  postgrestRefusal,
  uninstallFakeRest,
  type Reply,
  type SentRequest,
} from '../../../../test/fakeRest';
import {
  decideListing,
  fetchModerationLog,
  fetchModerationQueue,
  MODERATION_ALREADY_DECIDED,
  queueAgeBounds,
  updateListingAuthentication,
} from './moderationApi';

let reply: (request: SentRequest) => Reply;
let requests: SentRequest[];
beforeEach(() => {
  reply = () => ({ body: [] });
  requests = installFakeRest((request) => reply(request));
});
afterEach(uninstallFakeRest);

const PIECE = 'a0000000-0000-4000-8000-000000000001';
const SELLER = 'b0000000-0000-4000-8000-000000000002';

describe('fetchModerationQueue', () => {
  it('lee las piezas pendientes, la más antigua primero, cada una con su vendedor', async () => {
    reply = (request) =>
      request.path.endsWith('/products')
        ? {
            body: [
              {
                id: PIECE,
                seller_id: SELLER,
                price: '1200.00',
                product_images: [
                  { id: 'i2', image_url: 'https://x/2.png', thumb_url: null, order: 1 },
                  { id: 'i1', image_url: 'https://x/1.png', thumb_url: null, order: 0 },
                ],
              },
            ],
          }
        : { body: [{ id: SELLER, display_name: 'Luis', verification_level: 'basic', sales_count: 3 }] };
    const [item] = await fetchModerationQueue();
    expect(requests[0].params.get('status')).toBe('eq.pending');
    expect(requests[0].params.get('order')).toBe('created_at.asc');
    expect(requests[1].path).toMatch(/\/profiles$/);
    expect(requests[1].params.get('id')).toBe(`in.(${SELLER})`);
    expect(item.price).toBe(1200);
    expect(item.product_images.map((image) => image.id)).toEqual(['i1', 'i2']);
    expect(item.seller).toMatchObject({ display_name: 'Luis', sales_count: 3 });
  });

  it('una cola vacía no pregunta por vendedores', async () => {
    await expect(fetchModerationQueue()).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('decideListing', () => {
  it('publica solo una pieza que sigue pendiente', async () => {
    reply = () => ({ body: [{ id: PIECE }] });
    await decideListing({ productId: PIECE, decision: 'published' });
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { status: 'published' } });
    expect(requests[0].params.get('id')).toBe(`eq.${PIECE}`);
    expect(requests[0].params.get('status')).toBe('eq.pending');
    // then the saved searches' e-mails for the piece
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ method: 'POST', body: { product_id: PIECE } });
    expect(requests[1].path).toMatch(/\/functions\/v1\/saved-search-mail$/);
  });

  it('rechaza con el motivo sin espacios sobrantes', async () => {
    reply = () => ({ body: [{ id: PIECE }] });
    await decideListing({ productId: PIECE, decision: 'rejected', reason: '  Fotos borrosas ' });
    expect(requests[0].body).toEqual({ status: 'rejected', rejection_reason: 'Fotos borrosas' });
    expect(requests).toHaveLength(1);
  });

  it('falla si otra persona ya decidió, y muestra la negativa de la base de datos', async () => {
    await expect(decideListing({ productId: PIECE, decision: 'published' })).rejects.toThrow(
      MODERATION_ALREADY_DECIDED,
    );
    reply = () => postgrestRefusal('VT420', 'Solo el equipo de revisión puede publicar o rechazar productos');
    await expect(decideListing({ productId: PIECE, decision: 'published' })).rejects.toMatchObject({ code: 'VT420' });
  });
});

describe('queueAgeBounds', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('menos de 24 h: enviadas después de hace un día', () => {
    expect(queueAgeBounds('day', now)).toEqual({ after: '2026-01-09T12:00:00.000Z' });
  });
  it('de 1 a 3 días: entre hace tres días y hace uno', () => {
    expect(queueAgeBounds('days', now)).toEqual({
      after: '2026-01-07T12:00:00.000Z',
      atOrBefore: '2026-01-09T12:00:00.000Z',
    });
  });
  it('más de 3 días: enviadas hace tres días o antes', () => {
    expect(queueAgeBounds('older', now)).toEqual({ atOrBefore: '2026-01-07T12:00:00.000Z' });
  });
});

describe('fetchModerationLog', () => {
  it('lee una página de la bitácora, la más reciente primero, con quién decidió y sobre qué', async () => {
    reply = () => ({ body: [{ id: 'l1' }], headers: { 'content-range': '20-20/21' } });
    const page = await fetchModerationLog(2);
    expect(page).toEqual({ entries: [{ id: 'l1' }], total: 21 });
    expect(requests[0].path).toMatch(/\/moderation_log$/);
    expect(requests[0].params.get('order')).toBe('created_at.desc,id.desc');
    expect(requests[0].params.get('offset')).toBe('20');
    expect(requests[0].params.get('limit')).toBe('20');
    expect(requests[0].params.get('select')).toContain('actor:profiles!actor_id(display_name,username)');
    expect(requests[0].params.get('select')).toContain('product:products!product_id(id,title)');
  });
});

describe('updateListingAuthentication', () => {
  it('guarda los campos sin espacios, vacíos como null, solo en una pieza pendiente', async () => {
    reply = () => ({ body: [{ id: PIECE }] });
    await updateListingAuthentication(PIECE, {
      authentication_status: 'verified',
      certifier: ' PSA ',
      certificate_number: '  ',
    });
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      body: { authentication_status: 'verified', certifier: 'PSA', certificate_number: null },
    });
    expect(requests[0].params.get('status')).toBe('eq.pending');
  });
  it('falla si la pieza ya fue decidida', async () => {
    await expect(
      updateListingAuthentication(PIECE, { authentication_status: 'none', certifier: null, certificate_number: null }),
    ).rejects.toThrow(MODERATION_ALREADY_DECIDED);
  });
});
