/**
 * @jest-environment node
 */
// The architecture rules of eslint.config.mjs, each proven by a fixture in lint/fixtures that breaks it (and one
// that stays inside them). ESLint's config is an ES module, so the fixtures are linted in a plain Node process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

interface FixtureResult {
  fixture: string;
  as: string;
  expected: string[];
  actual: string[];
  says: string | null;
  messages: string[];
}

const repoRoot = path.resolve(__dirname, '../..');
let results: FixtureResult[];

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'lint/lintFixtures.mjs')], {
    cwd: repoRoot,
  });
  results = JSON.parse(stdout) as FixtureResult[];
}, 120_000);

const fixture = (name: string) => {
  const found = results.find((r) => r.fixture === name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
};

describe('reglas de arquitectura (npm run lint)', () => {
  it.each([
    ['supabaseJsInComponent.tsx', 'un componente no importa @supabase/supabase-js'],
    ['supabaseFromInComponent.tsx', 'un componente no llama supabase.from() ni rpc()'],
    ['supabaseFromInHelper.ts', 'un módulo .ts que no es de datos no llama supabase.from() ni rpc()'],
    ['crossRemoteImport.tsx', 'un remoto no importa archivos de otro remoto'],
    ['reactRouterImport.tsx', "nadie importa 'react-router', solo 'react-router-dom'"],
    ['relativeKernelImport.ts', 'dentro de shared, un módulo fuera del kernel no importa el kernel por ruta relativa'],
    ['kernelSelfImport.ts', 'un módulo del kernel no importa @vitrina/shared/kernel (la página quedaría en blanco)'],
    ['handWrittenPath.tsx', 'la URL de una pieza, un vendedor o una categoría sale de paths, no se escribe a mano'],
    ['staticSupabaseImport.ts', 'un módulo de datos carga supabase-js al usarlo, nunca con un import estático'],
    ['inlineQueryKey.tsx', 'una clave de consulta sale de la fábrica de su entidad, no se escribe en línea'],
    [
      'clientReadInDataModule.ts',
      'un módulo de datos de una app lee con read(), no con .from().select() de supabase-js',
    ],
    ['restReadInApp.ts', 'una app no llama restRead: read() elige el token según quién puede leer'],
    [
      'readOnlyRpcInDataModule.ts',
      'una función que solo lee (STABLE) se lee con read(), y una que escribe (VOLATILE) no es una lectura',
    ],
  ])('%s: %s', (name) => {
    const result = fixture(name);
    expect(result.expected.length).toBeGreaterThan(0);
    expect(result.actual).toEqual(result.expected);
    for (const message of result.messages) expect(message).toContain(result.says);
  });

  it('deja pasar lo permitido: un módulo de datos con supabase, el kernel por nombre de paquete, react-router-dom', () => {
    expect(fixture('allowed.tsx')).toMatchObject({ expected: [], actual: [] });
  });

  it('deja pasar el módulo de datos de una función (*Api.ts, *Queries.ts) que llama supabase', () => {
    expect(fixture('allowedDataModule.ts')).toMatchObject({ expected: [], actual: [] });
  });

  it('deja pasar una lectura con read() y una escritura que devuelve sus filas (.insert().select())', () => {
    expect(fixture('allowedAccessorRead.ts')).toMatchObject({ expected: [], actual: [] });
  });
});
