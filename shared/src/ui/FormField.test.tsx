import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { FormField } from './FormField';
import { Textarea } from './Input';

describe('<FormField />', () => {
  it('asocia la etiqueta con el campo', async () => {
    renderWithTheme(<FormField label="Email" inputProps={{ type: 'email', name: 'email' }} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'ana@vitrina.mx');
    expect(input).toHaveValue('ana@vitrina.mx');
  });

  it('sin error el campo no es inválido ni tiene descripción', () => {
    renderWithTheme(<FormField label="Nombre" id="name" />);
    const input = screen.getByLabelText('Nombre');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('con error marca aria-invalid y describe el campo con el mensaje', () => {
    renderWithTheme(
      <FormField label="Contraseña" id="password" error="La contraseña debe tener al menos 6 caracteres" />,
    );
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres');
    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres');
  });

  it('incluye la ayuda y el error en la descripción', () => {
    renderWithTheme(<FormField label="Teléfono" hint="Ejemplo: +525512345678" error="Formato de teléfono inválido" />);
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Ejemplo: +525512345678 Formato de teléfono inválido',
    );
  });

  it('conecta un control propio pasado como hijo', () => {
    renderWithTheme(
      <FormField label="Descripción" error="La descripción debe tener al menos 20 caracteres" required>
        <Textarea name="description" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: /Descripción/ });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(textarea).toHaveAccessibleDescription('La descripción debe tener al menos 20 caracteres');
  });

  it('acepta una función que recibe las props del control', () => {
    renderWithTheme(
      <FormField label="Título" id="title" error="El título debe tener al menos 3 caracteres">
        {(control) => <input {...control} data-testid="custom" />}
      </FormField>,
    );
    const input = screen.getByTestId('custom');
    expect(input).toHaveAttribute('id', 'title');
    expect(input).toHaveAccessibleName('Título');
    expect(input).toHaveAttribute('aria-describedby', 'title-error');
  });
});
