import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, resetAppState, signIn, toastTexts } from '../../../test/session';
import { CollectionPage } from './CollectionPage';
import { EditProductPage } from './EditProductPage';
import { provideExposedLoader } from '@vitrina/shared/kernel';
import type {
  ListingDetails,
  ListingEditorProps,
  ListingEditorSave,
  ListingFormValues,
} from '@vitrina/shared/contract';
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
    product_images: [{ id: 'img-1', image_url: 'https://x/a.png', thumb_url: null, order: 0 }],
    ...overrides,
  };
}

describe('Productos', () => {
  it('lista las piezas del miembro por estado, con el motivo de un rechazo', async () => {
    backend.on('GET', '/rest/v1/products', {
      body: [
        piece(),
        piece({
          id: 'p2',
          title: 'Tarjeta rechazada',
          status: 'rejected',
          rejection_reason: 'Las fotos no muestran el reverso',
        }),
        piece({ id: 'p3', title: 'Balón en revisión', status: 'pending' }),
        piece({ id: 'p4', title: 'Casco vendido', status: 'sold' }),
      ],
    });
    renderPage(<CollectionPage />, { path: '/dashboard/collection' });
    const rejected = await screen.findByRole('listitem', { name: 'Tarjeta rechazada' });
    expect(within(rejected).getByText('Rechazada')).toBeInTheDocument();
    expect(within(rejected).getByText('Motivo del rechazo: Las fotos no muestran el reverso')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Balón en revisión' })).getByText('En revisión'),
    ).toBeInTheDocument();
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
      expect(toastTexts()).toContainEqual({
        title: 'Error',
        description: 'No pudimos eliminar tu pieza. Inténtalo de nuevo.',
        variant: 'destructive',
      }),
    );
    expect(backend.calls('PATCH', '/rest/v1/products')[0].body).toEqual({ status: 'deleted' });
    // the dialog stays with the word typed, for another try
    expect(within(dialog).getByLabelText('Escribe ELIMINAR')).toHaveValue('ELIMINAR');
    expect(confirm).toBeEnabled();
  });

  it('sin piezas muestra el estado vacío con el enlace para publicar', async () => {
    backend.on('GET', '/rest/v1/products', { body: [] });
    renderPage(<CollectionPage />, { path: '/dashboard/collection' });
    expect(await screen.findByText('Aún no tienes piezas publicadas')).toBeInTheDocument();
  });
});

describe('Detalle y edición del dueño', () => {
  it('el detalle muestra estado, precio, motivo y enlaces; eliminar vuelve a Productos', async () => {
    backend.on('GET', '/rest/v1/products', {
      body: piece({ status: 'rejected', rejection_reason: 'Falta el certificado' }),
    });
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: ID }] });
    renderPage(<OwnerProductPage />, { path: `/dashboard/products/${ID}`, route: '/dashboard/products/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jersey firmado de Hugo Sánchez' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Motivo del rechazo: Falta el certificado');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/dashboard/products/${ID}/edit`);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Escribe ELIMINAR'), 'ELIMINAR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar pieza' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/collection');
  });

  it("los detalles rotulan el conteo de vistas 'Vistas', no 'Ver detalle'", async () => {
    backend.on('GET', '/rest/v1/products', { body: piece({ views: 725 }) });
    renderPage(<OwnerProductPage />, { path: `/dashboard/products/${ID}`, route: '/dashboard/products/:id' });
    const views = await screen.findByText('725 vistas');
    expect(views.previousElementSibling).toHaveTextContent(/^Vistas$/);
    expect(within(screen.getByLabelText('Detalles')).queryByText('Ver detalle')).not.toBeInTheDocument();
  });

  it('las fotos pequeñas cargan la copia pequeña; la principal la ofrece en srcset junto a la completa', async () => {
    backend.on('GET', '/rest/v1/products', {
      body: piece({
        product_images: [
          { id: 'img-2', image_url: 'https://x/b.jpg', thumb_url: 'https://x/b-thumb.webp', order: 1 },
          { id: 'img-1', image_url: 'https://x/a.jpg', thumb_url: 'https://x/a-thumb.webp', order: 0 },
          { id: 'img-3', image_url: 'https://x/c.svg', thumb_url: null, order: 2 },
        ],
      }),
    });
    const { container } = renderPage(<OwnerProductPage />, {
      path: `/dashboard/products/${ID}`,
      route: '/dashboard/products/:id',
    });
    const main = await screen.findByRole('img', { name: 'Jersey firmado de Hugo Sánchez' });
    expect(main).toHaveAttribute('src', 'https://x/a.jpg');
    expect(main).toHaveAttribute('srcset', 'https://x/a-thumb.webp 480w, https://x/a.jpg 1920w');
    expect(main).toHaveAttribute('sizes', '(min-width: 1024px) 30vw, 100vw');
    const small = [...container.querySelectorAll('img')].slice(1);
    // a photo without a small copy (seed SVGs, older uploads) loads whole
    expect(small.map((img) => img.getAttribute('src'))).toEqual(['https://x/b-thumb.webp', 'https://x/c.svg']);
    expect(small.every((img) => !img.hasAttribute('srcset'))).toBe(true);
  });

  it('una pieza ajena o eliminada muestra "No encontramos esta pieza"', async () => {
    backend.on('GET', '/rest/v1/products', { body: null });
    renderPage(<OwnerProductPage />, { path: `/dashboard/products/${ID}`, route: '/dashboard/products/:id' });
    expect(await screen.findByText('No encontramos esta pieza')).toBeInTheDocument();
  });
});

// mfe-sell's editor arrives through federation; here a stand-in with the same props saves what a user would have
// left in it (the editor itself is tested in mfe-sell).
const editorSave: { next?: Omit<ListingEditorSave, 'onPhotoState' | 'details'> } = {};
const editorProps: { last?: ListingEditorProps } = {};
/** What the real editor's schema makes of the values: numbers as numbers, optional fields left empty as null. */
function detailsOf(values: ListingFormValues): ListingDetails {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    ...values,
    price: Number(values.price),
    stock: values.stock === '' ? 1 : Number(values.stock),
    subcategory: orNull(values.subcategory),
    rarity: orNull(values.rarity),
    psa_grade: orNull(values.psa_grade),
    signed_by: orNull(values.signed_by),
    certifier: orNull(values.certifier),
    certificate_number: orNull(values.certificate_number),
  } as ListingDetails;
}
function FakeEditor(props: ListingEditorProps) {
  editorProps.last = props;
  const [failed, setFailed] = useState(false);
  return (
    <form
      aria-label="Editar pieza"
      onSubmit={(event) => {
        event.preventDefault();
        const save = editorSave.next ?? {
          values: props.initialValues,
          photos: props.initialPhotos.map((url) => ({ kind: 'remote' as const, url })),
        };
        props
          .onSave({ ...save, details: detailsOf(save.values), onPhotoState: () => undefined })
          .catch(() => setFailed(true));
      }}
    >
      <p>{`${props.initialValues.title} · ${props.initialPhotos.join(', ')}`}</p>
      {failed ? <p>editor conserva lo escrito</p> : null}
      {props.cancel}
      <button type="submit">{props.submitLabel}</button>
    </form>
  );
}
// The shell's loader, as the page has it (provideExposedLoader at the shell's start).
const loadEditor = jest.fn<Promise<unknown>, [string, string]>();
const resetRemote = jest.fn(async () => undefined);
beforeAll(() => provideExposedLoader({ load: loadEditor, reset: resetRemote }));

describe('Editar pieza', () => {
  beforeEach(() => {
    loadEditor.mockResolvedValue(FakeEditor);
    editorSave.next = undefined;
    backend.on('GET', '/rest/v1/profiles', { body: [{ phone_number: '+525512345678', identity_verified: true }] });
  });

  it('abre el formulario de vender con los valores y las fotos de la pieza, en orden', async () => {
    backend.on('GET', '/rest/v1/products', {
      body: piece({
        product_images: [
          { id: 'img-2', image_url: 'https://x/b.png', thumb_url: null, order: 1 },
          { id: 'img-1', image_url: 'https://x/a.png', thumb_url: null, order: 0 },
        ],
      }),
    });
    renderPage(<EditProductPage />, { path: `/dashboard/products/edit/${ID}`, route: '/dashboard/products/edit/:id' });
    expect(
      await screen.findByText('Jersey firmado de Hugo Sánchez · https://x/a.png, https://x/b.png'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar pieza' })).toBeInTheDocument();
    expect(editorProps.last?.initialValues).toMatchObject({
      price: 4500,
      category: 'jerseys',
      subcategory: '',
      signed_by: 'player',
    });
    expect(editorProps.last?.submitLabel).toBe('Guardar cambios');
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', `/dashboard/products/${ID}`);
  });

  it('guardar envía campos y fotos juntos, borra del almacenamiento la foto quitada y vuelve al detalle', async () => {
    backend.on('GET', '/rest/v1/products', {
      body: piece({
        product_images: [
          {
            id: 'img-1',
            image_url: `http://127.0.0.1:54321/storage/v1/object/public/products/${MEMBER_ID}/a.png`,
            order: 0,
          },
          {
            id: 'img-2',
            image_url: `http://127.0.0.1:54321/storage/v1/object/public/products/${MEMBER_ID}/b.png`,
            order: 1,
          },
        ],
      }),
    });
    backend.on('POST', '/rest/v1/rpc/update_listing', { status: 204 });
    backend.on('DELETE', '/storage/v1/object/products', { body: [] });
    renderPage(<EditProductPage />, { path: `/dashboard/products/${ID}/edit`, route: '/dashboard/products/:id/edit' });
    await screen.findByRole('button', { name: 'Guardar cambios' });
    const kept = `http://127.0.0.1:54321/storage/v1/object/public/products/${MEMBER_ID}/b.png`;
    editorSave.next = {
      values: { ...editorProps.last!.initialValues, price: 3900 },
      photos: [{ kind: 'remote', url: kept }],
    };
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(backend.calls('POST', '/rest/v1/rpc/update_listing')).toHaveLength(1));
    expect(backend.calls('POST', '/rest/v1/rpc/update_listing')[0].body).toMatchObject({
      p_product_id: ID,
      p_changes: { price: 3900, title: 'Jersey firmado de Hugo Sánchez', subcategory: null, stock: 1 },
      p_image_urls: [kept],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/dashboard/products/${ID}`);
    expect(toastTexts()).toContainEqual(expect.objectContaining({ title: 'Cambios guardados', variant: 'success' }));
    await waitFor(() => expect(backend.calls('DELETE', '/storage/v1/object/products')).toHaveLength(1));
    expect(backend.calls('DELETE', '/storage/v1/object/products')[0].body).toEqual({
      prefixes: [`${MEMBER_ID}/a.png`],
    });
  });

  it('VT002 lleva al perfil con su aviso', async () => {
    backend.on('GET', '/rest/v1/products', { body: piece() });
    backend.on('POST', '/rest/v1/rpc/update_listing', {
      status: 400,
      body: {
        code: 'VT002',
        message: 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
        details: 'Verificación requerida',
        hint: '/dashboard/profile',
      },
    });
    renderPage(<EditProductPage />, { path: `/dashboard/products/${ID}/edit`, route: '/dashboard/products/:id/edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/profile');
    expect(toastTexts()).toContainEqual({
      title: 'Verificación requerida',
      description: 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
      variant: 'destructive',
    });
  });

  it('si la base rechaza el cambio lo dice y el formulario conserva lo escrito', async () => {
    backend.on('GET', '/rest/v1/products', { body: piece() });
    backend.on('POST', '/rest/v1/rpc/update_listing', {
      status: 400,
      body: postgrestError('23514', 'El precio no es válido'),
    });
    renderPage(<EditProductPage />, { path: `/dashboard/products/${ID}/edit`, route: '/dashboard/products/:id/edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('editor conserva lo escrito')).toBeInTheDocument();
    expect(toastTexts()).toContainEqual(
      expect.objectContaining({ title: 'No pudimos guardar los cambios', variant: 'destructive' }),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('si el formulario de vender no carga lo dice y se puede reintentar', async () => {
    loadEditor.mockRejectedValueOnce(new Error('mfe_sell caído'));
    backend.on('GET', '/rest/v1/products', { body: piece() });
    renderPage(<EditProductPage />, { path: `/dashboard/products/${ID}/edit`, route: '/dashboard/products/:id/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
    expect(loadEditor).toHaveBeenLastCalledWith('mfe_sell', 'ListingForm');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(resetRemote).toHaveBeenCalledWith('mfe_sell');
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it('una pieza vendida no se edita', async () => {
    backend.on('GET', '/rest/v1/products', { body: piece({ status: 'sold' }) });
    renderPage(<EditProductPage />, { path: `/dashboard/products/${ID}/edit`, route: '/dashboard/products/:id/edit' });
    expect(await screen.findByRole('link', { name: 'Ver mis piezas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });
});
