import { NO_PIECE_DETAILS } from '../../../../shared/test/productFixtures';
import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import {
  fetchMyListing,
  fetchMyListings,
  productPhotoPath,
  saveListingEdit,
  type ListingChanges,
} from './myListingsApi';

const rest = fakeRestPerTest();

const ID = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const changes: ListingChanges = {
  title: 'Jersey firmado',
  price: 1500,
  description: 'Jersey firmado por todo el equipo campeón.',
  condition: 'excellent',
  category: 'jerseys',
  ...NO_PIECE_DETAILS,
  stock: 1,
  shipping_price: 120,
};

describe('fetchMyListings', () => {
  it('lee las piezas del miembro en todo estado menos eliminadas, las más nuevas primero', async () => {
    rest.reply = () => ({
      body: [{ id: ID, price: '1500.00', status: 'rejected', rejection_reason: 'Fotos borrosas', product_images: [] }],
    });
    const [row] = await fetchMyListings('u1');
    expect(rest.requests[0].params.get('seller_id')).toBe('eq.u1');
    expect(rest.requests[0].params.get('status')).toBe('neq.deleted');
    expect(rest.requests[0].params.get('order')).toBe('created_at.desc');
    expect(row.price).toBe(1500);
    expect(row.rejection_reason).toBe('Fotos borrosas');
  });

  it('una pieza ajena o inexistente es null', async () => {
    rest.reply = () => ({ body: null });
    await expect(fetchMyListing('u1', ID)).resolves.toBeNull();
    await expect(fetchMyListing('u1', 'nope')).resolves.toBeNull();
  });
});

describe('saveListingEdit', () => {
  const OWNER = '33333333-3333-4333-8333-333333333333';
  const hosted = (name: string, owner = OWNER) =>
    `http://127.0.0.1:54321/storage/v1/object/public/products/${owner}/${name}`;
  const file = (name: string) => ({ kind: 'file' as const, file: new Blob(['x'], { type: 'image/png' }), name });

  it('sube las fotos nuevas (con su copia chica) a la carpeta del dueño, guarda campos, fotos y miniaturas en orden y borra las que quitó con su miniatura', async () => {
    rest.reply = (request) =>
      request.path.startsWith('/storage/v1/object/products/')
        ? { body: { Key: request.path.replace('/storage/v1/object/', '') } }
        : { body: request.method === 'DELETE' ? [] : null };
    const thumb = new Blob(['w'], { type: 'image/webp' });
    await saveListingEdit({
      userId: OWNER,
      productId: ID,
      changes,
      photos: [
        { ...file('nueva.png'), thumb },
        { kind: 'remote', url: hosted('b.jpg') },
      ],
      previousPhotoUrls: [hosted('a.jpg'), hosted('b.jpg'), 'https://images.example.com/ajena.jpg'],
      previousThumbUrls: [hosted('a-mini.webp'), hosted('b-mini.webp'), null],
    });
    const uploads = rest.requests.filter(
      (request) => request.method === 'POST' && request.path.startsWith('/storage/'),
    );
    expect(uploads).toHaveLength(2);
    const [upload, thumbUpload] = uploads;
    expect(upload?.path).toMatch(new RegExp(`^/storage/v1/object/products/${OWNER}/[0-9a-f-]+-nueva\\.png$`));
    expect(thumbUpload?.path).toBe(upload!.path.replace(/\.png$/, '-mini.webp'));
    const rpc = rest.requests.find((request) => request.path === '/rest/v1/rpc/update_listing');
    const uploadedUrl = hosted(upload!.path.split(`${OWNER}/`)[1]);
    const uploadedThumbUrl = hosted(thumbUpload!.path.split(`${OWNER}/`)[1]);
    expect(rpc?.body).toEqual({
      p_product_id: ID,
      p_changes: changes,
      p_image_urls: [uploadedUrl, hosted('b.jpg')],
      // the kept photo sends none: the database keeps the thumbnail it had
      p_thumb_urls: [uploadedThumbUrl, ''],
    });
    const removal = rest.requests.find((request) => request.method === 'DELETE');
    expect(removal?.body).toEqual({ prefixes: [`${OWNER}/a.jpg`, `${OWNER}/a-mini.webp`] });
  });

  it('si la base rechaza el cambio borra lo que subió, no toca las fotos de antes y lanza su error (VT002)', async () => {
    rest.reply = (request) => {
      if (request.path === '/rest/v1/rpc/update_listing') {
        return postgrestRefusal('VT002', 'Se requiere verificación de identidad');
      }
      if (request.method === 'POST') return { body: { Key: request.path.replace('/storage/v1/object/', '') } };
      return { body: [] };
    };
    await expect(
      saveListingEdit({
        userId: OWNER,
        productId: ID,
        changes,
        photos: [file('nueva.png')],
        previousPhotoUrls: [hosted('a.jpg')],
      }),
    ).rejects.toMatchObject({ code: 'VT002' });
    const upload = rest.requests.find((request) => request.method === 'POST' && request.path.startsWith('/storage/'));
    const removals = rest.requests.filter((request) => request.method === 'DELETE');
    expect(removals).toHaveLength(1);
    expect(removals[0].body).toEqual({ prefixes: [upload!.path.replace('/storage/v1/object/products/', '')] });
  });

  it('si una foto no sube no guarda nada y borra las que sí subieron', async () => {
    let uploads = 0;
    rest.reply = (request) => {
      if (request.method === 'POST' && request.path.startsWith('/storage/')) {
        uploads += 1;
        return uploads === 1
          ? { body: { Key: request.path.replace('/storage/v1/object/', '') } }
          : { status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } };
      }
      return { body: [] };
    };
    const states: string[] = [];
    await expect(
      saveListingEdit({
        userId: OWNER,
        productId: ID,
        changes,
        photos: [file('uno.png'), file('dos.png')],
        previousPhotoUrls: [],
        onPhotoState: (index, state) => states.push(`${index}:${state}`),
      }),
    ).rejects.toBeTruthy();
    expect(rest.requests.some((request) => request.path === '/rest/v1/rpc/update_listing')).toBe(false);
    expect(rest.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(states).toContain('1:failed');
  });

  it('solo toma por suyas las fotos del bucket de productos', () => {
    expect(productPhotoPath(hosted('a%20b.jpg'))).toBe(`${OWNER}/a b.jpg`);
    expect(productPhotoPath('https://images.example.com/x.jpg')).toBeNull();
  });
});
