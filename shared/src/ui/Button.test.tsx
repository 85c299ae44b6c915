import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router-dom';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Button } from './Button';

describe('<Button />', () => {
  it('es un botón accesible por su nombre y responde al clic', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Vende tu Pieza</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Vende tu Pieza' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('deshabilitado no dispara el clic', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Publicando...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Publicando...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('no pasa variant/size/fullWidth al DOM', () => {
    renderWithTheme(
      <Button variant="destructive" size="lg" fullWidth>
        Eliminar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('fullWidth');
  });

  it('se puede renderizar como enlace con `as`', () => {
    renderWithTheme(
      <MemoryRouter>
        <Button as={Link} to="/sell" variant="accent">
          Vender un producto
        </Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Vender un producto' })).toHaveAttribute('href', '/sell');
  });

  it('se enfoca con el teclado', async () => {
    renderWithTheme(<Button>Entrar</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
  });
});
