import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { phoneToastPlacement, Toaster } from './Toaster';
import { toast, useToastStore } from './toastStore';

function renderToaster() {
  return render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  act(() => useToastStore.getState().remove());
});

describe('<Toaster />', () => {
  it('muestra como máximo 3 toasts a la vez', () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast({ title: `Aviso ${n}` });
    });
    const region = screen.getByRole('region');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Aviso 2')).not.toBeInTheDocument();
    for (const n of [3, 4, 5]) expect(within(region).getByText(`Aviso ${n}`)).toBeInTheDocument();
  });

  it('muestra título y descripción', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente', variant: 'success' });
    });
    const item = within(screen.getByRole('region')).getByRole('listitem');
    expect(item).toHaveTextContent('Sesión cerrada');
    expect(item).toHaveTextContent('Has cerrado sesión exitosamente');
    expect(item).toHaveAttribute('data-variant', 'success');
  });

  it('anuncia los toasts en una región aria-live', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Error al publicar', variant: 'destructive' });
    });
    const live = document.querySelectorAll('[aria-live]');
    expect(live.length).toBeGreaterThan(0);
  });

  it('el botón Cerrar descarta el toast', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      toast({ title: 'Producto guardado' });
    });
    await user.click(within(screen.getByRole('region')).getByRole('button', { name: 'Cerrar' }));
    expect(useToastStore.getState().toasts[0]!.open).toBe(false);
    expect(within(screen.getByRole('region')).queryByText('Producto guardado')).not.toBeInTheDocument();
  });

  it('se cierra solo al cumplirse la duración', () => {
    jest.useFakeTimers();
    try {
      renderToaster();
      act(() => {
        toast({ title: 'Filtros eliminados', duration: 5000 });
      });
      act(() => jest.advanceTimersByTime(4999));
      expect(useToastStore.getState().toasts[0]!.open).toBe(true);
      act(() => jest.advanceTimersByTime(2));
      expect(useToastStore.getState().toasts[0]!.open).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('varios <Toaster /> en la página', () => {
  beforeEach(() => {
    act(() => useToastStore.getState().remove());
  });

  it('solo el primero montado muestra los toasts; al desmontarlo toma el relevo el siguiente', () => {
    const first = renderToaster();
    const second = renderToaster();
    act(() => {
      toast({ title: 'Producto agregado' });
    });
    expect(screen.getAllByText('Producto agregado')).toHaveLength(1);
    expect(first.container.ownerDocument.querySelectorAll('[role="region"]')).toHaveLength(1);
    first.unmount();
    expect(screen.getAllByText('Producto agregado')).toHaveLength(1);
    second.unmount();
    expect(screen.queryByText('Producto agregado')).not.toBeInTheDocument();
  });
});

describe('phoneToastPlacement', () => {
  const formAt = (top: number, bottom: number) => {
    const form = document.createElement('form');
    const input = document.createElement('input');
    form.append(input);
    document.body.append(form);
    form.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
    return { form, input };
  };
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.style.removeProperty('--vitrina-bottom-bar');
  });

  it('va arriba cuando el formulario en uso está abajo, y abajo cuando está arriba', () => {
    // jsdom's window is 768 px tall
    const low = formAt(600, 700);
    low.input.focus();
    expect(phoneToastPlacement()).toBe('top');
    low.form.remove();
    const high = formAt(80, 200);
    high.input.focus();
    expect(phoneToastPlacement()).toBe('bottom');
  });

  it('descuenta la barra inferior y, sin foco, usa el último control enfocado', () => {
    // 340 - 60 (the top bar) = 280 px free above, 768 - 440 = 328 below, minus a 100 px bar: 228 below
    const { input } = formAt(340, 440);
    document.documentElement.style.setProperty('--vitrina-bottom-bar', '100px');
    expect(phoneToastPlacement(input)).toBe('top');
    document.documentElement.style.setProperty('--vitrina-bottom-bar', '0px');
    expect(phoneToastPlacement(input)).toBe('bottom');
    expect(phoneToastPlacement(null)).toBe('top');
  });

  const submitAt = (form: HTMLFormElement, top: number, bottom: number) => {
    const button = document.createElement('button');
    button.type = 'submit';
    form.append(button);
    button.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
    return button;
  };

  it('en un formulario más alto que la pantalla deja a la vista el botón que se pulsó', () => {
    // checkout on a phone: the form starts far above the screen, its Pagar button near the bottom
    const { form } = formAt(-900, 700);
    const pay = submitAt(form, 640, 688);
    pay.focus();
    expect(phoneToastPlacement()).toBe('top');
    // scrolled so that the button is near the top bar
    pay.getBoundingClientRect = () => ({ top: 100, bottom: 148 }) as DOMRect;
    expect(phoneToastPlacement()).toBe('bottom');
  });

  it('si el formulario llena la pantalla y no cabe un aviso a su lado, se aparta del botón', () => {
    const { form } = formAt(70, 740);
    const send = submitAt(form, 690, 730);
    send.focus();
    expect(phoneToastPlacement()).toBe('top');
  });
});
