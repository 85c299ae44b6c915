import { errorAt } from '../../../../shared/test/schemaErrorAt';
import { verificationRequestSchema } from './verificationRequestSchema';

describe('verificationRequestSchema', () => {
  const valid = { type: 'seller', notes: 'Vendo tarjetas desde 2010', documents: ['documents/a.pdf'] };
  const at = (patch: Record<string, unknown>, path: string) =>
    errorAt(verificationRequestSchema, { ...valid, ...patch }, path);

  it('acepta una solicitud válida', async () => {
    await expect(verificationRequestSchema.isValid(valid)).resolves.toBe(true);
  });

  it("tipo seller, buyer o vip: 'Por favor selecciona un tipo de verificación'", async () => {
    expect(await at({ type: '' }, 'type')).toBe('Por favor selecciona un tipo de verificación');
    expect(await at({ type: 'admin' }, 'type')).toBe('Por favor selecciona un tipo de verificación');
    for (const type of ['seller', 'buyer', 'vip']) expect(await at({ type }, 'type')).toBeUndefined();
  });

  it("notas de al menos 10: 'Por favor proporciona más detalles sobre tu solicitud'", async () => {
    expect(await at({ notes: 'muy corto' }, 'notes')).toBe('Por favor proporciona más detalles sobre tu solicitud');
  });

  it('de 1 a 5 documentos', async () => {
    expect(await at({ documents: [] }, 'documents')).toBe('Sube al menos un documento');
    expect(await at({ documents: ['1', '2', '3', '4', '5', '6'] }, 'documents')).toBe(
      'Puedes subir un máximo de 5 documentos',
    );
    expect(await at({ documents: ['1', '2', '3', '4', '5'] }, 'documents')).toBeUndefined();
  });
});
