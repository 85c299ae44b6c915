import {
  fetchRemotesManifest,
  loadRemotesManifest,
  parseRemotesManifest,
  readInlineRemotesManifest,
  RemotesManifestError,
} from './remotesManifest';

// jsdom has no fetch Response; the code under test reads only ok, status and json().
function fakeResponse(status: number, body: string): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) } as Response;
}

const valid = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_catalog: 'http://localhost:3002/mf-manifest.json',
  mfe_checkout: 'http://localhost:3003/mf-manifest.json',
  mfe_sell: 'https://cdn.example.mx/sell/mf-manifest.json',
  mfe_dashboard: '/dashboard-remote/mf-manifest.json',
};

describe('parseRemotesManifest', () => {
  it('acepta una URL por cada uno de los cinco remotos', () => {
    expect(parseRemotesManifest(valid)).toEqual(valid);
  });

  it('rechaza un remoto que falta', () => {
    const { mfe_sell: _omitted, ...rest } = valid;
    expect(() => parseRemotesManifest(rest)).toThrow('mfe_sell');
  });

  it('rechaza nombres desconocidos y URLs que no son http(s) ni rutas absolutas', () => {
    expect(() => parseRemotesManifest({ ...valid, mfe_extra: 'http://x/mf-manifest.json' })).toThrow('mfe_extra');
    expect(() => parseRemotesManifest({ ...valid, mfe_auth: 'javascript:alert(1)' })).toThrow(RemotesManifestError);
    expect(() => parseRemotesManifest([valid])).toThrow(RemotesManifestError);
  });
});

describe('fetchRemotesManifest', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('lee /remotes.json sin caché', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, JSON.stringify(valid)));
    global.fetch = fetchMock;
    await expect(fetchRemotesManifest()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('falla con un error legible si el servidor responde 404 o no responde', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(404, 'no'));
    await expect(fetchRemotesManifest()).rejects.toThrow('/remotes.json respondió 404');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRemotesManifest()).rejects.toThrow('No se pudo leer /remotes.json');
  });
});

describe('loadRemotesManifest', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    delete window.__VITRINA_REMOTES__;
  });

  it('usa el mapa que el servidor escribió en el HTML, sin pedir /remotes.json', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    window.__VITRINA_REMOTES__ = valid;
    await expect(loadRemotesManifest()).resolves.toEqual(valid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sin mapa en el HTML, o con uno inválido, lee /remotes.json', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, JSON.stringify(valid)));
    global.fetch = fetchMock;
    await expect(loadRemotesManifest()).resolves.toEqual(valid);
    window.__VITRINA_REMOTES__ = { mfe_auth: 'javascript:alert(1)' };
    expect(readInlineRemotesManifest()).toBeNull();
    await expect(loadRemotesManifest()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
