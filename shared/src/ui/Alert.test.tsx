import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Alert } from './Alert';
import { theme } from './theme';

describe('<Alert />', () => {
  it('un error se anuncia de inmediato (role=alert) con su título y su texto', () => {
    renderWithTheme(<Alert title="Error al subir">El archivo pesa más de 5MB</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error al subirEl archivo pesa más de 5MB');
    expect(screen.getByText('Error al subir').tagName).toBe('STRONG');
    expect(alert).toHaveStyle({ background: theme.colors.destructiveSoft, color: theme.colors.destructive });
  });

  it('un aviso informativo espera su turno (role=status) con los colores de info', () => {
    renderWithTheme(<Alert tone="info">Recuperamos tu borrador</Alert>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Recuperamos tu borrador');
    expect(status).toHaveStyle({ background: theme.colors.infoSoft, color: theme.colors.info });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('live="off" no anuncia nada (contenido de la página), y un role explícito gana', () => {
    const { unmount } = renderWithTheme(<Alert live="off">Motivo: fotos borrosas</Alert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Motivo: fotos borrosas')).toBeInTheDocument();
    unmount();
    renderWithTheme(
      <Alert live="off" role="note">
        Motivo: fotos borrosas
      </Alert>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Motivo: fotos borrosas');
  });

  it('muestra su acción y pasa data-testid al DOM', () => {
    renderWithTheme(
      <Alert action={<button type="button">Quitar</button>} data-testid="refusal">
        Una pieza ya no está disponible
      </Alert>,
    );
    expect(screen.getByTestId('refusal')).toContainElement(screen.getByRole('button', { name: 'Quitar' }));
  });
});
