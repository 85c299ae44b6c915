const { compareReports } = require('../../scripts/kernelApiRules.cjs');

const report = (...lines: string[]) => ['```ts', ...lines, '```'].join('\n');
const base = report(
  '// @public',
  'export function toast(options: ToastOptions): string;',
  'export const queryClient: QueryClient;',
);

describe('la política de versiones del kernel', () => {
  it('acepta el mismo API sin cambiar la versión', () => {
    expect(compareReports(base, '1.2.0', base, '1.2.0').allowed).toBe(true);
  });

  it('una exportación nueva pide una versión menor nueva', () => {
    const next = report(
      'export function toast(options: ToastOptions): string;',
      'export const queryClient: QueryClient;',
      'export const queryRoots: QueryRoots;',
    );
    expect(compareReports(base, '1.2.0', next, '1.2.0').allowed).toBe(false);
    expect(compareReports(base, '1.2.0', next, '1.3.0').allowed).toBe(true);
  });

  it('quitar o cambiar una exportación pide una versión mayor nueva', () => {
    const next = report(
      'export function toast(options: ToastOptions, extra: number): string;',
      'export const queryClient: QueryClient;',
    );
    const result = compareReports(base, '1.2.0', next, '1.3.0');
    expect(result.allowed).toBe(false);
    expect(result.removed).toEqual(['export function toast(options: ToastOptions): string;']);
    expect(compareReports(base, '1.2.0', next, '2.0.0').allowed).toBe(true);
  });

  it('una clave de ruta añadida al final de una lista es una adición (versión menor)', () => {
    const keys = (...names: string[]) =>
      report(`    readonly mfe_catalog: readonly [${names.map((name) => `"${name}"`).join(', ')}];`);
    const before = keys('ProductsPage', 'ProductDetailPage');
    const appended = keys('ProductsPage', 'ProductDetailPage', 'SellerPage');
    expect(compareReports(before, '1.2.0', appended, '1.2.0').allowed).toBe(false);
    expect(compareReports(before, '1.2.0', appended, '1.3.0')).toMatchObject({ removed: [], allowed: true });
    // a key removed or reordered is still a change a remote built against the old list breaks on
    expect(compareReports(appended, '1.3.0', before, '1.4.0').allowed).toBe(false);
    expect(compareReports(before, '1.2.0', keys('ProductDetailPage', 'ProductsPage'), '1.3.0').allowed).toBe(false);
  });

  it('los comentarios del informe no cuentan como cambios', () => {
    const next = base.replace('// @public', '// @public (undocumented)');
    expect(compareReports(base, '1.2.0', next, '1.2.0')).toMatchObject({ added: [], removed: [], allowed: true });
  });
});
