import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposed, provideExposedLoader, resetExposed } from '@vitrina/shared';
import { loadExposedComponent, resetRemote, resetRemoteLoaderForTests } from './remoteLoader';
import { RemoteLoadError } from './remoteErrors';
import { REMOTE_FALLBACK_MARKER } from './runtimePlugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const manifest = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_catalog: 'http://localhost:3002/mf-manifest.json',
  mfe_checkout: 'http://localhost:3003/mf-manifest.json',
  mfe_sell: 'http://localhost:3004/mf-manifest.json',
  mfe_dashboard: 'http://localhost:3005/mf-manifest.json',
};

function ListingEditor() {
  return null;
}

const originalFetch = global.fetch;

beforeAll(() => provideExposedLoader({ load: loadExposedComponent, reset: resetRemote }));

beforeEach(() => {
  resetRemoteLoaderForTests();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => manifest } as Response);
});

afterEach(() => {
  global.fetch = originalFetch;
});

describe('loadExposed (el cargador del shell)', () => {
  it('carga el componente por defecto del expose, a través del manifiesto de remotos', async () => {
    loadRemoteMock.mockResolvedValue({ default: ListingEditor });
    await expect(loadExposed('mfe_sell', 'ListingForm')).resolves.toBe(ListingEditor);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_sell/ListingForm');
    expect(registerRemotesMock).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mfe_sell', entry: manifest.mfe_sell }]),
    );
    // Loaded once per page.
    await loadExposed('mfe_sell', 'ListingForm');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('un remoto caído se lee como caído, no como un expose sin componente', async () => {
    const cause = new Error('mf-manifest.json: Failed to fetch');
    loadRemoteMock.mockResolvedValue({ [REMOTE_FALLBACK_MARKER]: true, error: cause, default: {} });
    const failure = loadExposed('mfe_sell', 'ListingForm');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('No se pudo cargar mfe_sell/ListingForm');
    await expect(failure).rejects.toMatchObject({ remote: 'mfe_sell', cause });
  });

  it('sin /remotes.json también es un remoto que no se pudo cargar', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadExposed('mfe_catalog', 'ProductCard')).rejects.toThrow(
      'No se pudo leer la lista de remotos para mfe_catalog/ProductCard',
    );
  });

  it('un expose cargado sin componente por defecto dice que no lo exporta', async () => {
    loadRemoteMock.mockResolvedValue({ ListingEditor });
    await expect(loadExposed('mfe_sell', 'ListingForm')).rejects.toThrow(
      'mfe_sell/ListingForm no exporta un componente por defecto',
    );
  });

  it('un fallo no se guarda, y Reintentar (resetExposed) vuelve a registrar el remoto', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('script roto'));
    await expect(loadExposed('mfe_catalog', 'ProductCard')).rejects.toThrow(
      'No se pudo cargar mfe_catalog/ProductCard',
    );
    await resetExposed('mfe_catalog');
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'mfe_catalog', entry: manifest.mfe_catalog }], {
      force: true,
    });
    loadRemoteMock.mockResolvedValue({ default: ListingEditor });
    await expect(loadExposed('mfe_catalog', 'ProductCard')).resolves.toBe(ListingEditor);
  });
});
