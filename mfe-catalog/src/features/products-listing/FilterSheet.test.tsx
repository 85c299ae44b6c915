import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../../shared/test/renderWithTheme';
import { FilterSheet } from './FilterSheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <FilterSheet open={open} onOpenChange={setOpen} activeCount={2} count={7}>
      <p>Panel de filtros</p>
    </FilterSheet>
  );
}

test("'Filtrar' abre la hoja con el panel al primer toque, Escape la cierra y el foco vuelve al botón", async () => {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  const button = screen.getByRole('button', { name: 'Filtrar (2)' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // nothing of the sheet before the first tap
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('Panel de filtros')).not.toBeInTheDocument();

  await user.click(button);
  const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
  expect(sheet).toHaveTextContent('Panel de filtros');
  expect(screen.getByRole('button', { name: 'Ver resultados (7)' })).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();

  // open again (the sheet stays mounted) and close it with 'Ver resultados'
  await user.click(button);
  await user.click(await screen.findByRole('button', { name: 'Ver resultados (7)' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
