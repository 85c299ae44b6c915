/** @jest-environment node */
// The route remote's manifest carried by the page (shared/build/shellHtml.cjs): the runtime gets it without a
// request, once; the text read is the build the remote runs (remoteLoader's check for new builds). Node's fetch
// Response: the runtime accepts nothing else.
import { createResiliencePlugin, readManifestText } from './runtimePlugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

const url = 'http://localhost:3002/mf-manifest.json';
const inlineText = '{"id":"mfe_catalog","build":"inline"}';

describe('the inline manifest', () => {
  const originalFetch = global.fetch;
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { __VITRINA_MANIFESTS__: { [url]: inlineText } };
  });
  afterEach(() => {
    global.fetch = originalFetch;
    delete (globalThis as { window?: unknown }).window;
  });

  it('answers the first read of its URL from the page, then asks the server', async () => {
    const served = '{"id":"mfe_catalog","build":"served"}';
    global.fetch = jest.fn().mockResolvedValue(new Response(served, { status: 200 }));
    const plugin = createResiliencePlugin({ retries: 0 });
    const first = await (plugin.fetch as FetchHook)(url, {});
    expect(first).toBeInstanceOf(Response);
    await expect(first.json()).resolves.toEqual({ id: 'mfe_catalog', build: 'inline' });
    expect(global.fetch).not.toHaveBeenCalled();
    expect(readManifestText(url)).toBe(inlineText);

    const second = await (plugin.fetch as FetchHook)(url, {});
    await expect(second.json()).resolves.toEqual({ id: 'mfe_catalog', build: 'served' });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(readManifestText(url)).toBe(served);
  });

  it('leaves other remotes to their servers and keeps no text of a failed read', async () => {
    const other = 'http://localhost:3005/mf-manifest.json';
    global.fetch = jest.fn().mockResolvedValue(new Response('no', { status: 404 }));
    const plugin = createResiliencePlugin({ retries: 0 });
    const response = await (plugin.fetch as FetchHook)(other, {});
    expect(response.status).toBe(404);
    expect(global.fetch).toHaveBeenCalledWith(other, expect.objectContaining({ cache: 'no-store' }));
    expect(readManifestText(other)).toBeUndefined();
  });
});
