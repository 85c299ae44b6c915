import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import { renderWithShell } from '../../app/testing/renderShell';

it('enlaza Aviso de privacidad, Términos y condiciones y Contacto', () => {
  renderWithShell(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacy');
  expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terms');
  expect(within(footer).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
});

it('enlaza las redes sociales en una pestaña nueva', () => {
  renderWithShell(<Footer />);
  const social = screen.getAllByRole('link', { name: /se abre en una pestaña nueva/ });
  expect(social).toHaveLength(2);
  social.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'));
});
