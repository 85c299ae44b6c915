import { resolveReturnPath } from './returnTarget';

describe('resolveReturnPath', () => {
  it('prefiere location.state.from (un Location del router)', () => {
    expect(resolveReturnPath({ from: { pathname: '/sell', search: '?x=1', hash: '#a' } }, '?redirect=%2Fcart')).toBe(
      '/sell?x=1#a',
    );
  });

  it('usa ?redirect= cuando no hay estado (recarga o pestaña nueva)', () => {
    expect(resolveReturnPath(null, '?redirect=%2Fdashboard%2Fprofile')).toBe('/dashboard/profile');
  });

  it('sin destino usa /dashboard', () => {
    expect(resolveReturnPath(undefined, '')).toBe('/dashboard');
  });

  it('no acepta destinos fuera del sitio ni la propia /auth', () => {
    expect(resolveReturnPath(null, '?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(resolveReturnPath(null, '?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(resolveReturnPath({ from: { pathname: '/auth' } }, '')).toBe('/dashboard');
    expect(resolveReturnPath({ from: '/auth/restablecer' }, '?redirect=%2Fsell')).toBe('/sell');
  });
});
