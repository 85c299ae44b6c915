import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRODUCT_CACHE_STORAGE_PREFIX } from '@vitrina/shared/core';
import { queryRoots, useSessionStore } from '@vitrina/shared/kernel';
import type { User } from '@vitrina/shared/contract';
import {
  installFakeRest,
  postgrestRefusal,
  uninstallFakeRest,
  type Reply,
  type SentRequest,
} from '../../test/fakeRest';
import { useSendMessage, useMarkThreadRead, messageKeys } from './messages';
import { useAnswerOffer, useSendOffer, offerKeys } from './offers';
import { useChangeOrder, useCreateOrder, orderKeys } from './orders';
import { useCreatePriceAlert, useDeletePriceAlert, priceAlertKeys } from './priceAlerts';
import { favoriteKeys, useToggleFavorite } from './favorites';
import { productDetailKeys, useDeleteProduct, useProduct } from './product';
import { profileKeys, useUpdateProfile } from './profile';
import { publicProfileKeys } from './publicProfiles';

/**
 * Each mutation invalidates every cached read whose data it changes, in whichever app cached it (the keys start
 * with the kernel's per-table roots), and nothing else.
 */

const ME = 'b0000000-0000-4000-8000-000000000001';
const OTHER = 's0000000-0000-4000-8000-000000000002';
const PIECE = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const ORDER = '9a1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';

/** One cached read per kind of data the apps show, as their own modules key them. */
const CACHED = {
  piecePage: productDetailKeys.detail(PIECE),
  listing: [...queryRoots.products, 'list', { sort: 'newest' }, 1],
  cart: productDetailKeys.cartAvailability([PIECE]),
  myPieces: [...queryRoots.products, 'mine', 'list', ME],
  purchases: orderKeys.purchases(ME),
  checkoutContact: orderKeys.checkoutContact(ME),
  offers: offerKeys.sent(ME),
  wishlist: favoriteKeys.withProducts(ME),
  hearts: favoriteKeys.list(ME),
  alerts: priceAlertKeys.byUser(ME),
  conversations: messageKeys.conversations(ME),
  thread: messageKeys.thread(ME, OTHER),
  profile: profileKeys.own(ME),
  member: publicProfileKeys.member(OTHER),
  notifications: [...queryRoots.notifications, 'latest', ME],
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof CACHED;

let reply: (request: SentRequest) => Reply;
let requests: SentRequest[];

beforeEach(() => {
  reply = () => ({ body: [{ id: 'x' }] });
  requests = installFakeRest((request) => reply(request));
  useSessionStore.setState({ user: { id: ME } as User });
  window.localStorage.clear();
});
afterEach(() => {
  uninstallFakeRest();
  useSessionStore.setState({ user: undefined });
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const invalidated = () =>
    (Object.keys(CACHED) as Cached[]).filter((name) => queryClient.getQueryState(CACHED[name])?.isInvalidated).sort();
  return { queryClient, wrapper, invalidated };
}

/** A listing page kept in localStorage by the catalog (spec §9). */
function cacheListingPage() {
  window.localStorage.setItem(`${PRODUCT_CACHE_STORAGE_PREFIX}:{"page":1}`, JSON.stringify({ value: 'page' }));
}
const listingPageCached = () => window.localStorage.getItem(`${PRODUCT_CACHE_STORAGE_PREFIX}:{"page":1}`) !== null;

/** Everything that shows a piece's price or status. */
const PIECE_READS: Cached[] = ['piecePage', 'listing', 'cart', 'myPieces', 'offers', 'wishlist', 'hearts', 'alerts'];
const sorted = (names: Cached[]) => [...new Set(names)].sort();

async function run<TVariables>(
  useMutationHook: () => { mutateAsync: (v: TVariables) => Promise<unknown> },
  variables: TVariables,
) {
  const context = setup();
  const { result } = renderHook(useMutationHook, { wrapper: context.wrapper });
  await act(() => result.current.mutateAsync(variables).catch(() => undefined));
  return context;
}

describe('una compra (rpc/create_order)', () => {
  it('invalida la pieza en todas partes, los pedidos, los perfiles públicos y las notificaciones, y borra el listado guardado', async () => {
    reply = (request) => (request.path === '/rest/v1/rpc/create_order' ? { body: ORDER } : { body: {} });
    cacheListingPage();
    const { invalidated } = await run(useCreateOrder, {
      lines: [{ productId: PIECE, quantity: 1 }],
      shipping: {} as never,
      idempotencyKey: 'k1',
    });
    expect(invalidated()).toEqual(sorted([...PIECE_READS, 'purchases', 'checkoutContact', 'member', 'notifications']));
    expect(listingPageCached()).toBe(false);
  });

  it('rechazada (la pieza ya se vendió) también vuelve a leer las piezas', async () => {
    reply = () => postgrestRefusal('VT600', 'Este tesoro ya no está disponible');
    cacheListingPage();
    const { invalidated } = await run(useCreateOrder, {
      lines: [{ productId: PIECE, quantity: 1 }],
      shipping: {} as never,
      idempotencyKey: 'k2',
    });
    expect(invalidated()).toEqual(sorted(PIECE_READS));
    expect(listingPageCached()).toBe(false);
  });

  it('la página de una pieza comprada deja de mostrarla a la venta aunque sus datos tengan menos de 5 minutos', async () => {
    let status = 'published';
    reply = (request) => {
      if (request.path === '/rest/v1/rpc/create_order') {
        status = 'sold';
        return { body: ORDER };
      }
      if (request.path === '/rest/v1/products')
        return { body: [{ id: PIECE, status, price: '10', product_images: [] }] };
      return { body: {} };
    };
    const { wrapper, queryClient } = setup();
    queryClient.removeQueries({ queryKey: CACHED.piecePage });
    const { result } = renderHook(() => ({ page: useProduct(PIECE), buy: useCreateOrder() }), { wrapper });
    await waitFor(() => expect(result.current.page.data?.status).toBe('published'));
    await act(() =>
      result.current.buy.mutateAsync({
        lines: [{ productId: PIECE, quantity: 1 }],
        shipping: {} as never,
        idempotencyKey: 'k3',
      }),
    );
    // read again because of the purchase, not because 5 minutes passed (the detail's staleTime)
    await waitFor(() => expect(result.current.page.data?.status).toBe('sold'));
  });
});

describe('el ciclo de un pedido', () => {
  it('cancelar devuelve las piezas a la venta y baja las ventas del vendedor', async () => {
    reply = () => ({ status: 204 });
    const { invalidated } = await run(useChangeOrder, { orderId: ORDER, action: 'cancel' as const });
    expect(invalidated()).toEqual(sorted([...PIECE_READS, 'purchases', 'checkoutContact', 'member']));
  });

  it('enviar cambia solo los pedidos; confirmar la recepción también las ventas entregadas del vendedor', async () => {
    reply = () => ({ status: 204 });
    const shipped = await run(useChangeOrder, {
      orderId: ORDER,
      action: 'ship' as const,
      carrier: 'DHL',
      trackingNumber: '123',
    });
    expect(shipped.invalidated()).toEqual(['checkoutContact', 'purchases']);
    const corrected = await run(useChangeOrder, {
      orderId: ORDER,
      action: 'correctTracking' as const,
      carrier: 'DHL',
      trackingNumber: '1234567890',
    });
    expect(corrected.invalidated()).toEqual(['checkoutContact', 'purchases']);
    const delivered = await run(useChangeOrder, { orderId: ORDER, action: 'confirmDelivery' as const });
    expect(delivered.invalidated()).toEqual(sorted(['checkoutContact', 'member', 'purchases']));
  });
});

describe('ofertas', () => {
  it('una oferta aceptada aparta la pieza: invalida las ofertas y todo lo que muestra la pieza', async () => {
    reply = () => ({ body: [{ id: 'o1', status: 'accepted' }] });
    cacheListingPage();
    const { invalidated } = await run(useAnswerOffer, { offerId: 'o1', action: 'accept' as const });
    expect(invalidated()).toEqual(sorted(PIECE_READS));
    expect(listingPageCached()).toBe(false);
  });

  it('una oferta enviada invalida solo las ofertas', async () => {
    reply = () => ({ status: 201, body: { id: 'o1' } });
    const { invalidated } = await run(useSendOffer, { productId: PIECE, buyerId: ME, sellerId: OTHER, amount: 10 });
    expect(invalidated()).toEqual(['offers']);
  });
});

describe('eliminar una pieza', () => {
  it('invalida sus lecturas en todas partes sin volver a leer la página que se está dejando', async () => {
    let reads = 0;
    reply = (request) => {
      if (request.method === 'PATCH') return { body: [{ id: PIECE }] };
      reads += 1;
      return { body: [{ id: PIECE, status: 'published', price: '10', product_images: [] }] };
    };
    cacheListingPage();
    const { wrapper, queryClient, invalidated } = setup();
    queryClient.removeQueries({ queryKey: CACHED.piecePage });
    const { result } = renderHook(() => ({ page: useProduct(PIECE), remove: useDeleteProduct() }), { wrapper });
    await waitFor(() => expect(result.current.page.data?.status).toBe('published'));
    expect(reads).toBe(1);
    await act(() => result.current.remove.mutateAsync(PIECE));
    expect(invalidated()).toEqual(sorted(PIECE_READS));
    expect(reads).toBe(1);
    expect(listingPageCached()).toBe(false);
  });
});

describe('favoritos, alertas, mensajes y perfil', () => {
  it('un favorito invalida los favoritos de su usuario', async () => {
    reply = () => ({ status: 201 });
    const { invalidated } = await run(useToggleFavorite, { productId: PIECE, favorite: true });
    expect(invalidated()).toEqual(['hearts', 'wishlist']);
  });

  it('crear o borrar una alerta invalida las alertas', async () => {
    reply = () => ({ status: 201, body: { id: 'a1' } });
    const created = await run(useCreatePriceAlert, { userId: ME, productId: PIECE, targetPrice: 5 });
    expect(created.invalidated()).toEqual(['alerts']);
    reply = () => ({ status: 204 });
    const deleted = await run(useDeletePriceAlert, 'a1');
    expect(deleted.invalidated()).toEqual(['alerts']);
  });

  it('un mensaje enviado invalida los mensajes; abrir la conversación, su lista y su hilo', async () => {
    reply = () => ({ status: 201, body: { id: 'm1' } });
    const sent = await run(useSendMessage, { senderId: ME, receiverId: OTHER, message: 'Hola' });
    expect(sent.invalidated()).toEqual(['conversations', 'thread']);
    reply = () => ({ status: 204 });
    const read = await run(useMarkThreadRead, OTHER);
    expect(read.invalidated()).toEqual(['conversations', 'thread']);
  });

  it('el perfil editado invalida el perfil, los perfiles públicos, las piezas que lo muestran y el checkout', async () => {
    reply = () => ({ body: { id: ME, display_name: 'Nuevo nombre' } });
    const { invalidated } = await run(useUpdateProfile, { display_name: 'Nuevo nombre' });
    expect(invalidated()).toEqual(
      sorted(['profile', 'member', 'piecePage', 'listing', 'cart', 'myPieces', 'checkoutContact']),
    );
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/rest/v1/profiles' });
  });
});
