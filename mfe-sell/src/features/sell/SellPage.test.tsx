import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@vitrina/shared';
import { SellPage } from './SellPage';
import { fakeBackendPerTest, postgrestError, sessionBody } from '../../../test/fakeBackend';
import { fakeMatchMedia } from '../../../../shared/test/matchMedia';
import { photoFile } from '../../../test/photoFiles';
import { renderPage } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';
import { compressInWorker, type WorkerResult } from '../photo-uploader/compressionWorker';
import { sellCopy } from './copy';

// The worker (a Blob URL running the library) does not exist in jsdom; photos over 1 MB reach this stand-in.
jest.mock('../photo-uploader/compressionWorker', () => ({ compressInWorker: jest.fn() }));
const compress = compressInWorker as jest.MockedFunction<typeof compressInWorker>;

const USER = { id: '33333333-3333-4333-8333-333333333333', email: 'vendedora@vitrina.mx' };
const DRAFT_KEY = `vitrina-sell-draft:${USER.id}`;
const HOSTED =
  'http://127.0.0.1:54321/storage/v1/object/public/products/33333333-3333-4333-8333-333333333333/a-balon.jpg';
const backend = fakeBackendPerTest(resetAppState);
beforeEach(() => {
  // the worker's answer when a test does not say: no compression, no small copy (jsdom has no canvas)
  compress.mockReset();
  compress.mockResolvedValue({});
});

function signedIn(
  profile: { phone_number: string | null; identity_verified: boolean } | 'error' = {
    phone_number: '+525512345678',
    identity_verified: false,
  },
) {
  window.localStorage.setItem('sb-127-auth-token', JSON.stringify(sessionBody(USER)));
  backend.on('GET', '/rest/v1/profiles', () =>
    profile === 'error' ? { status: 500, body: postgrestError('XX000', 'perfil caído') } : { body: [profile] },
  );
  backend.on('POST', '/storage/v1/object/products/*', (request) => ({
    body: { Key: request.path.replace('/storage/v1/object/', ''), Id: 'obj' },
  }));
  backend.on('DELETE', '/storage/v1/object/products', (request) => ({
    body: ((request.body as { prefixes: string[] }).prefixes ?? []).map((name) => ({ name })),
  }));
  backend.on('POST', '/rest/v1/products', { status: 201, body: { id: 'p-1' } });
  backend.on('POST', '/rest/v1/product_images', { status: 201 });
  backend.on('PATCH', '/rest/v1/products', { status: 204 });
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);
const toastFor = (title: string) => useToastStore.getState().toasts.find((t) => t.title === title);
const location = () => screen.getByTestId('location');
const submitButton = () => screen.getByRole('button', { name: sellCopy.submit });
const photoInput = () => screen.getByTestId('photo-input') as HTMLInputElement;
/** Not ready: still focusable (not `disabled`, which Tab skips) but marked aria-disabled. */
function expectNotReady() {
  expect(submitButton()).not.toBeDisabled();
  expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
}
function expectReady() {
  expect(submitButton()).toBeEnabled();
  expect(submitButton()).not.toHaveAttribute('aria-disabled');
}

async function renderSellPage() {
  const result = renderPage(<SellPage />, { path: '/sell' });
  await screen.findByRole('heading', { level: 1, name: 'Vende tu pieza' });
  await screen.findByLabelText(/^Título/);
  return result;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, price = '2500') {
  await user.click(screen.getByLabelText(/^Título/));
  await user.paste('Jersey firmado de Jordan');
  await user.type(screen.getByLabelText(/^Precio/), price);
  await user.click(screen.getByLabelText(/^Descripción/));
  await user.paste('Jersey original firmado, con certificado de autenticidad.');
  await user.selectOptions(screen.getByLabelText(/^Categoría/), 'jerseys');
}

async function addPhotos(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.upload(photoInput(), files);
}

describe('SellPage: la página', () => {
  it("muestra 'Volver al Locker Room', el título, la nota azul de campos obligatorios y el botón deshabilitado", async () => {
    signedIn();
    await renderSellPage();
    expect(screen.getByRole('link', { name: /Volver al Locker Room/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Los campos marcados con * son obligatorios')).toBeInTheDocument();
    expectNotReady();
    expect(screen.getByLabelText(/^Condición/)).toHaveValue('new');
    expect(screen.getByLabelText(/^Unidades disponibles/)).toHaveValue(1);
  });

  it('el botón sigue deshabilitado con el formulario válido y sin fotos, y se habilita con 1 foto', async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await fillValidForm(user);
    await waitFor(() => expect(screen.getByText(/Por favor, sube al menos 1 foto de tu producto/)).toBeInTheDocument());
    expectNotReady();
    await addPhotos(user, [photoFile('jersey.jpg')]);
    await waitFor(() => expectReady());
  });

  it('el botón sigue deshabilitado con fotos y un formulario inválido', async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await addPhotos(user, [photoFile('jersey.jpg')]);
    await fillValidForm(user);
    await waitFor(() => expectReady());
    await user.clear(screen.getByLabelText(/^Precio/));
    await waitFor(() => expectNotReady());
  });

  it('el botón que aún no está listo se alcanza con Tab, dice por qué (aria-describedby) y al pulsarlo no envía nada', async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    expectNotReady();
    expect(submitButton()).toHaveAccessibleDescription(
      'Los campos marcados con * son obligatorios Imágenes requeridas: Por favor, sube al menos 1 foto de tu producto',
    );
    await fillValidForm(user);
    await waitFor(() =>
      expect(submitButton()).toHaveAccessibleDescription(
        'Imágenes requeridas: Por favor, sube al menos 1 foto de tu producto',
      ),
    );
    submitButton().focus();
    expect(submitButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(submitButton());
    expect(toastFor('Imágenes requeridas')).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await addPhotos(user, [photoFile('jersey.jpg')]);
    await waitFor(() => expectReady());
    expect(submitButton()).not.toHaveAttribute('aria-describedby');
  });

  it("enviar el formulario sin fotos: 'Imágenes requeridas' / 'Por favor, sube al menos 1 foto de tu producto'", async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await fillValidForm(user);
    fireEvent.submit(screen.getByRole('form', { name: 'Vende tu pieza' }));
    await waitFor(() =>
      expect(toastFor('Imágenes requeridas')?.description).toBe('Por favor, sube al menos 1 foto de tu producto'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SellPage: mensajes del formulario (spec §8)', () => {
  it.each([
    ['Título', 'ab', 'El título debe tener al menos 3 caracteres'],
    ['Título', 'a'.repeat(101), 'El título no puede exceder 100 caracteres'],
    ['Precio', '0', 'El precio debe ser mayor a 0'],
    ['Precio', '1000001', 'El precio máximo es $1,000,000 MXN'],
    ['Descripción', 'muy corta', 'La descripción debe tener al menos 20 caracteres'],
    ['Descripción', 'a'.repeat(501), 'La descripción no puede exceder 500 caracteres'],
    ['Unidades disponibles', '1000', 'Las unidades deben ser un número entero entre 1 y 999'],
  ])('%s «%s» → %s', async (label, text, message) => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (text.length > 50) fireEvent.change(field, { target: { value: text } });
    else await user.type(field, text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(field.getAttribute('type') === 'number' ? Number(text) : text);
  });

  it("precio vacío tras escribirlo: 'El precio es requerido'", async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Precio/), '5');
    await user.clear(screen.getByLabelText(/^Precio/));
    await user.tab();
    expect(await screen.findByText('El precio es requerido')).toBeInTheDocument();
  });

  it("sin tocarla, la categoría invita con 'Selecciona una categoría' y no muestra un error", async () => {
    signedIn();
    await renderSellPage();
    const category = screen.getByLabelText(/^Categoría/);
    expect(category).toHaveValue('');
    expect(within(category).getByRole('option', { name: 'Selecciona una categoría' })).toHaveValue('');
    expect(screen.queryByText(/Debes seleccionar una categoría|La categoría es requerida/)).not.toBeInTheDocument();
    expect(category).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("categoría tocada sin elegir: 'La categoría es requerida'; la subcategoría sigue a la categoría", async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    const category = screen.getByLabelText(/^Categoría/);
    await user.click(category);
    await user.tab();
    expect(await screen.findByText('La categoría es requerida')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subcategoría/)).toBeDisabled();
    await user.selectOptions(category, 'cards');
    await user.selectOptions(screen.getByLabelText(/^Subcategoría/), 'rookie');
    await user.selectOptions(category, 'jerseys');
    expect(screen.getByLabelText(/^Subcategoría/)).toHaveValue('');
    expect(
      within(screen.getByLabelText(/^Subcategoría/)).getByRole('option', { name: 'Usados en Partido' }),
    ).toBeInTheDocument();
  });
});

describe('SellPage: fotos', () => {
  it("en un teléfono la zona pide tocar, sin 'Ctrl+V' ni arrastrar; en la computadora los ofrece", async () => {
    signedIn();
    const desktop = window.matchMedia;
    window.matchMedia = fakeMatchMedia(true);
    try {
      const { unmount } = await renderSellPage();
      const zone = screen.getByTestId('photo-dropzone');
      expect(zone).toHaveTextContent('Toca aquí para tomar una foto o elegirla de tu galería');
      expect(zone).not.toHaveTextContent(/Ctrl|Arrastra/);
      unmount();
    } finally {
      window.matchMedia = desktop;
    }
    await renderSellPage();
    expect(screen.getByTestId('photo-dropzone')).toHaveTextContent(
      'Arrastra tus fotos aquí, haz clic para elegirlas o pégalas (Ctrl+V)',
    );
  });

  it('rechaza un GIF renombrado .jpg y otro tipo con el mensaje del spec, y acepta las válidas', async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup({ applyAccept: false });
    await addPhotos(user, [
      photoFile('falso.jpg', { bytes: 'gif', type: 'image/jpeg' }),
      photoFile('doc.pdf', { bytes: 'pdf', type: 'application/pdf' }),
      photoFile('bien.png', { bytes: 'png', type: 'image/png' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al subir');
    expect(alert).toHaveTextContent('falso.jpg: Tipo de archivo no permitido. Solo se aceptan jpg, png y webp.');
    expect(alert).toHaveTextContent('doc.pdf: Tipo de archivo no permitido. Solo se aceptan jpg, png y webp.');
    await waitFor(() => expect(screen.getByText('1 de 6 fotos')).toBeInTheDocument());
  });

  it("rechaza un archivo de 6MB: 'Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: 6MB'", async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await addPhotos(user, [photoFile('enorme.jpg', { size: 6 * 1024 * 1024 })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: 6MB',
    );
    expect(screen.getByText('0 de 6 fotos')).toBeInTheDocument();
  });

  it("con 7 archivos guarda 6, avisa 'Máximo 6 imágenes permitidas' y deshabilita la zona", async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await addPhotos(
      user,
      Array.from({ length: 7 }, (_, index) => photoFile(`foto-${index + 1}.jpg`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Máximo 6 imágenes permitidas');
    await waitFor(() => expect(screen.getByText('6 de 6 fotos')).toBeInTheDocument());
    expect(screen.queryByLabelText(/foto-7\.jpg/)).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-dropzone')).toHaveAttribute('aria-disabled', 'true');
    expect(photoInput()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quitar foto: foto-6.jpg' }));
    await waitFor(() => expect(photoInput()).toBeEnabled());
  });

  it('la primera foto es la principal; se reordena con botones y con el teclado, y se quita', async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await addPhotos(user, [photoFile('a.jpg'), photoFile('b.jpg'), photoFile('c.jpg')]);
    const tiles = () => within(screen.getByRole('list', { name: 'Fotos' })).getAllByRole('listitem');
    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(tiles()[0]).toHaveAccessibleName('Foto 1 de 3, Principal: a.jpg');
    expect(within(tiles()[0]).getByText('Principal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mover antes: b.jpg' }));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Foto 1 de 3, Principal: b.jpg',
      'Foto 2 de 3: a.jpg',
      'Foto 3 de 3: c.jpg',
    ]);
    expect(screen.getByText('Foto movida a la posición 1')).toBeInTheDocument();

    within(tiles()[2]).getByRole('button', { name: 'Foto 3 de 3: c.jpg' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(tiles()[1]).toHaveAccessibleName('Foto 2 de 3: c.jpg');
    expect(within(tiles()[1]).getByRole('button', { name: 'Foto 2 de 3: c.jpg' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(tiles()).toHaveLength(2);
    expect(screen.getByText('2 de 6 fotos')).toBeInTheDocument();
  });

  it('una foto de más de 1 MB muestra su progreso de optimización y la zona se deshabilita mientras tanto', async () => {
    signedIn();
    await renderSellPage();
    let finish: (result: WorkerResult) => void = () => undefined;
    let report: ((percent: number) => void) | undefined;
    compress.mockImplementation(
      (_file, _job, onProgress) =>
        new Promise<WorkerResult>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    await addPhotos(user, [photoFile('grande.jpg', { size: 2 * 1024 * 1024 })]);
    await waitFor(() => expect(compress).toHaveBeenCalledTimes(1));
    act(() => report?.(40));
    const bar = await screen.findByRole('progressbar', { name: 'Optimizando: grande.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('photo-dropzone')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Procesando fotos...')).toBeInTheDocument();
    expect(photoInput()).toBeDisabled();

    await act(async () => finish({ compressed: new Blob([new Uint8Array(700 * 1024)], { type: 'image/jpeg' }) }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(photoInput()).toBeEnabled();
    expect(screen.getByText('1 de 6 fotos')).toBeInTheDocument();
  });

  it('pegar una imagen del portapapeles la agrega', async () => {
    signedIn();
    await renderSellPage();
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', {
      value: { files: [photoFile('pegada.png', { bytes: 'png', type: 'image/png' })] },
    });
    act(() => {
      document.dispatchEvent(paste);
    });
    await waitFor(() => expect(screen.getByText('1 de 6 fotos')).toBeInTheDocument());
    expect(paste.defaultPrevented).toBe(true);
  });
});

describe('SellPage: avisos de precio', () => {
  it("avisa 'Precio demasiado bajo' bajo 10 y 'Precio demasiado alto' sobre 100,000; la vista previa abre igual", async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const user = userEvent.setup();
    await fillValidForm(user, '5');
    expect(
      await screen.findByText('El precio parece demasiado bajo. Por favor, verifica que sea correcto.'),
    ).toBeInTheDocument();
    await addPhotos(user, [photoFile('jersey.jpg')]);
    await waitFor(() => expectReady());
    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: 'Vista previa de tu publicación' })).toBeInTheDocument();
    expect(toastFor('Precio demasiado bajo')?.description).toBe(
      'El precio parece demasiado bajo. Por favor, verifica que sea correcto.',
    );

    await user.click(screen.getByRole('button', { name: 'Volver y editar' }));
    await user.clear(screen.getByLabelText(/^Precio/));
    await user.type(screen.getByLabelText(/^Precio/), '150000');
    expect(
      await screen.findByText('Has establecido un precio muy alto. Confirma que sea correcto.'),
    ).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(toastFor('Precio demasiado alto')?.description).toBe(
      'Has establecido un precio muy alto. Confirma que sea correcto.',
    );
  });

  it('avisa de la verificación de identidad al escribir 5,000 o más, si el perfil no la tiene', async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: false });
    await renderSellPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Precio/), '4999');
    await waitFor(() => expect(backend.calls('GET', '/rest/v1/profiles').length).toBeGreaterThan(0));
    expect(screen.queryByText(/necesitas verificar tu identidad/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Precio/));
    await user.type(screen.getByLabelText(/^Precio/), '5000');
    expect(
      await screen.findByText(/Para publicar desde \$5,000 MXN necesitas verificar tu identidad/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verificar mi identidad' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('sin teléfono en el perfil lo avisa desde el principio', async () => {
    signedIn({ phone_number: null, identity_verified: false });
    await renderSellPage();
    expect(
      await screen.findByText('Necesitas agregar un número de teléfono a tu perfil para vender'),
    ).toBeInTheDocument();
  });
});

async function openPreview(
  price = '25000',
  more: (user: ReturnType<typeof userEvent.setup>) => Promise<void> = async () => undefined,
) {
  const user = userEvent.setup();
  await fillValidForm(user, price);
  await more(user);
  await addPhotos(user, [photoFile('frente.jpg'), photoFile('espalda.png', { bytes: 'png', type: 'image/png' })]);
  await waitFor(() => expectReady());
  await user.click(submitButton());
  const dialog = await screen.findByRole('dialog', { name: 'Vista previa de tu publicación' });
  return { user, dialog };
}

describe('SellPage: vista previa', () => {
  it("muestra fotos (la primera principal), título, precio con 'Precio alto', condición, categoría, descripción e 'Importante'", async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const { dialog } = await openPreview('25000');
    const view = within(dialog);
    expect(view.getAllByRole('listitem')).toHaveLength(2);
    expect(within(view.getAllByRole('listitem')[0]).getByText('Principal')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Jersey firmado de Jordan' })).toBeInTheDocument();
    expect(view.getByText(/\$25,000/)).toBeInTheDocument();
    expect(view.getByText('Precio alto')).toBeInTheDocument();
    expect(view.getByText('Como Nuevo')).toBeInTheDocument();
    expect(view.getByText('Jerseys & Streetwear')).toBeInTheDocument();
    expect(view.getByText('Jersey original firmado, con certificado de autenticidad.')).toBeInTheDocument();
    expect(view.getByText('Importante')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Volver y editar' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Confirmar y publicar' })).toBeInTheDocument();
  });

  it('muestra la rareza, la calificación PSA, quién firmó y el certificado cuando se dieron', async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const { dialog } = await openPreview('2500', async (user) => {
      await user.selectOptions(screen.getByLabelText('Rareza'), 'Ultra raro');
      await user.selectOptions(screen.getByLabelText('Firmado por'), 'Jugador');
      await user.type(screen.getByLabelText('Certificadora'), 'PSA/DNA');
      await user.type(screen.getByLabelText('Número de certificado'), 'AB12345');
    });
    const view = within(dialog);
    expect(view.getByText('Rareza').nextSibling).toHaveTextContent('Ultra raro');
    expect(view.getByText('Firmado por').nextSibling).toHaveTextContent('Jugador');
    expect(view.getByTestId('preview-certificate')).toHaveTextContent('PSA/DNA · No. AB12345');
    // an attribute left empty is not shown
    expect(view.queryByText('Calificación PSA')).not.toBeInTheDocument();
  });

  it("sin 'Precio alto' hasta 10,000; 'Volver y editar' cierra y conserva lo escrito", async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const { user, dialog } = await openPreview('10000');
    expect(within(dialog).queryByText('Precio alto')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Volver y editar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Jersey firmado de Jordan');
    expect(screen.getByText('2 de 6 fotos')).toBeInTheDocument();
  });
});

describe('SellPage: publicar', () => {
  it('sube las fotos (y la copia chica que el worker hizo) a la carpeta del usuario, crea el producto pendiente y sus imágenes en orden, y va a /dashboard', async () => {
    // the worker made a small copy of the first photo only; the second is published without one
    compress.mockImplementation(async (file) =>
      file.name === 'frente.jpg' ? { thumb: new Blob([new Uint8Array(512)], { type: 'image/webp' }) } : {},
    );
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { title: '' }, photos: [] }));
    await renderSellPage();
    const { user, dialog } = await openPreview('25000');
    await user
      .selectOptions(screen.getByLabelText(/^Subcategoría/, { selector: 'select' }), 'nba')
      .catch(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));

    const uploads = backend.calls('POST', '/storage/v1/object/products/*');
    expect(uploads).toHaveLength(3);
    for (const upload of uploads)
      expect(upload.path).toMatch(
        new RegExp(
          `^/storage/v1/object/products/${USER.id}/[0-9a-f-]{36}-(frente\\.jpg|espalda\\.png|frente-mini\\.webp)$`,
        ),
      );
    const full = uploads.find((upload) => upload.path.endsWith('frente.jpg'))!.path;
    expect(uploads.map((upload) => upload.path)).toContain(full.replace(/\.jpg$/, '-mini.webp'));
    const [insert] = backend.calls('POST', '/rest/v1/products');
    expect(insert.body).toMatchObject({
      title: 'Jersey firmado de Jordan',
      price: 25000,
      description: 'Jersey original firmado, con certificado de autenticidad.',
      condition: 'new',
      category: 'jerseys',
      status: 'pending',
      seller_id: USER.id,
      stock: 1,
      rarity: null,
    });
    const images = backend.calls('POST', '/rest/v1/product_images')[0].body as {
      product_id: string;
      image_url: string;
      thumb_url: string | null;
      order: number;
    }[];
    expect(images.map((image) => [image.product_id, image.order])).toEqual([
      ['p-1', 0],
      ['p-1', 1],
    ]);
    expect(images[0].image_url).toMatch(/frente\.jpg$/);
    expect(images[1].image_url).toMatch(/espalda\.png$/);
    expect(images[0].thumb_url).toBe(images[0].image_url.replace(/\.jpg$/, '-mini.webp'));
    expect(images[1].thumb_url).toBeNull();
    expect(toastFor('¡Producto enviado para aprobación!')?.description).toBe(
      'Tu producto ha sido enviado y será revisado por nuestro equipo',
    );
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("un segundo clic mientras publica se ignora y el botón dice 'Publicando...'", async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    let release: () => void = () => undefined;
    await renderSellPage();
    const { dialog } = await openPreview('2500');
    backend.on(
      'POST',
      '/rest/v1/products',
      () => new Promise((resolve) => (release = () => resolve({ status: 201, body: { id: 'p-2' } }))),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar y publicar' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Publicando...' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicando...' }));
    await waitFor(() => expect(backend.calls('POST', '/rest/v1/products')).toHaveLength(1));
    // Both photos were uploaded before the product insert: each says so in the preview.
    await waitFor(() => expect(within(dialog).getAllByText('Subida')).toHaveLength(2));
    release();
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(backend.calls('POST', '/rest/v1/products')).toHaveLength(1);
    expect(backend.calls('GET', '/rest/v1/profiles').length).toBeGreaterThan(0);
  });

  it("sin teléfono: 'Teléfono requerido', a /dashboard/profile, sin subir nada y con el borrador guardado", async () => {
    signedIn({ phone_number: null, identity_verified: false });
    await renderSellPage();
    const { user, dialog } = await openPreview('2500');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/profile'));
    expect(toastFor('Teléfono requerido')).toMatchObject({
      description: 'Necesitas agregar un número de teléfono a tu perfil para vender',
      variant: 'destructive',
    });
    expect(backend.calls('POST', '/storage/v1/object/products/*')).toHaveLength(0);
    expect(backend.calls('POST', '/rest/v1/products')).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}').values.title).toBe('Jersey firmado de Jordan');
  });

  it("desde 5,000 MXN sin identidad verificada: 'Verificación requerida' y /dashboard/profile, con el borrador guardado", async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: false });
    await renderSellPage();
    const { user, dialog } = await openPreview('5000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/profile'));
    expect(toastFor('Verificación requerida')?.description).toBe(
      'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
    );
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}').values.price).toBe(5000);
  });

  it("si el perfil no se puede leer: 'No pudimos verificar tu perfil' y nada se sube", async () => {
    signedIn('error');
    await renderSellPage();
    const { user, dialog } = await openPreview('2500');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() => expect(toastTitles()).toContain('No pudimos verificar tu perfil'));
    expect(backend.calls('POST', '/storage/v1/object/products/*')).toHaveLength(0);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("si la base rechaza el producto: 'Error al publicar' con el motivo, borra las fotos subidas y conserva todo", async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const { user, dialog } = await openPreview('2500');
    backend.on('POST', '/rest/v1/products', {
      status: 400,
      body: postgrestError('VT315', 'El precio lleva a lo más dos decimales (centavos)'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() =>
      expect(toastFor('Error al publicar')?.description).toBe('El precio lleva a lo más dos decimales (centavos)'),
    );
    const uploaded = backend
      .calls('POST', '/storage/v1/object/products/*')
      .map((call) => call.path.replace('/storage/v1/object/products/', ''));
    expect(uploaded).toHaveLength(2);
    const [removal] = backend.calls('DELETE', '/storage/v1/object/products');
    expect(((removal.body as { prefixes: string[] }).prefixes ?? []).sort()).toEqual(uploaded.sort());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Jersey firmado de Jordan');
    expect(screen.getByText('2 de 6 fotos')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull(), { timeout: 3000 });
  });

  it('si la base rechaza por VT001 (teléfono borrado entre tanto) lo dice con las palabras del spec y retira las fotos', async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const { user, dialog } = await openPreview('2500');
    backend.on('POST', '/rest/v1/products', {
      status: 400,
      body: {
        code: 'VT001',
        message: 'Necesitas agregar un número de teléfono a tu perfil para vender',
        details: 'Teléfono requerido',
        hint: '/dashboard/profile',
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/profile'));
    expect(toastTitles()).toContain('Teléfono requerido');
    expect(backend.calls('DELETE', '/storage/v1/object/products')).toHaveLength(1);
  });

  it('si fallan las imágenes tras crear el producto, lo retira (deleted) y borra las fotos', async () => {
    signedIn({ phone_number: '+525512345678', identity_verified: true });
    await renderSellPage();
    const { user, dialog } = await openPreview('2500');
    backend.on('POST', '/rest/v1/product_images', {
      status: 400,
      body: postgrestError('VT306', 'Máximo 6 imágenes permitidas'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar' }));
    await waitFor(() => expect(toastFor('Error al publicar')?.description).toBe('Máximo 6 imágenes permitidas'));
    const [withdraw] = backend.calls('PATCH', '/rest/v1/products');
    expect(withdraw.body).toEqual({ status: 'deleted' });
    expect(withdraw.search).toContain('id=eq.p-1');
    expect(backend.calls('DELETE', '/storage/v1/object/products')).toHaveLength(1);
  });
});

describe('SellPage: borradores', () => {
  it('recupera el borrador del usuario al cargar, solo con sus fotos remotas', async () => {
    signedIn();
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        values: {
          title: 'Guante de Ozzie Smith',
          price: 3200,
          description: 'Guante de juego firmado por Ozzie Smith en 1987.',
          condition: 'good',
          category: 'equipment',
        },
        photos: [HOSTED, 'blob:http://localhost/123'],
      }),
    );
    await renderSellPage();
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toHaveValue('Guante de Ozzie Smith'));
    expect(screen.getByLabelText(/^Condición/)).toHaveValue('good');
    expect(screen.getByText('Recuperamos tu borrador')).toBeInTheDocument();
    expect(screen.getByText(/Continuamos donde te quedaste/)).toHaveTextContent(
      'Continuamos donde te quedaste. Guardamos lo que escribiste y 1 foto ya subida.',
    );
    expect(screen.getByText('1 de 6 fotos')).toBeInTheDocument();
    await waitFor(() => expectReady());
  });

  it('un borrador sin fotos subidas dice que las fotos no se guardaron y hay que volver a agregarlas', async () => {
    signedIn();
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ values: { title: 'Guante de Ozzie Smith' }, photos: ['blob:http://localhost/123'] }),
    );
    await renderSellPage();
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toHaveValue('Guante de Ozzie Smith'));
    expect(screen.getByText(/Continuamos donde te quedaste/)).toHaveTextContent(
      'Guardamos lo que escribiste, pero no las fotos que no alcanzaron a subirse: vuelve a agregarlas.',
    );
    expect(screen.getByText('0 de 6 fotos')).toBeInTheDocument();
  });

  it('no recupera el borrador de otro usuario; "Empezar de nuevo" lo descarta', async () => {
    signedIn();
    window.localStorage.setItem(
      'vitrina-sell-draft:otro-usuario',
      JSON.stringify({ values: { title: 'Ajeno' }, photos: [] }),
    );
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { title: 'Mío' }, photos: [HOSTED] }));
    await renderSellPage();
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toHaveValue('Mío'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    expect(screen.getByLabelText(/^Título/)).toHaveValue('');
    expect(screen.getByText('0 de 6 fotos')).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('guarda lo escrito como borrador un segundo después', async () => {
    signedIn();
    await renderSellPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Título/), 'Tarjeta rookie');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(
      () => expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}').values?.title).toBe('Tarjeta rookie'),
      { timeout: 3000 },
    );
  });
});
