import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createResiliencePlugin, isRemoteFallbackModule } from './runtimePlugin';

// jsdom has no fetch Response; the code under test reads ok, status, json() and a clone's text().
function fakeResponse(status: number, body: string): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body),
    text: async () => body,
    clone: () => response,
  };
  return response as unknown as Response;
}

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ErrorHook = (args: {
  id: string;
  error: unknown;
  from: 'runtime';
  lifecycle: string;
  origin: ModuleFederation;
}) => Promise<unknown>;

describe('vitrina runtime plugin', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('reintenta el manifiesto de un remoto tras un error de red y devuelve la respuesta', async () => {
    const ok = fakeResponse(200, '{}');
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    global.fetch = fetchMock;
    const plugin = createResiliencePlugin({ retries: 2, retryDelayMs: 1 });
    await expect((plugin.fetch as FetchHook)('http://localhost:3002/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('se rinde tras los reintentos y deja pasar el error', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(503, 'down'));
    const plugin = createResiliencePlugin({ retries: 2, retryDelayMs: 1 });
    await expect((plugin.fetch as FetchHook)('http://localhost:3002/mf-manifest.json', {})).rejects.toThrow('503');
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('no reintenta respuestas 4xx: las devuelve tal cual', async () => {
    const notFound = fakeResponse(404, 'no');
    global.fetch = jest.fn().mockResolvedValue(notFound);
    const plugin = createResiliencePlugin({ retries: 2, retryDelayMs: 1 });
    await expect((plugin.fetch as FetchHook)('http://x/mf-manifest.json', {})).resolves.toBe(notFound);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('errorLoadRemote devuelve un módulo de reserva marcado solo en onLoad', async () => {
    const plugin = createResiliencePlugin();
    const hook = plugin.errorLoadRemote as ErrorHook;
    const error = new Error('RUNTIME-008');
    const origin = {} as ModuleFederation;
    const fallback = await hook({ id: 'mfe_sell/routes', error, from: 'runtime', lifecycle: 'onLoad', origin });
    expect(isRemoteFallbackModule(fallback)).toBe(true);
    expect(fallback).toMatchObject({ error, default: {} });
    await expect(
      hook({ id: 'http://x/mf-manifest.json', error, from: 'runtime', lifecycle: 'afterResolve', origin }),
    ).resolves.toBeUndefined();
  });
});
