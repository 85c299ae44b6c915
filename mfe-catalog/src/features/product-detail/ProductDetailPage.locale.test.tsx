// The piece's page renders and hydrates on a phone's CPU without loading the engine's locale data: the first Intl
// formatter of a page (a number, a date in a time zone, plural rules, a collator) is one uninterruptible call of
// tens of milliseconds there. Prices, counts and dates are written by shared/src/format without Intl. The spies go
// in before any module is loaded, so a formatter built when a module is evaluated is counted too.

const built: string[] = [];

function countCalls<T extends object>(owner: T, key: keyof T & string, label: string) {
  const real = owner[key] as unknown as (...args: unknown[]) => unknown;
  Object.defineProperty(owner, key, {
    configurable: true,
    writable: true,
    value: function counted(this: unknown, ...args: unknown[]) {
      built.push(label);
      return new.target ? Reflect.construct(real, args, new.target) : real.apply(this, args);
    },
  });
}

for (const kind of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat'] as const) {
  countCalls(Intl, kind, `Intl.${kind}`);
}
countCalls(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
countCalls(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
countCalls(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
countCalls(String.prototype, 'localeCompare', 'String#localeCompare');

jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ destroy: jest.fn(), setSize: jest.fn() })));

it('la página de una pieza se muestra sin construir ningún formateador Intl', async () => {
  // loaded after the spies
  const { screen } = require('@testing-library/react') as typeof import('@testing-library/react');
  const { useSessionStore } = require('@vitrina/shared') as typeof import('@vitrina/shared');
  const { installFakeBackend } = require('../../../test/fakeBackend') as typeof import('../../../test/fakeBackend');
  const { renderPage } = require('../../../test/renderPage') as typeof import('../../../test/renderPage');
  const { ID, productRow } = require('../../../test/productRow') as typeof import('../../../test/productRow');
  const { ProductDetailPage } = require('./ProductDetailPage') as typeof import('./ProductDetailPage');

  const backend = installFakeBackend();
  backend.on('GET', '/rest/v1/products', { body: [productRow({ price: 1234567.5 })] });
  backend.on('POST', '/rest/v1/rpc/increment_product_views', { status: 204 });
  backend.on('GET', '/rest/v1/price_history', { body: [{ price: 1000, recorded_at: '2026-01-10T12:00:00Z' }] });
  backend.on('GET', '/rest/v1/price_alerts', { body: [] });
  useSessionStore.setState({ user: null, session: null });

  renderPage(<ProductDetailPage />, { path: `/product/${ID}`, route: '/product/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Balón firmado por Messi' });
  await screen.findByRole('region', { name: 'Historial de precio' });
  // the page wrote a price and a date, and nothing built a formatter for them
  expect(screen.getAllByText('$1,234,567.5').length).toBeGreaterThan(0);
  expect(screen.getByText(/28 de febrero de 2025/)).toBeInTheDocument();
  expect(built).toEqual([]);
});
