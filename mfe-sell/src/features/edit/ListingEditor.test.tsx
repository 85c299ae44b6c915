import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellProductFormValues } from '../sell/sellProductSchema';
import { photoFile } from '../../../test/photoFiles';
import { renderPage } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';
import { ListingEditor, type ListingEditorSave } from './ListingEditor';
import { sellCopy } from '../sell/copy';

// no compression and no small copy (jsdom has no canvas)
jest.mock('../photo-uploader/compressionWorker', () => ({ compressInWorker: jest.fn(async () => ({})) }));

const FOLDER = 'http://127.0.0.1:54321/storage/v1/object/public/products/33333333-3333-4333-8333-333333333333';
const HOSTED = [`${FOLDER}/a-balon.jpg`, `${FOLDER}/b-firma.jpg`];
const VALUES: SellProductFormValues = {
  title: 'Balón firmado de la final',
  price: 2500,
  description: 'Balón oficial firmado por el plantel, con certificado de autenticidad.',
  condition: 'excellent',
  category: 'memorabilia',
  subcategory: 'balls',
  rarity: '',
  psa_grade: '',
  signed_by: 'team',
  certifier: '',
  certificate_number: '',
  stock: 1,
  shipping_price: 150,
};

beforeEach(() => resetAppState());

function renderEditor(onSave: (save: ListingEditorSave) => Promise<void>, photos: readonly string[] = HOSTED) {
  return renderPage(
    <ListingEditor initialValues={VALUES} initialPhotos={photos} submitLabel="Guardar cambios" onSave={onSave} />,
    { path: '/dashboard/products/p-1/edit' },
  );
}
const tiles = () => within(screen.getByRole('list', { name: 'Fotos' })).getAllByRole('listitem');
const photoInput = () => screen.getByTestId('photo-input') as HTMLInputElement;

describe('ListingEditor (./ListingForm en modo edición)', () => {
  it('empieza con los valores y las fotos de la pieza, la primera como principal', async () => {
    renderEditor(jest.fn());
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Balón firmado de la final');
    expect(screen.getByLabelText(/^Precio/)).toHaveValue(2500);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(tiles()[0]).toHaveAccessibleName('Foto 1 de 2, Principal: a-balon.jpg');
    expect(screen.getByText('2 de 6 fotos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  });

  it('agrega, reordena y quita fotos, y guarda las que quedan en orden con los campos', async () => {
    const onSave = jest.fn<Promise<void>, [ListingEditorSave]>().mockResolvedValue(undefined);
    renderEditor(onSave);
    const user = userEvent.setup();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await user.upload(photoInput(), [photoFile('nueva.png', { bytes: 'png', type: 'image/png' })]);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Quitar foto: a-balon.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Mover antes: nueva.png' }));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Foto 1 de 2, Principal: nueva.png',
      'Foto 2 de 2: b-firma.jpg',
    ]);
    await user.clear(screen.getByLabelText(/^Precio/));
    await user.type(screen.getByLabelText(/^Precio/), '2300');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [{ values, photos }] = onSave.mock.calls[0];
    expect(values).toMatchObject({ title: VALUES.title, price: 2300, category: 'memorabilia' });
    expect(photos).toEqual([
      expect.objectContaining({ kind: 'file', name: 'nueva.png' }),
      { kind: 'remote', url: HOSTED[1] },
    ]);
  });

  it('edita el costo de envío: 0 se lee "Envío gratis" y llega a la pieza como 0; fuera de 0 a 10,000 no se guarda', async () => {
    const onSave = jest.fn<Promise<void>, [ListingEditorSave]>().mockResolvedValue(undefined);
    renderEditor(onSave);
    const user = userEvent.setup();
    const shipping = screen.getByLabelText(/^Costo de envío/);
    expect(shipping).toHaveValue(150);
    expect(screen.getByText(/Tus compradores verán: Envío \$150\./)).toBeInTheDocument();
    await user.clear(shipping);
    await user.type(shipping, '10000.5');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El costo de envío debe estar entre $0 y $10,000 MXN')).toBeInTheDocument();
    await user.clear(shipping);
    await user.type(shipping, '12.345');
    expect(await screen.findByText('El costo de envío admite hasta 2 decimales')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(shipping);
    await user.type(shipping, '0');
    expect(screen.getByText(/Tus compradores verán: Envío gratis\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0].details).toMatchObject({ shipping_price: 0, price: 2500 });
  });

  it('aplica las reglas del uploader de vender: tipo por los primeros bytes y 6 fotos en total', async () => {
    const five = Array.from({ length: 5 }, (_, index) => `${FOLDER}/foto-${index}.jpg`);
    renderEditor(jest.fn(), five);
    const user = userEvent.setup({ applyAccept: false });
    await waitFor(() => expect(tiles()).toHaveLength(5));
    await user.upload(photoInput(), [photoFile('falso.jpg', { bytes: 'gif', type: 'image/jpeg' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'falso.jpg: Tipo de archivo no permitido. Solo se aceptan jpg, png y webp.',
    );
    await user.upload(photoInput(), [photoFile('seis.jpg'), photoFile('siete.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Máximo 6 imágenes permitidas');
    await waitFor(() => expect(screen.getByText('6 de 6 fotos')).toBeInTheDocument());
    expect(photoInput()).toBeDisabled();
  });

  it('sin fotos no se puede guardar y lo dice', async () => {
    renderEditor(jest.fn(), [HOSTED[0]]);
    const user = userEvent.setup();
    await waitFor(() => expect(tiles()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Quitar foto: a-balon.jpg' }));
    expect(screen.getByRole('status')).toHaveTextContent(sellCopy.imagesRequiredDescription);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('si guardar falla conserva lo escrito y las fotos, y se puede volver a intentar', async () => {
    const onSave = jest.fn<Promise<void>, [ListingEditorSave]>().mockRejectedValueOnce(new Error('caído'));
    renderEditor(onSave);
    const user = userEvent.setup();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await user.clear(screen.getByLabelText(/^Título/));
    await user.type(screen.getByLabelText(/^Título/), 'Balón de la final 2026');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled());
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Balón de la final 2026');
    expect(tiles()).toHaveLength(2);
    onSave.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  });
});

describe('ListingEditor: las listas caben en su columna', () => {
  /** A property as the page's style sheets declare it for the element (jsdom neither lays out nor knows grids). */
  function declared(element: Element, property: string): string[] {
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    return [...element.classList].flatMap((name) =>
      [...css.matchAll(new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`, 'g'))].flatMap(([, body]) =>
        [...body.matchAll(new RegExp(`${property}:\\s*([^;]+)`, 'g'))].map(([, value]) => value.trim()),
      ),
    );
  }

  // Two fixed columns cut "Cartas & Trading Cards" and "PSA 10 - Gema Perfecta" in the dashboard's column at 1280 px.
  it('los campos van de dos en dos solo si cada columna tiene 15rem; si no, uno por fila', () => {
    renderEditor(jest.fn());
    const attributes = screen.getByRole('group', { name: sellCopy.attributesTitle });
    const fields = attributes.parentElement as HTMLElement;
    for (const grid of [fields, attributes]) {
      expect(declared(grid, 'grid-template-columns')).toEqual(['repeat(auto-fit, minmax(min(100%, 15rem), 1fr))']);
    }
  });
});
