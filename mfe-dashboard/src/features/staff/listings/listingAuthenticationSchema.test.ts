import { listingAuthenticationSchema } from './listingAuthenticationSchema';
import { moderationCopy } from './copy';

async function errorAt(values: Record<string, unknown>, path: string) {
  try {
    await listingAuthenticationSchema.validateAt(path, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('listingAuthenticationSchema', () => {
  it('una pieza verificada necesita certificadora y número de certificado', async () => {
    const verified = { authentication_status: 'verified', certifier: '', certificate_number: ' ' };
    expect(await errorAt(verified, 'certifier')).toBe(moderationCopy.verifiedNeedsCertificate);
    expect(await errorAt(verified, 'certificate_number')).toBe(moderationCopy.verifiedNeedsCertificate);
    const complete = { authentication_status: 'verified', certifier: 'PSA', certificate_number: '12345678' };
    await expect(listingAuthenticationSchema.isValid(complete)).resolves.toBe(true);
  });

  it('sin verificar, los campos vacíos se guardan como null', () => {
    const cast = listingAuthenticationSchema.cast({
      authentication_status: 'pending',
      certifier: '',
      certificate_number: '',
    });
    expect(cast).toEqual({ authentication_status: 'pending', certifier: null, certificate_number: null });
  });

  it("la certificadora no excede 100 caracteres: 'La certificadora no puede exceder 100 caracteres'", async () => {
    expect(await errorAt({ authentication_status: 'none', certifier: 'x'.repeat(101) }, 'certifier')).toBe(
      'La certificadora no puede exceder 100 caracteres',
    );
  });
});
