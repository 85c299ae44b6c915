import { screen } from '@testing-library/react';
import { NotificationsBellView } from './NotificationsBell';
import { renderWithShell } from '../../app/testing/renderShell';

it('muestra el número de no leídas y lleva al dashboard', () => {
  renderWithShell(<NotificationsBellView unread={3} />);
  const bell = screen.getByRole('link', { name: 'Notificaciones (3 sin leer)' });
  expect(bell).toHaveAttribute('href', '/dashboard');
  expect(screen.getByTestId('notifications-count')).toHaveTextContent('3');
});

it('sin no leídas no muestra insignia', () => {
  renderWithShell(<NotificationsBellView unread={0} />);
  expect(screen.getByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
  expect(screen.queryByTestId('notifications-count')).not.toBeInTheDocument();
});

it('abrevia más de 99', () => {
  renderWithShell(<NotificationsBellView unread={140} />);
  expect(screen.getByTestId('notifications-count')).toHaveTextContent('99+');
});
