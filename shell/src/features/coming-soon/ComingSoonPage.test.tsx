import { screen, within } from '@testing-library/react';
import { ComingSoonPage } from './ComingSoonPage';
import { renderWithShell, resetShellStores, setSessionUser } from '../../app/testing/renderShell';

jest.mock('../../federation/RemoteComponent', () => require('../../app/testing/remoteComponentMock'));

beforeEach(() => {
  resetShellStores();
  setSessionUser(null);
});

it('ofrece el boletín, promete ventas en vivo y máquinas expendedoras, y dice que el envío se calcula al pagar', () => {
  renderWithShell(<ComingSoonPage />);
  expect(screen.getByText('Próximamente')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Eventos de venta en vivo' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Máquinas expendedoras' })).toBeInTheDocument();
  expect(screen.getByText(/El envío se calcula al finalizar la compra/)).toBeInTheDocument();
  expect(screen.getAllByTestId('remote-slot').map((slot) => slot.textContent)).toEqual([
    'mfe_auth/NewsletterSignup',
    'mfe_auth/CollectorCounter',
    'mfe_auth/WaitlistLandingForm',
  ]);
});

it('enlaza dos redes sociales en una pestaña nueva sin dar acceso a la ventana', () => {
  renderWithShell(<ComingSoonPage />);
  const waitlist = screen.getByRole('region', { name: 'Únete a la lista de espera' });
  const links = within(waitlist).getAllByRole('link', { name: /se abre en una pestaña nueva/ });
  expect(links).toHaveLength(2);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
});
