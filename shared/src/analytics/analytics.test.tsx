import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { getAnalyticsAdapter, setAnalyticsAdapter, trackEvent, trackPageView } from './analytics';
import { consoleAnalyticsAdapter, noopAnalyticsAdapter, type AnalyticsAdapter } from './analyticsAdapters';
import { usePageViews } from './usePageViews';

function spyAdapter() {
  return { pageView: jest.fn(), event: jest.fn() } satisfies AnalyticsAdapter;
}

afterEach(() => setAnalyticsAdapter(noopAnalyticsAdapter));

describe('analytics', () => {
  it('en pruebas el adaptador por omisión no hace nada', () => {
    expect(getAnalyticsAdapter()).toBe(noopAnalyticsAdapter);
  });

  it('trackPageView y trackEvent usan el adaptador configurado', () => {
    const adapter = spyAdapter();
    setAnalyticsAdapter(adapter);
    trackPageView('/products');
    trackEvent('add_to_cart', { id: 'p1' });
    expect(adapter.pageView).toHaveBeenCalledWith('/products');
    expect(adapter.event).toHaveBeenCalledWith('add_to_cart', { id: 'p1' });
  });

  it('un adaptador que falla no rompe la navegación', () => {
    setAnalyticsAdapter({
      pageView: () => {
        throw new Error('down');
      },
    });
    expect(() => trackPageView('/')).not.toThrow();
  });

  it('el adaptador de consola escribe la vista de página', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    consoleAnalyticsAdapter.pageView('/cart');
    expect(info).toHaveBeenCalledWith('[analytics] page_view', '/cart');
    info.mockRestore();
  });

  it('usePageViews reporta cada cambio de ruta', async () => {
    const adapter = spyAdapter();
    setAnalyticsAdapter(adapter);
    function Tracker() {
      usePageViews();
      return (
        <>
          <Link to="/products">productos</Link>
          <Link to="/products?search=messi">buscar</Link>
          <Link to="/cart">carrito</Link>
        </>
      );
    }
    const { getByText } = render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Tracker />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(getByText('productos'));
    await userEvent.click(getByText('buscar'));
    await userEvent.click(getByText('carrito'));
    // A query-string change on the same path is not a new page view.
    expect(adapter.pageView.mock.calls.map((c) => c[0])).toEqual(['/', '/products', '/cart']);
  });
});
