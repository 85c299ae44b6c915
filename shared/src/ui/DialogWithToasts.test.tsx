import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as styledComponents from 'styled-components';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { toast, useToastStore } from './toast/toastStore';
import { Dialog } from './Dialog';
import { Sheet } from './Sheet';
import type { Toaster as ToasterComponent } from './toast/Toaster';

/**
 * The shell renders the Toaster and a remote renders its dialogs, each from its own bundle of this library and of
 * Radix (only the kernel and React are shared at run time). The Toaster is loaded here with a second copy of Radix,
 * as the shell's bundle brings it, beside a dialog from this copy: one React, two Radix layer stacks.
 */
function loadToasterFromAnotherBundle(): typeof ToasterComponent {
  let Loaded: typeof ToasterComponent | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react-dom', () => ReactDOM);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('styled-components', () => styledComponents);
    Loaded = (require('./toast/Toaster') as { Toaster: typeof ToasterComponent }).Toaster;
  });
  return Loaded!;
}

const ShellToaster = loadToasterFromAnotherBundle();

beforeEach(() => {
  act(() => useToastStore.getState().remove());
});

function ClaimDialog() {
  const [open, setOpen] = React.useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Dialog.Content>
        <Dialog.Title>Abrir un reclamo</Dialog.Title>
        <Dialog.Description>Cuéntanos qué pasó</Dialog.Description>
        <label htmlFor="claim-description">Descripción</label>
        <textarea id="claim-description" />
      </Dialog.Content>
    </Dialog>
  );
}

function renderWithShellToaster(ui: React.ReactElement) {
  return renderWithTheme(
    <>
      {ui}
      <ShellToaster />
    </>,
  );
}

/** The toast region; the page behind a modal dialog is aria-hidden, the toaster with it. */
async function toastRegion() {
  return screen.findByRole('region', { hidden: true });
}

describe('un aviso mientras hay un diálogo abierto', () => {
  it('llega, se cierra con su botón y el diálogo sigue abierto con lo escrito', async () => {
    const user = userEvent.setup();
    renderWithShellToaster(<ClaimDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Abrir un reclamo' });
    await user.type(within(dialog).getByLabelText('Descripción'), 'La vitrina llegó rota');
    act(() => {
      toast({ title: 'Nuevo mensaje', description: 'Ana te escribió' });
    });
    const region = await toastRegion();
    expect(within(region).getByText('Nuevo mensaje')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Abrir un reclamo' })).toBeInTheDocument();

    // the toast can be pressed (not left under the dialog's pointer-events: none) and pressing it is not "outside"
    await user.click(within(region).getByRole('button', { name: 'Cerrar', hidden: true }));
    expect(useToastStore.getState().toasts[0]!.open).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Abrir un reclamo' })).toBeInTheDocument();
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Descripción'), ' por un lado.');
    expect(within(screen.getByRole('dialog')).getByLabelText('Descripción')).toHaveValue(
      'La vitrina llegó rota por un lado.',
    );
  });

  it('un clic en un toast tampoco cierra el menú lateral; uno en el fondo sí', async () => {
    const user = userEvent.setup();
    renderWithShellToaster(
      <Sheet defaultOpen>
        <Sheet.Content side="left">
          <Sheet.Title>Menú</Sheet.Title>
          <Sheet.Description>Tu panel</Sheet.Description>
        </Sheet.Content>
      </Sheet>,
    );
    act(() => {
      toast({ title: 'Pago liberado al vendedor', variant: 'success' });
    });
    const region = await toastRegion();
    await user.click(within(region).getByText('Pago liberado al vendedor'));
    expect(screen.getByRole('dialog', { name: 'Menú' })).toBeInTheDocument();

    // a press anywhere else outside (the overlay) still closes it
    const overlay = screen.getByRole('dialog', { name: 'Menú' }).previousElementSibling;
    await user.click(overlay!);
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
  });
});
