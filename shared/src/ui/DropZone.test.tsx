import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DropZone, type DropZoneProps } from './DropZone';

const png = (name = 'frente.png') => new File(['png'], name, { type: 'image/png' });

function renderZone(props: Partial<DropZoneProps> = {}) {
  const onFiles = jest.fn();
  renderWithTheme(
    <DropZone
      onFiles={onFiles}
      accept={['image/png', 'application/pdf']}
      label="Documentos"
      prompt="Arrastra tus documentos aquí"
      activePrompt="Suelta los archivos para agregarlos"
      action="o elige archivos"
      hint="Hasta 5 archivos"
      {...props}
    />,
  );
  return { onFiles, zone: () => screen.getByRole('button', { name: /^Documentos: / }) };
}

describe('<DropZone />', () => {
  it('es un botón con nombre, descrito por la pista, y su input ofrece los tipos aceptados', () => {
    const { zone } = renderZone();
    expect(zone()).toHaveAccessibleName('Documentos: Arrastra tus documentos aquí o elige archivos');
    expect(zone()).toHaveAccessibleDescription('Hasta 5 archivos');
    // every word shown is in the name, as voice control users say it (axe label-content-name-mismatch)
    expect(zone()).toHaveTextContent('Arrastra tus documentos aquío elige archivos');
    const input = screen.getByLabelText('Documentos', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/png,application/pdf');
    expect(input).toHaveAttribute('multiple');
  });

  it('Enter y Espacio sobre la zona abren el selector de archivos', async () => {
    const user = userEvent.setup();
    const { zone } = renderZone();
    const input = screen.getByLabelText('Documentos', { selector: 'input' }) as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    await user.tab();
    expect(zone()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('entrega cada archivo elegido, también los que el filtro de tipos rechaza (los explica quien llama)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onFiles } = renderZone();
    const text = new File(['x'], 'notas.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Documentos', { selector: 'input' }), [png(), text]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0][0].map((file: File) => file.name).sort()).toEqual(['frente.png', 'notas.txt']);
  });

  it('al arrastrar encima cambia su texto, y al soltar entrega los archivos', async () => {
    const { onFiles, zone } = renderZone();
    const dataTransfer = {
      files: [png()],
      items: [{ kind: 'file', type: 'image/png', getAsFile: () => png() }],
      types: ['Files'],
    };
    fireEvent.dragEnter(zone(), { dataTransfer });
    await waitFor(() =>
      expect(zone()).toHaveAccessibleName('Documentos: Suelta los archivos para agregarlos o elige archivos'),
    );
    fireEvent.drop(zone(), { dataTransfer });
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(zone()).toHaveAccessibleName('Documentos: Arrastra tus documentos aquí o elige archivos');
  });

  it('un error se anuncia, describe la zona y marca el input como inválido', () => {
    const { zone } = renderZone({ error: 'Cada documento puede pesar hasta 10 MB' });
    expect(screen.getByRole('alert')).toHaveTextContent('Cada documento puede pesar hasta 10 MB');
    expect(zone()).toHaveAccessibleDescription('Hasta 5 archivos Cada documento puede pesar hasta 10 MB');
    expect(screen.getByLabelText('Documentos', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deshabilitada no abre el selector ni entrega archivos', async () => {
    const user = userEvent.setup();
    const { onFiles, zone } = renderZone({ disabled: true });
    const input = screen.getByLabelText('Documentos', { selector: 'input' }) as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    expect(zone()).toHaveAttribute('aria-disabled', 'true');
    await user.click(zone());
    expect(click).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
  });
});
