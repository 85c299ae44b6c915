import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../entries/kernel';
import { ComingSoonPage } from './ComingSoonPage';

describe('ComingSoonPage', () => {
  it('anuncia la sección como Próximamente con su título, descripción y lo que viene', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <ComingSoonPage
            title="Tu carrito"
            description="Muy pronto."
            highlights={['Total en MXN', 'Envío al pagar']}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('Próximamente')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument();
    expect(screen.getByText('Muy pronto.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lo que viene' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });

  it('ofrece volver al inicio y explorar productos', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <ComingSoonPage title="Vende tu pieza" description="Pronto." />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explorar Productos' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('list', { name: 'Lo que viene' })).not.toBeInTheDocument();
  });
});
