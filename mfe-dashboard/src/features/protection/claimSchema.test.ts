import { errorAt } from '../../../../shared/test/schemaErrorAt';
import { claimDecisionSchema, openClaimSchema } from './claimSchema';

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

describe('claimDecisionSchema', () => {
  const reason = 'Las fotos muestran el daño.';
  const partial = claimDecisionSchema('refund_partial', 2000);

  it('un reembolso parcial va entre cero y lo retenido, con coma o punto', async () => {
    await expect(partial.isValid({ amount: '500,5', reason })).resolves.toBe(true);
    for (const amount of ['', '0', '2000', 'mil']) {
      expect(await errorAt(partial, { amount, reason }, 'amount')).toBe(
        'El reembolso parcial debe ser mayor que $0 y menor que lo retenido ($2,000)',
      );
    }
  });

  it('toda decisión explica por qué en 10 a 1000 caracteres; la total no pide monto', async () => {
    await expect(claimDecisionSchema('refund_full', 2000).isValid({ amount: '', reason })).resolves.toBe(true);
    expect(await errorAt(claimDecisionSchema('seller', 2000), { amount: '', reason: 'corto' }, 'reason')).toBe(
      'Explica la decisión en 10 a 1000 caracteres',
    );
  });
});
