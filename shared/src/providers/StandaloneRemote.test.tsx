import { render, screen } from '@testing-library/react';
import { StandaloneRemote } from './StandaloneRemote';

function Cart() {
  return <h1>Carrito</h1>;
}
function Checkout() {
  return <h1>Pago</h1>;
}

describe('StandaloneRemote', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('muestra la página de la ruta actual', () => {
    window.history.pushState({}, '', '/checkout');
    render(
      <StandaloneRemote
        routes={[
          { path: '/cart', Page: Cart },
          { path: '/checkout', Page: Checkout },
        ]}
        home="/cart"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pago' })).toBeInTheDocument();
  });

  it('manda una ruta desconocida a la página de inicio del remoto', () => {
    window.history.pushState({}, '', '/otra');
    render(<StandaloneRemote routes={[{ path: '/cart', Page: Cart }]} home="/cart" />);
    expect(screen.getByRole('heading', { name: 'Carrito' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cart');
  });
});
