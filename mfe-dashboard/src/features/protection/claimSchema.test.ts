import { errorAt } from '../../../../shared/test/schemaErrorAt';
import { openClaimSchema } from './claimSchema';

const photo = (type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], 'foto', { type });
const valid = { reason: 'damaged', description: 'La vitrina llegó rota por un lado.', photos: [photo()] };
const at = (patch: Record<string, unknown>, path: string) => errorAt(openClaimSchema, { ...valid, ...patch }, path);

describe('openClaimSchema', () => {
  it('acepta un reclamo con motivo, descripción y fotos válidas', async () => {
    await expect(openClaimSchema.isValid(valid)).resolves.toBe(true);
  });

  it.each([
    [{ reason: '' }, 'reason', 'Elige el motivo del reclamo'],
    [{ reason: 'changed_my_mind' }, 'reason', 'Elige el motivo del reclamo'],
    [{ description: '   corto   ' }, 'description', 'Describe el problema en 10 a 2000 caracteres'],
    [{ description: 'x'.repeat(2001) }, 'description', 'Describe el problema en 10 a 2000 caracteres'],
    [{ photos: Array.from({ length: 7 }, () => photo()) }, 'photos', 'Máximo 6 fotos por reclamo'],
    [{ photos: [photo('application/pdf')] }, 'photos', 'Solo fotos JPG, PNG o WebP'],
    [{ photos: [photo('image/png', 5 * 1024 * 1024 + 1)] }, 'photos', 'Cada foto debe pesar menos de 5 MB'],
  ])('%j → %s: %s', async (patch, path, message) => {
    expect(await at(patch, path)).toBe(message);
  });
});
