import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Dialog } from './Dialog';
import { DropdownMenu } from './DropdownMenu';
import { Select } from './Select';
import { Sheet } from './Sheet';
import { Tooltip, TooltipProvider } from './Tooltip';

describe('<Dialog />', () => {
  it('abre un diálogo con título y descripción accesibles y lo cierra con el botón Cerrar', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Dialog>
        <Dialog.Trigger asChild>
          <Button>Ver cómo lucirá en el Hall of Fame</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Vista previa de tu publicación</Dialog.Title>
          <Dialog.Description>Revisa los datos antes de publicar</Dialog.Description>
        </Dialog.Content>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' }));
    const dialog = screen.getByRole('dialog', { name: 'Vista previa de tu publicación' });
    expect(dialog).toHaveAccessibleDescription('Revisa los datos antes de publicar');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('se cierra con Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Dialog defaultOpen>
        <Dialog.Content>
          <Dialog.Title>Importante</Dialog.Title>
          <Dialog.Description>x</Dialog.Description>
        </Dialog.Content>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('<Dialog /> abierto desde el estado (sin Dialog.Trigger)', () => {
  function RowWithDialog() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Cancelar pedido</Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <Dialog.Content>
            <Dialog.Title>¿Cancelar este pedido?</Dialog.Title>
            <Dialog.Description>La pieza vuelve a la venta.</Dialog.Description>
            <Button>Confirmar</Button>
          </Dialog.Content>
        </Dialog>
      </>
    );
  }

  it('lleva el foco dentro, lo atrapa con Tab, y al cerrar con Escape lo devuelve al botón que lo abrió', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RowWithDialog />);
    const opener = screen.getByRole('button', { name: 'Cancelar pedido' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar este pedido?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('<Sheet />', () => {
  it('abre un panel lateral como diálogo', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Sheet>
        <Sheet.Trigger asChild>
          <Button aria-label="Abrir menú">≡</Button>
        </Sheet.Trigger>
        <Sheet.Content side="right" aria-describedby={undefined}>
          <Sheet.Title>Categorías</Sheet.Title>
          <a href="/products">Explorar Productos</a>
        </Sheet.Content>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const sheet = screen.getByRole('dialog', { name: 'Categorías' });
    expect(sheet).toContainElement(screen.getByRole('link', { name: 'Explorar Productos' }));
  });
});

describe('<DropdownMenu />', () => {
  it('muestra los elementos del menú y ejecuta la acción elegida', async () => {
    const user = userEvent.setup();
    const onSignOut = jest.fn();
    renderWithTheme(
      <DropdownMenu>
        <DropdownMenu.Trigger asChild>
          <Button>Cuenta</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>ana@vitrina.mx</DropdownMenu.Label>
          <DropdownMenu.Item>Dashboard</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onSignOut}>Cerrar Sesión</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Cuenta' }));
    expect(screen.getByRole('menu')).toHaveTextContent('ana@vitrina.mx');
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(onSignOut).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('<Select />', () => {
  it('muestra el placeholder y elige una opción', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <>
          <Select
            aria-label="Condición"
            placeholder="Selecciona la condición"
            value={value}
            onValueChange={setValue}
            options={[
              { value: 'new', label: 'Como Nuevo' },
              { value: 'good', label: 'Bueno' },
            ]}
          />
          <output>{value}</output>
        </>
      );
    }
    renderWithTheme(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Condición' });
    expect(trigger).toHaveTextContent('Selecciona la condición');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Bueno' }));
    expect(screen.getByRole('status')).toHaveTextContent('good');
    expect(trigger).toHaveTextContent('Bueno');
  });
});

describe('<Checkbox />', () => {
  it('se marca al hacer clic en la etiqueta', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Solo productos autenticados" onCheckedChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Solo productos autenticados' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Solo productos autenticados'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('<Tooltip />', () => {
  it('aparece tras 700 ms de hover, no antes', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithTheme(
        <TooltipProvider>
          <Tooltip content="Añadir a favoritos">
            <button>♥</button>
          </Tooltip>
        </TooltipProvider>,
      );
      await user.hover(screen.getByRole('button', { name: '♥' }));
      act(() => jest.advanceTimersByTime(650));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Añadir a favoritos');
    } finally {
      jest.useRealTimers();
    }
  });
});

it('Dialog.Content sigue siendo el panel centrado aunque Sheet también se haya cargado', () => {
  expect(Dialog.Content).not.toBe(Sheet.Content);
  expect(Sheet.Content).not.toBe(Dialog.Content);
  renderWithTheme(
    <Dialog open>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>Centrado</Dialog.Title>
      </Dialog.Content>
    </Dialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Centrado' })).toBeInTheDocument();
});
