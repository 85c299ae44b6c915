import { act, render, screen, waitFor } from '@testing-library/react';
import { provideExposedLoader, useToastStore, type SearchPaletteExposeProps } from '@vitrina/shared';
import { EARLY_SEARCH_KEY, earlyClicksScript } from '../../server/earlyClicks';
import { isSearchShortcut, SearchHotkey } from './SearchHotkey';

// The page's loader (the shell provides its own at start): a stand-in for the catalogue's './SearchPalette'.
const load = jest.fn<Promise<unknown>, [string, string]>();
const reset = jest.fn(async () => undefined);
beforeAll(() => provideExposedLoader({ load, reset }));

function FakePalette({ open }: SearchPaletteExposeProps) {
  return open ? <div role="dialog" aria-label="Buscar piezas" /> : null;
}

function pressCtrlK(init: KeyboardEventInit = { ctrlKey: true }) {
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', cancelable: true, ...init }));
  });
}

beforeEach(() => {
  load.mockReset();
  useToastStore.setState({ toasts: [] });
});

describe('atajo de búsqueda del shell', () => {
  it('Ctrl+K y Cmd+K son el atajo; otras combinaciones no', () => {
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k' }))).toBe(false);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('no carga la paleta hasta la primera vez y luego la abre y la cierra', async () => {
    load.mockResolvedValue(FakePalette);
    render(<SearchHotkey />);
    expect(load).not.toHaveBeenCalled();

    pressCtrlK();
    expect(load).toHaveBeenCalledWith('mfe_catalog', 'SearchPalette');
    expect(await screen.findByRole('dialog', { name: 'Buscar piezas' })).toBeInTheDocument();
    pressCtrlK({ metaKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pressCtrlK();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('si el catálogo no carga, lo dice y lo intenta de nuevo en la siguiente pulsación', async () => {
    load.mockRejectedValueOnce(new Error('remoto caído'));
    render(<SearchHotkey />);
    pressCtrlK();
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'No pudimos cargar esta sección',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('mfe_catalog');

    load.mockResolvedValue(FakePalette);
    pressCtrlK();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Ctrl+K pulsado en la página renderizada antes de que el atajo escuche abre la paleta en cuanto escucha', async () => {
    load.mockResolvedValue(FakePalette);
    Reflect.deleteProperty(window, EARLY_SEARCH_KEY);
    // the rendered page's head script, as the browser runs it before the app's code
    const source = /<script>([\s\S]*)<\/script>/.exec(earlyClicksScript())?.[1] ?? '';
    new Function(source)();
    pressCtrlK();
    expect(Reflect.get(window, EARLY_SEARCH_KEY)).toBe('pressed');

    render(<SearchHotkey />);
    expect(await screen.findByRole('dialog', { name: 'Buscar piezas' })).toBeInTheDocument();
    expect(Reflect.get(window, EARLY_SEARCH_KEY)).toBe('live');
  });
});
