import { screen } from '@testing-library/react';
import { ContactPage } from './ContactPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import { renderWithShell } from '../../app/testing/renderShell';

it('el aviso de privacidad cita la LFPDPPP y explica los derechos ARCO', () => {
  renderWithShell(<PrivacyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
  expect(
    screen.getByText(/Ley Federal de Protección de Datos Personales en Posesión de los Particulares \(LFPDPPP\)/),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Derechos ARCO y revocación del consentimiento' })).toBeInTheDocument();
});

it('los términos cubren revisión, autenticidad, ofertas, envío al pagar y cancelación sin costo', () => {
  renderWithShell(<TermsPage />);
  for (const heading of ['Publicaciones revisadas', 'Autenticidad', 'Ofertas', 'Precios y envío', 'Cancelaciones']) {
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  expect(screen.getByText(/costo de envío se calcula en el checkout/)).toBeInTheDocument();
  expect(screen.getByText(/cancelar tu pedido sin costo mientras no haya sido enviado/)).toBeInTheDocument();
});

it('contacto muestra el correo y el horario', () => {
  renderWithShell(<ContactPage />);
  expect(screen.getByRole('link', { name: 'hola@vitrina.mx' })).toHaveAttribute('href', 'mailto:hola@vitrina.mx');
  expect(screen.getByRole('heading', { name: 'Horario de atención' })).toBeInTheDocument();
  expect(screen.getByText(/Lunes a viernes de 9:00 a 18:00/)).toBeInTheDocument();
});
