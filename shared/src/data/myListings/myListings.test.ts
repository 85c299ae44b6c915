import { installFakeRest, postgrestError, uninstallFakeRest, type Reply, type SentRequest } from '../../../test/fakeRest';
import { fetchMyListing, fetchMyListings, LISTING_NOT_SAVED, updateMyListing, type ListingChanges } from './myListings';

let reply: (request: SentRequest) => Reply;
let requests: SentRequest[];
beforeEach(() => {
  reply = () => ({ body: [] });
  requests = installFakeRest((request) => reply(request));
});
afterEach(uninstallFakeRest);

const ID = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const changes: ListingChanges = {
  title: 'Jersey firmado',
  price: 1500,
  description: 'Jersey firmado por todo el equipo campeón.',
  condition: 'excellent',
  category: 'jerseys',
  subcategory: null,
  rarity: null,
  psa_grade: null,
  signed_by: null,
  certifier: null,
  certificate_number: null,
  stock: 1,
};

describe('fetchMyListings', () => {
  it('lee las piezas del miembro en todo estado menos eliminadas, las más nuevas primero', async () => {
    reply = () => ({
      body: [{ id: ID, price: '1500.00', status: 'rejected', rejection_reason: 'Fotos borrosas', product_images: [] }],
    });
    const [row] = await fetchMyListings('u1');
    expect(requests[0].params.get('seller_id')).toBe('eq.u1');
    expect(requests[0].params.get('status')).toBe('neq.deleted');
    expect(requests[0].params.get('order')).toBe('created_at.desc');
    expect(row.price).toBe(1500);
    expect(row.rejection_reason).toBe('Fotos borrosas');
  });

  it('una pieza ajena o inexistente es null', async () => {
    reply = () => ({ body: null });
    await expect(fetchMyListing('u1', ID)).resolves.toBeNull();
    await expect(fetchMyListing('u1', 'nope')).resolves.toBeNull();
  });
});

describe('updateMyListing', () => {
  it('guarda los campos del formulario', async () => {
    reply = () => ({ body: [{ id: ID, price: '1500.00', product_images: [] }] });
    await updateMyListing(ID, changes);
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: changes });
  });

  it('muestra la negativa de la base de datos (VT002) y falla si nada cambió', async () => {
    reply = () => postgrestError('VT002', 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad', 400);
    await expect(updateMyListing(ID, changes)).rejects.toMatchObject({ code: 'VT002' });
    reply = () => ({ body: [] });
    await expect(updateMyListing(ID, changes)).rejects.toThrow(LISTING_NOT_SAVED);
  });
});
