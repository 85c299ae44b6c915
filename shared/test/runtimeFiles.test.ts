/** @jest-environment node */
// The deploy variables (docs/deploy.md, "Deploying one remote"): MFE_*_URL may name a remote's published folder, its
// mf-manifest.json or its remoteEntry.js; /remotes.json always gets the manifest's URL, once.
import {
  launchedFromEnv,
  remoteManifestUrl,
  remotesManifest,
  remoteUrlsFromEnv,
  runtimeConfigScript,
} from '../build/runtimeFiles.cjs';

const PORTS = {
  shell: 3000,
  mfe_auth: 3001,
  mfe_catalog: 3002,
  mfe_checkout: 3003,
  mfe_sell: 3004,
  mfe_dashboard: 3005,
};

describe('remoteManifestUrl', () => {
  it.each([
    ['http://host:4102', 'http://host:4102/mf-manifest.json'],
    ['http://host:4102/', 'http://host:4102/mf-manifest.json'],
    ['http://host:4102/mf-manifest.json', 'http://host:4102/mf-manifest.json'],
    ['http://host:4102/remoteEntry.js', 'http://host:4102/mf-manifest.json'],
    ['https://cdn.example.com/catalog/2026-11-27', 'https://cdn.example.com/catalog/2026-11-27/mf-manifest.json'],
    ['https://cdn.example.com/catalog/2026-11-27/', 'https://cdn.example.com/catalog/2026-11-27/mf-manifest.json'],
    [
      'https://cdn.example.com/catalog/2026-11-27/mf-manifest.json',
      'https://cdn.example.com/catalog/2026-11-27/mf-manifest.json',
    ],
    [
      'https://cdn.example.com/catalog/2026-11-27/remoteEntry.js',
      'https://cdn.example.com/catalog/2026-11-27/mf-manifest.json',
    ],
    ['https://cdn.example.com/catalog/mf-manifest.json?v=2', 'https://cdn.example.com/catalog/mf-manifest.json?v=2'],
    ['/catalog/', '/catalog/mf-manifest.json'],
    ['  http://host:4102/mf-manifest.json  ', 'http://host:4102/mf-manifest.json'],
  ])('%s -> %s', (location, manifest) => {
    expect(remoteManifestUrl(location)).toBe(manifest);
  });

  it.each(['host:4102', 'ftp://host/catalog', 'catalog/dist', 'http://'])('rechaza %s', (location) => {
    expect(() => remoteManifestUrl(location, 'MFE_CATALOG_URL')).toThrow(/MFE_CATALOG_URL debe ser una URL http\(s\)/);
  });
});

describe('remoteUrlsFromEnv + remotesManifest', () => {
  it('la forma del README (…/mf-manifest.json) nombra el manifiesto una sola vez', () => {
    const remoteUrls = remoteUrlsFromEnv({ MFE_CATALOG_URL: 'http://host:4102/mf-manifest.json' });
    expect(remoteUrls).toEqual({ mfe_catalog: 'http://host:4102/mf-manifest.json' });
    expect(remotesManifest({ ports: PORTS, remoteUrls }).mfe_catalog).toBe('http://host:4102/mf-manifest.json');
  });

  it('una URL base y una de remoteEntry.js dan el mismo remotes.json', () => {
    const fromBase = remotesManifest({ ports: PORTS, remoteUrls: remoteUrlsFromEnv({ MFE_AUTH_URL: 'http://h:1/' }) });
    const fromEntry = remotesManifest({
      ports: PORTS,
      remoteUrls: remoteUrlsFromEnv({ MFE_AUTH_URL: 'http://h:1/remoteEntry.js' }),
    });
    expect(fromBase).toEqual(fromEntry);
    expect(fromBase.mfe_auth).toBe('http://h:1/mf-manifest.json');
  });

  it('sin variables, cada remoto está en su puerto de localhost; las vacías se ignoran', () => {
    expect(remotesManifest({ ports: PORTS, remoteUrls: remoteUrlsFromEnv({ MFE_SELL_URL: ' ' }) })).toEqual({
      mfe_auth: 'http://localhost:3001/mf-manifest.json',
      mfe_catalog: 'http://localhost:3002/mf-manifest.json',
      mfe_checkout: 'http://localhost:3003/mf-manifest.json',
      mfe_sell: 'http://localhost:3004/mf-manifest.json',
      mfe_dashboard: 'http://localhost:3005/mf-manifest.json',
    });
  });

  it('una variable mal escrita detiene el arranque con su nombre', () => {
    expect(() => remoteUrlsFromEnv({ MFE_CHECKOUT_URL: 'localhost:4103' })).toThrow(/MFE_CHECKOUT_URL/);
  });
});

describe('launchedFromEnv', () => {
  it('reads SITE_LAUNCHED, and is off by default unless the caller (the demo) says otherwise', () => {
    expect(launchedFromEnv({})).toBe(false);
    expect(launchedFromEnv({}, true)).toBe(true);
    expect(launchedFromEnv({ SITE_LAUNCHED: 'true' })).toBe(true);
    expect(launchedFromEnv({ SITE_LAUNCHED: ' 1 ' })).toBe(true);
    expect(launchedFromEnv({ SITE_LAUNCHED: 'false' }, true)).toBe(false);
    expect(launchedFromEnv({ SITE_LAUNCHED: '0' }, true)).toBe(false);
    expect(() => launchedFromEnv({ SITE_LAUNCHED: 'quizá' })).toThrow(/SITE_LAUNCHED/);
  });

  it('goes into the runtime config as `launched`', () => {
    expect(runtimeConfigScript({ extra: { launched: true } })).toContain('"launched":true');
  });
});
