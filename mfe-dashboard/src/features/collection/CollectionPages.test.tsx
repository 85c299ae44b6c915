import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, resetAppState, signIn, toastTexts } from '../../../test/session';
import { CollectionPage } from './CollectionPage';
import { EditProductPage } from './EditProductPage';
import { OwnerProductPage } from './OwnerProductPage';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  signIn();
});
afterEach(() => uninstallFakeBackend());

const ID = 'd1b2c3d4-0000-4000-8000-000000000001';
function piece(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    title: 'Jersey firmado de Hugo Sánchez',
    price: '4500.00',
    price_cents: 450000,
    description: 'Jersey del Real Madrid firmado en 1990, con certificado.',
    condition: 'excellent',
    category: 'jerseys',
    subcategory: null,
    rarity: null,
    psa_grade: null,
    signed_by: 'player',
    status: 'published',
    views: 12,
    featured: false,
    is_certified: false,
    authentication_status: 'none',
    certifier: null,
    certificate_number: null,
    stock: 1,
    seller_id: MEMBER_ID,
    rejection_reason: null,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    product_images: [{ id: 'img-1', image_url: 'https://x/a.png', order: 0 }],
    ...overrides,
  };
}

describe('Productos', () => {
  it('lista las piezas del miembro por estado, con el motivo de un rechazo', async () => {
    backend.on('GET', '/rest/v1/products', {
      body: [
        piece(),
        piece({ id: 'p2', title: 'Tarjeta rechazada', status: 'rejected', rejection_reason: 'Las fotos no muestran el reverso' }),
        piece({ id: 'p3', title: 'Balón en revisión', status: 'pending' }),
        piece({ id: 'p4', title: 'Casco vendido', status: 'sold' }),
      ],
    });
    renderPage(<CollectionPage />, { path: '/dashboard/collection' });
    const rejected = await screen.findByRole('listitem', { name: 'Tarjeta rechazada' });
    expect(within(rejected).getByText('Rechazada')).toBeInTheDocument();
    expect(within(rejected).getByText('Motivo del rechazo: Las fotos no muestran el reverso')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Balón en revisión' })).getByText('En revisión')).toBeInTheDocument();
    const sold = screen.getByRole('listitem', { name: 'Casco vendido' });
    expect(within(sold).getByText('Vendida')).toBeInTheDocument();
    expect(within(sold).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    const request = backend.calls('GET', '/rest/v1/products')[0];
    expect(request.search).toContain(`seller_id=eq.${MEMBER_ID}`);
    expect(request.search).toContain('status=neq.deleted');
    await userEvent.click(screen.getByRole('tab', { name: 'Rechazada (1)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('eliminar pide escribir ELIMINAR exactamente; un fallo muestra "Error"', async () => {
    backend.on('GET', '/rest/v1/products', { body: [piece()] });
    backend.on('PATCH', '/rest/v1/products', { status: 500, body: postgrestError('XX000', 'boom') });
    renderPage(<CollectionPage />, { path: '/dashboard/collection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta pieza?' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar pieza' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Escribe ELIMINAR'), 'eliminar');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Escribe ELIMINAR'));
    await userEvent.type(within(dialog).getByLabelText('Escribe ELIMINAR'), 'ELIMINAR');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({ title: 'Error', description: 'No pudimos eliminar tu pieza. Inténtalo de nuevo.', variant: 'destructive' }),
    );
    expect(backend.calls('PATCH', '/rest/v1/products')[0].body).toEqual({ status: 'deleted' });
  });

  it('sin piezas muestra el estado vacío con el enlace para publicar', async () => {
    backend.on('GET', '/rest/v1/products', { body: [] });
    renderPage(<CollectionPage />, { path: '/dashboard/collection' });
    expect(await screen.findByText('Aún no tienes piezas publicadas')).toBeInTheDocument();
  });
});

describe('Detalle y edición del dueño', () => {
  it('el detalle muestra estado, precio, motivo y enlaces; eliminar vuelve a Productos', async () => {
    backend.on('GET', '/rest/v1/products', { body: piece({ status: 'rejected', rejection_reason: 'Falta el certificado' }) });
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: ID }] });
    renderPage(<OwnerProductPage />, { path: `/dashboard/products/${ID}`, route: '/dashboard/products/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jersey firmado de Hugo Sánchez' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Motivo del rechazo: Falta el certificado');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/dashboard/products/${ID}/edit`);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Escribe ELIMINAR'), 'ELIMINAR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar pieza' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/collection');
  });

  it('una pieza ajena o eliminada muestra "No encontramos esta pieza"', async () => {
    backend.on('GET', '/rest/v1/products', { body: null });
    renderPage(<OwnerProductPage />, { path: `/dashboard/products/${ID}`, route: '/dashboard/products/:id' });
    expect(await screen.findByText('No encontramos esta pieza')).toBeInTheDocument();
  });

  it('la edición valida con el esquema de venta y conserva lo escrito', async () => {
    backend.on('GET', '/rest/v1/products', { body: piece() });
    renderPage(<EditProductPage />, { path: `/dashboard/products/edit/${ID}`, route: '/dashboard/products/edit/:id' });
    const price = await screen.findByLabelText(/Precio \(MXN\)/);
    await userEvent.clear(price);
    await userEvent.type(price, '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El precio máximo es $1,000,000 MXN')).toBeInTheDocument();
    expect(price).toHaveValue(2000000);
    expect(backend.calls('PATCH', '/rest/v1/products')).toHaveLength(0);
  });

  it('guardar un precio nuevo lo envía y vuelve al detalle; VT002 lleva al perfil con su aviso', async () => {
    backend.on('GET', '/rest/v1/products', { body: piece() });
    backend.on('PATCH', '/rest/v1/products', {
      status: 400,
      body: { code: 'VT002', message: 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad', details: 'Verificación requerida', hint: '/dashboard/profile' },
    });
    renderPage(<EditProductPage />, { path: `/dashboard/products/${ID}/edit`, route: '/dashboard/products/:id/edit' });
    const price = await screen.findByLabelText(/Precio \(MXN\)/);
    await userEvent.clear(price);
    await userEvent.type(price, '6000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/products')).toHaveLength(1));
    expect(backend.calls('PATCH', '/rest/v1/products')[0].body).toMatchObject({ price: 6000, title: 'Jersey firmado de Hugo Sánchez', subcategory: null });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/profile');
    expect(toastTexts()).toContainEqual({
      title: 'Verificación requerida',
      description: 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
      variant: 'destructive',
    });
  });
});
