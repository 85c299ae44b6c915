import { authenticationBadge } from './authentication';

describe('authenticationBadge', () => {
  it('none y valores desconocidos no muestran insignia', () => {
    expect(authenticationBadge('none')).toBeNull();
    expect(authenticationBadge('whatever')).toBeNull();
    expect(authenticationBadge(null)).toBeNull();
  });

  it("pending: 'Autenticación Pendiente'", () => {
    expect(authenticationBadge('pending')).toEqual({ label: 'Autenticación Pendiente', variant: 'warning' });
  });

  it("verified: 'Verificado por {certifier}' con número de certificado", () => {
    expect(authenticationBadge('verified', 'PSA', 'CERT-123')).toEqual({
      label: 'Verificado por PSA',
      variant: 'success',
      certificateNumber: 'CERT-123',
    });
  });

  it("rejected: 'Autenticación Rechazada'", () => {
    expect(authenticationBadge('rejected')?.label).toBe('Autenticación Rechazada');
  });
});
