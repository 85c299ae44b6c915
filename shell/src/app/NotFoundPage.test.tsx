import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFoundPage } from '@vitrina/shared/ui';
import { currentLocation, renderWithShell } from './testing/renderShell';

it('dice Page not found en inglés y Go back home lleva al inicio', async () => {
  const user = userEvent.setup();
  renderWithShell(<NotFoundPage />, { path: '/algo/que/no/existe' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go back home' }));
  expect(currentLocation.value!.pathname).toBe('/');
});
