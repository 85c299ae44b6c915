import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import { deleteProduct, fetchProduct, incrementProductViews, productQueryOptions } from './product';
import { productDetailKeys } from './productDetailKeys';

const ID = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const seller = { id: 'seller-1', display_name: 'Leyendas MX', verification_level: 'vip', sales_count: 12, rating: 4.8 };
const row = {
  id: ID,
  title: 'Balón firmado por Messi',
  price: '12500.00',
  status: 'published',
  seller_id: 'seller-1',
  product_images: [
    { id: 'i2', image_url: 'b.png', thumb_url: null, order: 1 },
    { id: 'i1', image_url: 'a.png', thumb_url: null, order: 0 },
  ],
  seller,
};

// PostgREST answers a filtered read with an array of rows
const rest = fakeRestPerTest(() => ({ body: [row] }));

describe('fetchProduct', () => {
  it('lee la pieza con sus imágenes en orden (la principal primero) y el vendedor de public_profiles', async () => {
    const product = await fetchProduct(ID);
    expect(product?.product_images.map((image) => image.image_url)).toEqual(['a.png', 'b.png']);
    expect(product?.seller?.display_name).toBe('Leyendas MX');
    expect(product?.price).toBe(12500);
    const [request] = rest.requests;
    expect(request.path).toBe('/rest/v1/products');
    expect(request.params.get('id')).toBe(`eq.${ID}`);
    expect(request.params.get('select')).toContain('seller:public_profiles!seller_id(');
    expect(request.params.get('select')).toContain('product_images(id,image_url,thumb_url,order)');
    expect(request.params.get('product_images.order')).toBe('order.asc');
  });

  it('no existe: un id que no es uuid no consulta al servidor', async () => {
    await expect(fetchProduct('abc')).resolves.toBeNull();
    expect(rest.requests).toHaveLength(0);
  });

  it('no existe: una pieza que RLS oculta o que su dueño eliminó', async () => {
    rest.reply = () => ({ body: [] });
    await expect(fetchProduct(ID)).resolves.toBeNull();
    rest.reply = () => ({ body: [{ ...row, status: 'deleted' }] });
    await expect(fetchProduct(ID)).resolves.toBeNull();
  });

  it('otros errores llegan a quien llama (spec §8)', async () => {
    rest.reply = () => postgrestRefusal('42501', 'permiso denegado', 401);
    await expect(fetchProduct(ID)).rejects.toMatchObject({ code: '42501' });
  });

  it('datos frescos 5 minutos, sin recargar al volver a la ventana, 3 reintentos', () => {
    const options = productQueryOptions(ID);
    expect(options.queryKey).toEqual(productDetailKeys.detail(ID));
    expect(options.staleTime).toBe(5 * 60 * 1000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.retry).toBe(3);
  });
});

describe('incrementProductViews', () => {
  it('suma la visita con la función de la base de datos', async () => {
    rest.reply = () => ({ status: 204 });
    await incrementProductViews(ID);
    expect(rest.requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/increment_product_views',
      body: { product_id: ID },
    });
  });

  it('ignora un fallo (spec §8)', async () => {
    rest.reply = () => 'network-error';
    await expect(incrementProductViews(ID)).resolves.toBeUndefined();
    rest.reply = () => postgrestRefusal('XX000', 'boom', 500);
    await expect(incrementProductViews(ID)).resolves.toBeUndefined();
  });
});

describe('deleteProduct', () => {
  it('marca la pieza como deleted (nadie la borra de verdad)', async () => {
    rest.reply = () => ({ body: [{ id: ID }] });
    await deleteProduct(ID);
    expect(rest.requests[0]).toMatchObject({ method: 'PATCH', body: { status: 'deleted' } });
    expect(rest.requests[0].params.get('id')).toBe(`eq.${ID}`);
  });

  it('falla si la base de datos no cambió ninguna fila (no es el dueño)', async () => {
    rest.reply = () => ({ body: [] });
    await expect(deleteProduct(ID)).rejects.toThrow('No pudimos eliminar tu pieza. Inténtalo de nuevo.');
  });
});
