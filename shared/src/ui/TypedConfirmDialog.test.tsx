import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@vitrina/shared/kernel';
import { renderWithTheme } from '../../test/renderWithTheme';
import { TypedConfirmDialog } from './TypedConfirmDialog';

const TITLE = 'Eliminar pieza';
const LABEL = 'Escribe ELIMINAR para confirmar';

function Harness({ onConfirm, pendingLabel }: { onConfirm: () => Promise<void>; pendingLabel?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <TypedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        words={{
          title: TITLE,
          description: 'La pieza dejará de mostrarse en la tienda.',
          label: LABEL,
          confirm: 'Eliminar',
          pending: pendingLabel,
        }}
        onConfirm={onConfirm}
      />
    </>
  );
}

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.title} / ${t.description}`);

beforeEach(() => {
  act(() => useToastStore.getState().remove());
});

function parts() {
  const dialog = screen.getByRole('dialog', { name: TITLE });
  return {
    dialog,
    input: within(dialog).getByLabelText(LABEL),
    confirm: within(dialog).getByRole('button', { name: 'Eliminar' }),
  };
}

describe('TypedConfirmDialog', () => {
  it('se confirma solo con ELIMINAR escrito exactamente, con Enter o con el botón', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    const { input, confirm } = parts();
    expect(confirm).toBeDisabled();
    for (const attempt of ['eliminar', 'ELIMINAR ', 'ELIMINA']) {
      await userEvent.clear(input);
      await userEvent.type(input, `${attempt}{Enter}`);
      expect(confirm).toBeDisabled();
    }
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'ELIMINAR');
    expect(confirm).toBeEnabled();
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // opened again, the field is empty
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(parts().input).toHaveValue('');
  });

  it('mientras corre no se cierra y dice sus palabras; si falla avisa y se queda con la palabra escrita', async () => {
    let fail!: (error: Error) => void;
    const onConfirm = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    renderWithTheme(<Harness onConfirm={onConfirm} pendingLabel="Eliminando…" />);
    const { dialog, input } = parts();
    await userEvent.type(input, 'ELIMINAR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const running = await within(dialog).findByRole('button', { name: 'Eliminando…' });
    expect(running).toBeDisabled();
    expect(input).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();

    await act(async () => fail(new Error('permiso denegado')));
    expect(toastTexts()).toEqual(['Error / No pudimos eliminar tu pieza. Inténtalo de nuevo.']);
    expect(useToastStore.getState().toasts[0]?.variant).toBe('destructive');
    expect(parts().input).toHaveValue('ELIMINAR');
    expect(parts().confirm).toBeEnabled();
  });

  it('Cancelar cierra y vacía el campo', async () => {
    renderWithTheme(<Harness onConfirm={() => Promise.resolve()} />);
    await userEvent.type(parts().input, 'ELIMINAR');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(parts().input).toHaveValue('');
  });
});
