import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { installFakeRest, uninstallFakeRest } from '../../../test/fakeRest';
import { queryRoots } from '@vitrina/shared/kernel';
import { useCreatePriceAlert, priceAlertKeys } from '../priceAlerts';
import { offerKeys, useSendOffer } from '../offers';
import { productDetailKeys, useDeleteProduct } from './product';

const ID = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidated: unknown[] = [];
  const original = queryClient.invalidateQueries.bind(queryClient);
  queryClient.invalidateQueries = ((filters, options) => {
    invalidated.push(filters?.queryKey);
    return original(filters, options);
  }) as typeof queryClient.invalidateQueries;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { wrapper, invalidated };
}

afterEach(uninstallFakeRest);

it('eliminar una pieza invalida su detalle y todos los listados', async () => {
  installFakeRest(() => ({ body: [{ id: ID }] }));
  const { wrapper, invalidated } = setup();
  const { result } = renderHook(() => useDeleteProduct(), { wrapper });
  result.current.mutate(ID);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(invalidated).toEqual(expect.arrayContaining([productDetailKeys.detail(ID), queryRoots.products]));
});

it('una oferta enviada invalida las ofertas; una alerta creada, las alertas de su usuario', async () => {
  installFakeRest(() => ({ status: 201, body: { id: 'x' } }));
  const { wrapper, invalidated } = setup();
  const offer = renderHook(() => useSendOffer(), { wrapper });
  offer.result.current.mutate({ productId: ID, buyerId: 'b1', sellerId: 's1', amount: 10 });
  await waitFor(() => expect(offer.result.current.isSuccess).toBe(true));
  const alert = renderHook(() => useCreatePriceAlert(), { wrapper });
  alert.result.current.mutate({ userId: 'b1', productId: ID, targetPrice: 5 });
  await waitFor(() => expect(alert.result.current.isSuccess).toBe(true));
  expect(invalidated).toEqual([offerKeys.all, priceAlertKeys.byUser('b1')]);
});
